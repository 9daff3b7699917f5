import fs from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type Page } from './support/test';
import type { Holiday } from '../../src/contract/hours';
import type { ProductDealer } from '../../src/contract/dealers';
import { nearestOpenFirst } from '../../src/contract/stock';
import { waitForServiceWorker } from './support/server-process';
import { ADMIN, startStudioServer, studioLogin, type Backend, type StudioServer } from './studio-helpers';

// Who carries a product (docs/decisions/025-dealer-finders.md), on PGlite and on PostgreSQL 15: a CSV of dealers'
// stock with one bad row is refused whole, the row named; the product page lists the nearest three dealers that
// carry it, open now first, with stock and a WhatsApp message naming the product — and, after "Simpan untuk
// offline" with the server stopped, the same computed on the device from the saved data.

const BACKENDS: { backend: Backend; port: number }[] = [
  { backend: 'pglite', port: 4384 },
  { backend: 'postgres', port: 4385 },
];
/** Set to a directory to keep screenshots of the section (Pixel 7 and 1366×900). */
const SHOTS = process.env.PRODUCT_DEALER_SHOTS;
const JAKARTA = { latitude: -6.2, longitude: 106.82 };
const BANDUNG = { latitude: -6.914, longitude: 107.609 };

type Nearest = { stale_after_days: number; dealers: ProductDealer[] };
const api = async <T>(base: string, pathAndQuery: string): Promise<T> => {
  const response = await fetch(`${base}/api/cms/${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};
const nearest = (base: string, slug: string, at: { latitude: number; longitude: number }) =>
  api<Nearest>(base, `v2/product_dealers?lang=id&product=${slug}&lat=${at.latitude}&lng=${at.longitude}&limit=10`);

/** A product that at least three dealers with WhatsApp near Jakarta list. */
async function carriedProduct(base: string) {
  const products = await api<{ data: { slug: string; name: string }[] }>(base, 'v3/products/fetch?lang=id&per_page=100');
  for (const product of products.data) {
    const answer = await nearest(base, product.slug, JAKARTA);
    if (answer.dealers.length >= 3 && answer.dealers.slice(0, 3).every((d) => d.whatsapp)) return product;
  }
  throw new Error('no product with three carriers');
}

/** The three the page must show: the server's candidates, open now first (the same rule, src/contract/stock.ts). */
async function expectedThree(base: string, slug: string, at: { latitude: number; longitude: number }) {
  const holidays = await api<Holiday[]>(base, 'v2/holidays?lang=id');
  return nearestOpenFirst((await nearest(base, slug, at)).dealers, holidays, Date.now());
}

async function shownIds(page: Page) {
  const cards = page.getByTestId('nearest-dealer');
  await expect(cards).toHaveCount(3, { timeout: 20_000 });
  return (await cards.evaluateAll((els) =>
    els.map((el) => [Number(el.getAttribute('data-store-id')), el.getAttribute('data-open') === 'true']),
  )) as [number, boolean][];
}

for (const { backend, port } of BACKENDS) {
  test.describe(`who carries a product on ${backend}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: StudioServer;
    /** The last test stops the server (and its database) to read the saved data. */
    let stopped = false;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startStudioServer(backend, port);
    });
    test.afterAll(async () => {
      if (!stopped) await server?.stop();
    });

    test('a stock CSV with one bad row is refused whole with that row named; the fixed file imports', async ({ page }) => {
      test.setTimeout(120_000);
      const product = await carriedProduct(server.base);
      const before = await nearest(server.base, product.slug, JAKARTA);
      const [first, second, third] = before.dealers;
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      const csv = (badSlug?: string) =>
        Buffer.from(
          [
            'store_id,product_id,stock,as_of',
            `${first!.id},${product.slug},terbatas,${new Date().toISOString()}`,
            `${second!.id},${product.slug},pesan_dulu,${new Date().toISOString()}`,
            `${third!.id},${badSlug ?? product.slug},ada,${new Date().toISOString()}`,
          ].join('\n'),
        );

      await page.goto(`${server.base}/studio/import/dealer-stock`);
      const fileInput = page.locator('input[type="file"]');
      await fileInput.setInputFiles({ name: 'stok.csv', mimeType: 'text/csv', buffer: csv('produk-yang-tidak-ada') });
      await page.getByRole('button', { name: 'Uji coba' }).click();
      await expect(page.getByTestId('import-errors')).toContainText('1 kesalahan di 3 baris');
      await expect(page.getByRole('row').filter({ hasText: /^4\s*product_id/ })).toContainText(
        'Produk dengan id atau slug ini tidak ditemukan.',
      );
      await expect(page.getByRole('button', { name: 'Impor', exact: true })).toBeDisabled();
      // The real run is refused too (422), naming the row; nothing changed.
      const refused = await page.request.post(`${server.base}/api/cms/studio/import/dealer-stock?dry_run=0`, {
        headers: { 'content-type': 'text/csv', origin: server.base },
        data: csv('produk-yang-tidak-ada'),
      });
      expect(refused.status()).toBe(422);
      expect(((await refused.json()) as { data: { errors: unknown[] } }).data.errors).toEqual([
        { line: 4, field: 'product_id', message: 'Produk dengan id atau slug ini tidak ditemukan.' },
      ]);
      expect((await nearest(server.base, product.slug, JAKARTA)).dealers.slice(0, 3).map((d) => d.stock)).toEqual(
        before.dealers.slice(0, 3).map((d) => d.stock),
      );

      await fileInput.setInputFiles({ name: 'stok.csv', mimeType: 'text/csv', buffer: csv() });
      await page.getByRole('button', { name: 'Uji coba' }).click();
      await expect(page.getByTestId('import-result')).toContainText('Uji coba: 3 baris tanpa kesalahan');
      await page.getByRole('button', { name: 'Impor', exact: true }).click();
      await expect(page.getByTestId('import-result')).toContainText('Diimpor: 3 baris');
      const after = await nearest(server.base, product.slug, JAKARTA);
      expect(after.dealers.slice(0, 3).map((d) => d.stock)).toEqual(['terbatas', 'pesan_dulu', 'ada']);
    });

    if (SHOTS && backend === 'pglite')
      test('screenshot on a Pixel 7', async ({ browser }) => {
        const product = await carriedProduct(server.base);
        const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
        const context = await browser.newContext({ ...pixel, baseURL: server.base, geolocation: JAKARTA, permissions: ['geolocation'] });
        const page = await context.newPage();
        await page.goto(`/product-info/${product.slug}`);
        await shownIds(page);
        const section = page.getByTestId('nearest-dealers');
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: path.join(SHOTS, 'product-dealers-pixel7.png') });
        await context.close();
      });

    test('the product page lists the nearest dealers carrying it, open now first; offline too after a save', async ({ browser }) => {
      test.setTimeout(300_000);
      const product = await carriedProduct(server.base);
      const expected = await expectedThree(server.base, product.slug, JAKARTA);
      const context = await browser.newContext({
        baseURL: server.base,
        viewport: { width: 1366, height: 900 },
        geolocation: JAKARTA,
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      await page.goto(`/product-info/${product.slug}`);
      const section = page.getByTestId('nearest-dealers');
      await expect(section.getByRole('heading', { name: 'Tersedia di dealer terdekat' })).toBeVisible();
      // Granted already: the position is used at once.
      expect(await shownIds(page)).toEqual(expected.map((d) => [d.id, d.open]));
      const firstCard = page.getByTestId('nearest-dealer').first();
      await expect(firstCard.getByTestId('stock-state')).toHaveAttribute('data-stock', expected[0]!.stock ?? 'unknown');
      const whatsapp = await firstCard.getByTestId('dealer-whatsapp').getAttribute('href');
      expect(decodeURIComponent(whatsapp!.split('?text=')[1]!)).toBe(
        `Halo ${expected[0]!.name}, apakah ${product.name} tersedia di toko Anda?`,
      );
      // The name opens the dealer's own page.
      await expect(firstCard.getByRole('link', { name: expected[0]!.name, exact: true })).toHaveAttribute(
        'href',
        `/dealer/${expected[0]!.slug}`,
      );
      if (SHOTS) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: path.join(SHOTS, `product-dealers-1366-${backend}.png`) });
      }

      // Save for offline, stop the server, and ask from Bandung: computed on the device from the saved copy.
      const bandung = await expectedThree(server.base, product.slug, BANDUNG);
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
      const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
      await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
      await expect(panel.getByTestId('offline-save-done')).toBeVisible({ timeout: 150_000 });
      await page.waitForTimeout(1500); // the persister writes at most every 500 ms
      await page.keyboard.press('Escape');
      await server.stop();
      stopped = true;
      await context.setGeolocation(BANDUNG);
      await page.goto(`/product-info/${product.slug}`);
      await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 20_000 });
      expect(await shownIds(page)).toEqual(bandung.map((d) => [d.id, d.open]));
      await context.close();
    });
  });
}
