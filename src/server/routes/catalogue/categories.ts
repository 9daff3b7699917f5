import { categoryList } from '../../../contract/endpoints/catalogue';
import { listCategories } from '../../repositories/catalogue';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';
import { registerEndpoint } from '../endpoint-route';

export default async function categoryRoutes(app: App) {
  registerEndpoint(app, categoryList, async (request) => ({ data: await listCategories(app.db, requestLang(request)) }));
}
