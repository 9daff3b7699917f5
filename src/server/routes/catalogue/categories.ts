import { categoryList } from '@/contract/endpoints/catalogue';
import { listCategories } from '@/server/repositories/catalogue';
import { requestLang } from '@/server/lib/request-lang';
import type { App } from '@/server/types';
import { oldSlugsById } from '@/server/studio/public-reads';
import { registerEndpoint } from '../endpoint-route';

export default async function categoryRoutes(app: App) {
  registerEndpoint(app, categoryList, async (request) => {
    const [list, old] = [await listCategories(app.db, requestLang(request)), await oldSlugsById(app.db, 'categories')];
    // The category page finds itself in this list: an old slug (changed in the studio) finds it too (docs/decisions/250).
    return { data: list.map((category) => (old.has(category.id) ? { ...category, previous_slugs: old.get(category.id)! } : category)) };
  });
}
