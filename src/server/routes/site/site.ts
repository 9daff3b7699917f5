import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import {
  FaqQuerySchema,
  FaqResponseSchema,
  NewstickerResponseSchema,
  SiteFeaturesQuerySchema,
  SiteFeaturesResponseSchema,
  VideoQuerySchema,
  VideosResponseSchema,
  WebAccessoriesResponseSchema,
  WebPageQuerySchema,
  WebPageResponseSchema,
} from '../../../contract/site';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import {
  findCompanyProfile,
  findWebPage,
  listFaqs,
  listNewsticker,
  listSiteFeatures,
  listVideos,
  listWebAccessories,
} from '../../repositories/site';
import type { App } from '../../types';

// Site-wide content (spec §7 "Header load", "Content").
export default async function siteRoutes(app: App) {

  app.get(
    '/v2/newsticker',
    {
      schema: {
        tags: ['site'],
        summary: 'The header ticker entries, in order',
        querystring: LangQuerySchema,
        response: { 200: NewstickerResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listNewsticker(app.db, requestLang(request)) }),
  );

  app.get(
    '/v2/web-accessories',
    {
      schema: {
        tags: ['site'],
        summary: 'Header and footer assets (logos, badges) by key',
        querystring: LangQuerySchema,
        response: { 200: WebAccessoriesResponseSchema, 400: ErrorSchema },
      },
    },
    async () => ({ data: await listWebAccessories(app.db) }),
  );

  app.get(
    '/v2/site-features',
    {
      schema: {
        tags: ['site'],
        summary: '"Why choose us" features (limit) and the company profile',
        querystring: SiteFeaturesQuerySchema,
        response: { 200: SiteFeaturesResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return {
        data: {
          features: await listSiteFeatures(app.db, request.query.limit, lang),
          company_profile: await findCompanyProfile(app.db, lang),
        },
      };
    },
  );

  app.get(
    '/v2/web-page/find',
    {
      schema: {
        tags: ['site'],
        summary: 'A generic web page (terms, privacy…) by slug',
        querystring: WebPageQuerySchema,
        response: { 200: WebPageResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const page = await findWebPage(app.db, request.query.slug, requestLang(request));
      if (!page) throw notFound('Page');
      return { data: page };
    },
  );

  app.get(
    '/v2/faq',
    {
      schema: {
        tags: ['site'],
        summary: 'Frequently asked questions, optionally of one group',
        querystring: FaqQuerySchema,
        response: { 200: FaqResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listFaqs(app.db, request.query.group, requestLang(request)) }),
  );

  app.get(
    '/v2/video-content',
    {
      schema: {
        tags: ['site'],
        summary: 'Videos, newest first (limit 10 by default), optionally matching search',
        querystring: VideoQuerySchema,
        response: { 200: VideosResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({
      data: await listVideos(app.db, request.query.limit, request.query.search, requestLang(request)),
    }),
  );
}
