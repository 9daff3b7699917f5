import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { isUp, projectPort, startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';

// Comparing products (/bandingkan, docs/decisions/010-public-pages.md): "Bandingkan" on the cards fills a tray
// kept on the device, the comparison marks what differs and can hide what does not, the shared address is
// rendered by the server (also for a browser without JavaScript, noindex), and after "Simpan untuk offline"
// a comparison never opened online opens with the server stopped (docs/decisions/101-save-for-offline.md).

type Named = { slug: string; name: string };
type Value = number | boolean | string | string[] | null;
type Comparison = {
  products: (Named & { price: number | null; brand: Named })[];
  rows: { key: string; label: string; values: Value[] }[];
};

const comparable = (value: Value) => (Array.isArray(value) ? JSON.stringify([...value].sort()) : JSON.stringify(value));
const differs = (values: Value[]) => new Set(values.map(comparable)).size > 1;

/** A category with at least four products, its first products in the page's order (by price). */
async function categoryWithProducts(request: APIRequestContext) {
  const categories = (
    (await (await request.get('/api/cms/v2/product/categories')).json()) as { data: (Named & { product_count: number })[] }
  ).data;
  const category = categories.find((c) => c.product_count >= 5);
  expect(category).toBeDefined();
  return category!;
}

async function comparisonOf(request: APIRequestContext, slugs: string[]): Promise<Comparison> {
  const response = await request.get(`/api/cms/v2/product/compare?produk=${slugs.join(',')}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Comparison }).data;
}

const tray = (page: Page) => page.getByRole('region', { name: 'Baki perbandingan' });
const cardToggle = (page: Page, index: number) =>
  page
    .getByTestId('product-card')
    .nth(index)
    .getByRole('button', { name: /^Bandingkan/ });

test.describe('compare', () => {
  test.use({ serviceWorkers: 'block' });

  test('three products from the cards: tray kept across a reload, differences marked, only differences, share and dealers', async ({
    page,
    request,
  }) => {
    // Two reloads and four pages, each waiting for the app: more than the default 30 s on a busy two-core machine.
    test.setTimeout(60_000);
    const category = await categoryWithProducts(request);
    await page.goto(`/product-category/${category.slug}`);
    await expect(page.getByTestId('product-card').nth(4)).toBeVisible();
    const names = await page.getByTestId('product-card').locator('h2 a, h3 a').allInnerTexts();
    await expect(tray(page)).toHaveCount(0);

    await cardToggle(page, 0).click();
    await cardToggle(page, 1).click();
    // By keyboard: the toggle is a button of its own, above the card's link.
    await cardToggle(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(cardToggle(page, 2)).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(3);
    await expect(tray(page)).toContainText('Bandingkan (3/4)');

    // A fourth fits, a fifth is refused and the tray says why.
    await cardToggle(page, 3).click();
    await cardToggle(page, 4).click();
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(4);
    await expect(cardToggle(page, 4)).toHaveAttribute('aria-pressed', 'false');
    await expect(tray(page).getByRole('status')).toHaveText('Maksimal 4 produk. Hapus satu untuk menambah yang lain.');
    await tray(page)
      .getByRole('button', { name: `Hapus ${names[3]} dari perbandingan`, exact: true })
      .click();
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(3);
    await expect(cardToggle(page, 3)).toHaveAttribute('aria-pressed', 'false');

    // The tray is on the device: a reload keeps it.
    await page.reload();
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect(cardToggle(page, index)).toHaveAttribute('aria-pressed', 'true');

    await tray(page).getByRole('link', { name: 'Lihat perbandingan' }).click();
    await expect(page).toHaveURL(/\/bandingkan\?produk=[^,]+,[^,]+,[^,]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandingkan Produk');
    const slugs = new URL(page.url()).searchParams.get('produk')!.split(',');
    const expected = await comparisonOf(request, slugs);
    expect(expected.products.map((p) => p.name)).toEqual(names.slice(0, 3));

    const table = page.getByTestId('compare-table');
    await expect(table.getByTestId('compare-product')).toHaveCount(3);
    for (const [i, product] of expected.products.entries())
      await expect(table.getByTestId('compare-product').nth(i)).toContainText(product.name);
    const rows = table.locator('tbody tr:not([data-row="price"])');
    await expect(rows).toHaveCount(expected.rows.length);
    const differing = expected.rows.filter((row) => differs(row.values));
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(expected.rows.length);
    // Each row marked as the values say: tinted, with "Berbeda" beside its name.
    for (const row of expected.rows) {
      const tr = table.locator(`tbody tr[data-row="${row.key}"]`);
      await expect(tr.getByRole('rowheader')).toContainText(row.label);
      await expect(tr).toHaveAttribute('data-differs', String(differs(row.values)));
      await expect(tr.getByText('Berbeda', { exact: true })).toHaveCount(differs(row.values) ? 1 : 0);
    }
    const priceDiffers = differs(expected.products.map((p) => p.price));
    await expect(
      page.getByText(`${differing.length} dari ${expected.rows.length} spesifikasi berbeda, ditandai warna kuning.`),
    ).toBeVisible();

    // "Only differences" (a checkbox) hides the rows whose values agree, and brings them back.
    await page.getByRole('checkbox', { name: 'Tampilkan hanya perbedaan' }).check();
    await expect(rows).toHaveCount(differing.length);
    await expect(table.locator('tbody tr[data-differs="false"]')).toHaveCount(0);
    await expect(table.locator('tbody tr[data-row="price"]')).toHaveCount(priceDiffers ? 1 : 0);
    await page.getByRole('checkbox', { name: 'Tampilkan hanya perbedaan' }).uncheck();
    await expect(rows).toHaveCount(expected.rows.length);

    // "Beli di Dealer" for each product: the dealers carrying its brand.
    const dealer = table.getByRole('link', { name: `Beli di Dealer ${expected.products[0]!.name}`, exact: true });
    await expect(dealer).toHaveAttribute('href', `/authorized-store?brand=${expected.products[0]!.brand.slug}`);
    await expect(table.getByTestId('compare-buy-dealer')).toHaveCount(3);

    // The WhatsApp share: the names, a differing row and this page's address, as text.
    const share = await page.getByTestId('compare-share-whatsapp').getAttribute('href');
    expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(share!.slice('https://wa.me/?text='.length));
    for (const product of expected.products) expect(text).toContain(product.name);
    expect(text).toContain(`${differing[0]!.label}: `);
    expect(text).toContain(page.url());

    // Taking one out on the page changes the address and the tray alike; "Hapus semua" empties the tray.
    await table.getByRole('link', { name: `Hapus dari perbandingan ${expected.products[2]!.name}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/bandingkan\\?produk=${slugs[0]},${slugs[1]}$`));
    await expect(table.getByTestId('compare-product')).toHaveCount(2);
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(2);
    await tray(page).getByRole('button', { name: 'Hapus semua' }).click();
    await expect(tray(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
  });

  test('the "Bandingkan" button on the product page puts it in the tray', async ({ page, request }) => {
    const category = await categoryWithProducts(request);
    const list = (await (await request.get(`/api/cms/v3/products/fetch?slug_category=${category.slug}&per_page=1`)).json()) as {
      data: { data: Named[] };
    };
    const product = list.data.data[0]!;
    await page.goto(`/product-info/${product.slug}`);
    const toggle = page.getByTestId('where-to-buy').getByRole('button', { name: `Bandingkan ${product.name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page).getByTestId('compare-tray-item')).toHaveCount(1);
    await expect(tray(page)).toContainText('Pilih satu produk lagi');
  });

  test('a shared comparison: rendered on the server, noindex, and odd addresses never fail', async ({ request }) => {
    const category = await categoryWithProducts(request);
    const list = (await (await request.get(`/api/cms/v3/products/fetch?slug_category=${category.slug}&per_page=3`)).json()) as {
      data: { data: Named[] };
    };
    const slugs = list.data.data.map((p) => p.slug);
    const expected = await comparisonOf(request, slugs);
    const response = await request.get(`/bandingkan?produk=${slugs.join(',')}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '';
    expect(root).toContain('data-testid="compare-table"');
    for (const product of expected.products) expect(root).toContain(product.name.replace(/&/g, '&amp;'));
    expect(root).toContain(expected.rows[0]!.label);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/bandingkan');

    for (const query of [
      'produk=',
      `produk=${slugs[0]},${slugs[0]},${slugs[1]}`,
      'produk=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `produk=${slugs.join(',')},a,b,c,d,e`,
      'produk=no-such-product',
      `produk=${'x'.repeat(5000)}`,
      'produk[]=x&produk=y',
    ]) {
      const page = await request.get(`/bandingkan?${query}`, { headers: { accept: 'text/html' } });
      expect(page.status(), query).toBeLessThan(500);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the shared address shows the comparison', async ({ page, request }) => {
      const category = await categoryWithProducts(request);
      const list = (await (await request.get(`/api/cms/v3/products/fetch?slug_category=${category.slug}&per_page=3`)).json()) as {
        data: { data: Named[] };
      };
      const slugs = list.data.data.map((p) => p.slug);
      const expected = await comparisonOf(request, slugs);
      await page.goto(`/bandingkan?produk=${slugs.join(',')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandingkan Produk');
      await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
      const table = page.getByTestId('compare-table');
      await expect(table.getByTestId('compare-product')).toHaveCount(3);
      await expect(table.locator('tbody tr:not([data-row="price"])')).toHaveCount(expected.rows.length);
      await expect(table.locator('tbody tr[data-differs="true"]').first()).toBeVisible();
    });
  });
});

// Offline: its own server, stopped after the save (docs/architecture.md §13: setOffline does not take the service worker offline).
const PORT = 4313;
const base = () => `http://127.0.0.1:${projectPort(PORT)}`;

test.describe('compare offline', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-compare-offline-'));
    server = await startServer({ port: projectPort(PORT), buildDir: path.resolve(process.env.BUILD_DIR ?? 'dist'), dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('after "Simpan untuk offline", a comparison never opened online opens with the server stopped', async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: base(), viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const category = await categoryWithProducts(context.request);
    const list = (await (await context.request.get(`/api/cms/v3/products/fetch?slug_category=${category.slug}&per_page=5`)).json()) as {
      data: { data: Named[] };
    };
    const slugs = list.data.data.slice(2, 5).map((p) => p.slug);
    const expected = await comparisonOf(context.request, slugs);

    await page.goto('/');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
    await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
    await expect(panel.getByTestId('offline-save-done')).toBeVisible({ timeout: 150_000 });
    // The persister writes at most every 500 ms: let it finish before the server goes.
    await page.waitForTimeout(1500);
    await page.keyboard.press('Escape');
    await server?.stop();
    server = undefined;
    expect(await isUp(base())).toBe(false);

    await page.goto(`/bandingkan?produk=${slugs.join(',')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandingkan Produk');
    await expect(page.getByTestId('compare-from-device')).toBeVisible({ timeout: 15_000 });
    const table = page.getByTestId('compare-table');
    for (const [i, product] of expected.products.entries())
      await expect(table.getByTestId('compare-product').nth(i)).toContainText(product.name);
    // The same rows and marks the server gave: the device builds them with the server's function.
    await expect(table.locator('tbody tr:not([data-row="price"])')).toHaveCount(expected.rows.length);
    for (const row of expected.rows)
      await expect(table.locator(`tbody tr[data-row="${row.key}"]`)).toHaveAttribute('data-differs', String(differs(row.values)));
    await page.getByRole('checkbox', { name: 'Tampilkan hanya perbedaan' }).check();
    await expect(table.locator('tbody tr[data-differs="false"]')).toHaveCount(0);
    await context.close();
  });
});
