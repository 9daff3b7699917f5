import * as endpoints from '@/contract/endpoints/content';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { articleProducts, findArticle, listArticles, relatedPosts, suggestedPosts } from '@/server/repositories/articles';
import type { App } from '@/server/types';
import { redirectedId } from '@/server/studio/public-reads';
import { registerEndpoint } from '../endpoint-route';

// Articles and events: lists, detail, related reading and products (docs/product.md §7.4).
export default async function articleRoutes(app: App) {
  registerEndpoint(app, endpoints.articleList, async (request) => ({
    data: await listArticles(app.db, request.query, requestLang(request)),
  }));
  registerEndpoint(app, endpoints.articleSearch, async (request) => ({
    data: await listArticles(app.db, request.query, requestLang(request)),
  }));

  registerEndpoint(app, endpoints.articleFind, async (request) => {
    const lang = requestLang(request);
    // A studio preview (`?preview=`) reads this with the draft in place (src/server/studio/preview-reads.ts).
    let article = await findArticle(app.db, request.params.id, lang);
    if (!article) {
      // An old slug: the article under its new one (the page replaces its address).
      const id = await redirectedId(app.db, 'articles', request.params.id);
      if (id) article = await findArticle(app.db, String(id), lang);
    }
    if (!article) throw notFound('Article');
    return { data: article };
  });

  registerEndpoint(app, endpoints.relatedPosts, async (request) => {
    const { slug, limit } = request.query;
    const posts = await relatedPosts(app.db, slug, limit, requestLang(request));
    if (!posts) throw notFound('Article');
    return { data: posts };
  });

  registerEndpoint(app, endpoints.suggestedPosts, async (request) => {
    const { slug, limit } = request.query;
    const posts = await suggestedPosts(app.db, slug, limit, requestLang(request));
    if (!posts) throw notFound('Article');
    return { data: posts };
  });

  registerEndpoint(app, endpoints.articleProducts, async (request) => {
    const { slug, limit } = request.query;
    const found = await articleProducts(app.db, slug, limit, requestLang(request));
    if (!found) throw notFound('Article');
    return { data: found };
  });
}
