import { downloadList, productCompare, productFetch, productFind, productFits } from '@/contract/endpoints/catalogue';
import { eq } from 'drizzle-orm';
import { products } from '@/server/db/schema';
import { compareProducts, fetchProducts, findProduct, listDownloads, productFits as readFits } from '@/server/repositories/catalogue';
import { redirectedId } from '@/server/studio/public-reads';
import { HttpError, notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

export default async function productRoutes(app: App) {
  registerEndpoint(app, productFetch, async (request) => ({ data: await fetchProducts(app.db, request.query, requestLang(request)) }));

  registerEndpoint(app, productFind, async (request) => {
    // A studio preview (`?preview=`) reads this with the draft in place (src/server/studio/preview-reads.ts).
    const { slug } = request.query;
    const lang = requestLang(request);
    let product = await findProduct(app.db, slug, lang, app.stockStaleDays);
    if (!product) {
      // An old slug: the product under its new one (the page replaces its URL; docs/decisions/250).
      const id = await redirectedId(app.db, 'products', slug);
      const [moved] = id ? await app.db.select({ slug: products.slug }).from(products).where(eq(products.id, id)) : [];
      if (moved) product = await findProduct(app.db, moved.slug, lang, app.stockStaleDays);
    }
    if (!product) throw notFound('Product');
    return { data: product };
  });

  registerEndpoint(app, productCompare, async (request) => {
    const { comparison, missing } = await compareProducts(app.db, request.query.produk, requestLang(request));
    if (missing.length > 0) throw new HttpError(404, `Product not found: ${missing.join(', ')}`);
    return { data: comparison };
  });

  registerEndpoint(app, productFits, async (request) => {
    const slug = request.query.produk;
    const [known] = await app.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    if (!known) throw notFound('Product');
    return { data: await readFits(app.db, slug, requestLang(request)) };
  });

  registerEndpoint(app, downloadList, async (request) => ({
    data: await listDownloads(app.db, requestLang(request), request.query.brand),
  }));
}
