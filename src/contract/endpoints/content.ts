import type { ReadEndpoint } from './define';

// Articles and events: lists, detail, related reading and products; the milestone timeline (docs/product.md §7.4).

export const articleList = {
  method: 'GET',
  path: 'v2/event',
  tag: 'content',
  summary: 'Articles and events, newest first (category=event: events)',
  query: 'content.ArticleListQuerySchema',
  response: { 200: 'content.ArticleListResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const articleSearch = {
  method: 'GET',
  path: 'v2/event/search',
  tag: 'content',
  summary: 'The same list as v2/event (read as data.data)',
  query: 'content.ArticleListQuerySchema',
  response: { 200: 'content.ArticleListResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const articleFind = {
  method: 'GET',
  path: 'v2/event/:id',
  tag: 'content',
  summary: 'One article or event by numeric id or slug, with table of contents',
  params: 'content.ArticleParamsSchema',
  query: 'content.ArticleFindQuerySchema',
  response: { 200: 'content.ArticleDetailResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const relatedPosts = {
  method: 'GET',
  path: 'v2/related-post',
  tag: 'content',
  summary: 'Newest posts of the same category, without the post itself',
  query: 'content.RelatedPostQuerySchema',
  response: { 200: 'content.ArticlesResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const suggestedPosts = {
  method: 'GET',
  path: 'v2/suggested-post',
  tag: 'content',
  summary: 'Newest posts of the other categories (all categories without a slug)',
  query: 'content.SuggestedPostQuerySchema',
  response: { 200: 'content.ArticlesResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const articleProducts = {
  method: 'GET',
  path: 'v2/article/related_product',
  tag: 'content',
  summary: 'The products an article names, in its order',
  query: 'content.RelatedProductQuerySchema',
  response: { 200: 'content.RelatedProductResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const milestoneList = {
  method: 'GET',
  path: 'v2/milestone',
  tag: 'content',
  summary: 'Company milestones by year, with the number of brands carried',
  response: { 200: 'content.MilestonesResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;
