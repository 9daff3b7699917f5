import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import {
  ArticleDetailResponseSchema,
  ArticleListQuerySchema,
  ArticleListResponseSchema,
  ArticleParamsSchema,
  ArticlesResponseSchema,
  RelatedPostQuerySchema,
  RelatedProductQuerySchema,
  RelatedProductResponseSchema,
  SuggestedPostQuerySchema,
} from '../../../contract/content';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import {
  articleProducts,
  findArticle,
  listArticles,
  relatedPosts,
  suggestedPosts,
} from '../../repositories/articles';
import type { App } from '../../types';

// Articles and events: lists, detail, related reading and products (spec §7 "Content").
export default async function articleRoutes(app: App) {
  const list = {
    querystring: ArticleListQuerySchema,
    response: { 200: ArticleListResponseSchema, 400: ErrorSchema },
  };
  app.get(
    '/v2/event',
    { schema: { tags: ['content'], summary: 'Articles and events, newest first (category=event: events)', ...list } },
    async (request) => ({ data: await listArticles(app.db, request.query, requestLang(request)) }),
  );
  app.get(
    '/v2/event/search',
    { schema: { tags: ['content'], summary: 'The same list as v2/event (read as data.data)', ...list } },
    async (request) => ({ data: await listArticles(app.db, request.query, requestLang(request)) }),
  );

  app.get(
    '/v2/event/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One article or event by numeric id or slug, with table of contents',
        params: ArticleParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ArticleDetailResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const article = await findArticle(app.db, request.params.id, requestLang(request));
      if (!article) throw notFound('Article');
      return { data: article };
    },
  );

  app.get(
    '/v2/related-post',
    {
      schema: {
        tags: ['content'],
        summary: 'Newest posts of the same category, without the post itself',
        querystring: RelatedPostQuerySchema,
        response: { 200: ArticlesResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { slug, limit } = request.query;
      const posts = await relatedPosts(app.db, slug, limit, requestLang(request));
      if (!posts) throw notFound('Article');
      return { data: posts };
    },
  );

  app.get(
    '/v2/suggested-post',
    {
      schema: {
        tags: ['content'],
        summary: 'Newest posts of the other categories (all categories without a slug)',
        querystring: SuggestedPostQuerySchema,
        response: { 200: ArticlesResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { slug, limit } = request.query;
      const posts = await suggestedPosts(app.db, slug, limit, requestLang(request));
      if (!posts) throw notFound('Article');
      return { data: posts };
    },
  );

  app.get(
    '/v2/article/related_product',
    {
      schema: {
        tags: ['content'],
        summary: 'The products an article names, in its order',
        querystring: RelatedProductQuerySchema,
        response: { 200: RelatedProductResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { slug, limit } = request.query;
      const found = await articleProducts(app.db, slug, limit, requestLang(request));
      if (!found) throw notFound('Article');
      return { data: found };
    },
  );
}
