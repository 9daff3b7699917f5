import type { ReadEndpoint } from './define';

// Site-wide content (docs/product.md §2.5, §7.2).

export const newsticker = {
  method: 'GET',
  path: 'v2/newsticker',
  tag: 'site',
  summary: 'The header ticker entries, in order',
  response: { 200: 'site.NewstickerResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const webAccessories = {
  method: 'GET',
  path: 'v2/web-accessories',
  tag: 'site',
  summary: 'Header and footer assets (logos, badges) by key',
  response: { 200: 'site.WebAccessoriesResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const siteFeatures = {
  method: 'GET',
  path: 'v2/site-features',
  tag: 'site',
  summary: '"Why choose us" features (limit) and the company profile',
  query: 'site.SiteFeaturesQuerySchema',
  response: { 200: 'site.SiteFeaturesResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const webPageFind = {
  method: 'GET',
  path: 'v2/web-page/find',
  tag: 'site',
  summary: 'A generic web page (terms, privacy…) by slug',
  query: 'site.WebPageQuerySchema',
  response: { 200: 'site.WebPageResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const faqList = {
  method: 'GET',
  path: 'v2/faq',
  tag: 'site',
  summary: 'Frequently asked questions, optionally of one group',
  query: 'site.FaqQuerySchema',
  response: { 200: 'site.FaqResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const videoList = {
  method: 'GET',
  path: 'v2/video-content',
  tag: 'site',
  summary: 'Videos, newest first (limit 10 by default), optionally matching search',
  query: 'site.VideoQuerySchema',
  response: { 200: 'site.VideosResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;
