import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOT_READS_ELEMENT_ID } from '@/contract/read-key';
import { products } from '../db/schema';
import type * as catalogue from '../repositories/catalogue';
import type { createTestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';

// A product page's first load reads the product once: the head (title, Open Graph, Product JSON-LD) and
// the first screen's data block share the one read (docs/decisions/200-code-structure.md).
// Every caller of the repository, the API route included, goes through this counting wrapper.
vi.mock('../repositories/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof catalogue>();
  return { ...actual, findProduct: vi.fn(actual.findProduct) };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
let findProduct: typeof catalogue.findProduct;
beforeAll(async () => {
  // The server suite shares loaded modules between files (vitest.config.ts, isolate: false): loaded afresh here,
  // so that the app imports the counting wrapper.
  vi.resetModules();
  ({ findProduct } = await import('../repositories/catalogue'));
  const { createTestApp } = await import('../test/helper');
  web = await createTestWebRoot();
  // No API read cache: a cached answer must not hide a second read.
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 0 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
const bootReads = (html: string) =>
  JSON.parse(
    html.match(new RegExp(`<script type="application/json" id="${BOOT_READS_ELEMENT_ID}">([\\s\\S]*?)</script>`))?.[1] ?? '{}',
  ) as Record<string, { data?: { name?: string } }>;

describe('a product page’s first load', () => {
  it('reads the product once for the head and the first screen’s data', async () => {
    const [product] = await t.db.select().from(products).orderBy(asc(products.id)).limit(1);
    vi.mocked(findProduct).mockClear();
    const res = await page(`/product-info/${product!.slug}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"@type":"Product"');
    expect(bootReads(res.body)[`v3/products/find?lang=en&slug=${product!.slug}`]?.data?.name).toBe(product!.name);
    expect(vi.mocked(findProduct).mock.calls).toEqual([[expect.anything(), product!.slug, 'en', 14]]);
  });

  it('reads an unknown product once too, and answers 404 without first-screen data', async () => {
    vi.mocked(findProduct).mockClear();
    const res = await page('/product-info/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(`id="${BOOT_READS_ELEMENT_ID}"`);
    expect(findProduct).toHaveBeenCalledTimes(1);
  });
});
