import type { App } from '../types';
import brandRoutes from './catalogue/brands';
import categoryRoutes from './catalogue/categories';
import productRoutes from './catalogue/products';

// One plugin per resource (STYLE.md §9); every route here lives under /api/cms.
export default async function apiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Vary', 'Accept-Language');
  });
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
}
