import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, expect, test, type Locator, type Page } from './support/test';
import { persistedCache, projectPort, startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';

// Filters by typed specification on the list pages (docs/decisions/140-search-and-reads-at-scale.md), in real
// Chromium against the production build: a number range and a choice give the API's count; the URL is the
// filter (a new page opens the same list, the back button restores the one before); a bad filter in the URL
// is ignored with a notice; no result offers a button per filter to drop; the GET form works without
// JavaScript; a phone shows two products on the first screen; the saved catalogue filters the same offline.

const CATEGORY = 'mic-wireless';
const RANGE = { key: 'transmitter', min: 2, max: 2 };
const CHOICE = { key: 'konektor-ponsel', value: 'USB-C' };

type ListBody = {
  products: { total: number; data: { name: string }[] };
  facets?: { key: string; options: { value: string; count: number }[] }[];
};

async function apiList(page: Page, spec: string[], base = '') {
  const query = new URLSearchParams({ category: CATEGORY, facets: 'yes', per_page: '100' });
  for (const s of spec) query.append('spec', s);
  const res = await page.request.get(`${base}/api/cms/v2/product?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ListBody;
}

/** The choice's checkbox in its own group (another group may have an option of the same name). */
const choiceBox = (scope: Locator) =>
  scope.locator(`[data-facet="${CHOICE.key}"]`).getByRole('checkbox', { name: new RegExp(`^${CHOICE.value} \\(`) });

const rangeSpec = `${RANGE.key}:${RANGE.min}..${RANGE.max}`;
const choiceSpec = `${CHOICE.key}:${CHOICE.value}`;
const filteredPath = `/product-category/${CATEGORY}?f.${RANGE.key}.min=${RANGE.min}&f.${RANGE.key}.max=${RANGE.max}&f.${CHOICE.key}=${CHOICE.value}`;

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
});

test('a number range and a choice give the right count; the URL shares it and the back button restores the list before', async ({
  page,
  context,
}) => {
  const all = await apiList(page, []);
  const ranged = await apiList(page, [rangeSpec]);
  const both = await apiList(page, [rangeSpec, choiceSpec]);
  expect(both.products.total).toBeGreaterThan(0);
  expect(both.products.total).toBeLessThan(ranged.products.total);
  expect(ranged.products.total).toBeLessThan(all.products.total);

  await page.goto(`/product-category/${CATEGORY}`);
  const count = page.getByTestId('product-count');
  await expect(count).toHaveText(`${all.products.total} produk`);
  const filters = page.getByRole('search', { name: 'Filter produk' });
  await filters.getByRole('textbox', { name: 'Jumlah transmitter minimum' }).fill(String(RANGE.min));
  await filters.getByRole('textbox', { name: 'Jumlah transmitter maksimum' }).fill(String(RANGE.max));
  await filters.getByRole('button', { name: 'Terapkan filter' }).click();
  await expect(count).toHaveText(`${ranged.products.total} produk`);
  await expect(page).toHaveURL(new RegExp(`f\\.${RANGE.key}\\.min=${RANGE.min}`));

  // The option's count is the list's total once it is chosen.
  const option = choiceBox(filters);
  await expect(filters.locator(`[data-facet="${CHOICE.key}"]`)).toContainText(`${CHOICE.value} (${both.products.total})`);
  await option.check();
  await expect(count).toHaveText(`${both.products.total} produk`);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(12, both.products.total));
  await expect(choiceBox(page.getByTestId('filter-panel'))).toBeChecked();
  const shown = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  expect(shown).toEqual(both.products.data.slice(0, 12).map((p) => p.name));

  // Shared: the same URL in a new page is the same list.
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId('product-count')).toHaveText(`${both.products.total} produk`);
  expect(await other.getByTestId('product-card').getByRole('heading').allTextContents()).toEqual(shown);
  await other.close();

  // Back: the list with the range only, its inputs as they were.
  await page.goBack();
  await expect(count).toHaveText(`${ranged.products.total} produk`);
  await expect(filters.getByRole('textbox', { name: 'Jumlah transmitter minimum' })).toHaveValue(String(RANGE.min));
  await expect(choiceBox(filters)).not.toBeChecked();
  await page.goForward();
  await expect(count).toHaveText(`${both.products.total} produk`);
});

test('a bad filter in the URL is ignored with a notice (the API answers 400); no result offers to drop each filter', async ({ page }) => {
  const all = await apiList(page, []);
  const bad = await page.request.get(`/api/cms/v2/product?category=${CATEGORY}&spec=tidak-ada:1..2`);
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toContain('no filterable attribute "tidak-ada"');
  const inverted = await page.request.get(`/api/cms/v2/product?category=${CATEGORY}&spec=${RANGE.key}:5..1`);
  expect(inverted.status()).toBe(400);

  await page.goto(`/product-category/${CATEGORY}?f.tidak-ada=ya&f.${RANGE.key}.min=5&f.${RANGE.key}.max=1&f.${CHOICE.key}=Kabel+tembaga`);
  const notice = page.getByTestId('ignored-filters');
  await expect(notice).toContainText('Sebagian filter diabaikan');
  await expect(notice).toContainText('tidak-ada: tidak ada di kategori ini');
  await expect(notice).toContainText('Jumlah transmitter: batas bawah lebih besar dari batas atas');
  await expect(notice).toContainText('Konektor ke ponsel: pilihan tidak dikenal');
  await expect(page.getByTestId('product-count')).toHaveText(`${all.products.total} produk`);
  await notice.getByRole('button', { name: 'Hapus dari alamat' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product-category/${CATEGORY}$`));

  // Nothing matches a range past every product's value and a choice: one button per filter to drop.
  await page.goto(`/product-category/${CATEGORY}?f.${RANGE.key}.min=99&f.${CHOICE.key}=${CHOICE.value}&min_price=1000`);
  await expect(page.getByText('Produk tidak ditemukan')).toBeVisible();
  const relax = page.getByTestId('relax-filters');
  await expect(relax.getByRole('button')).toHaveCount(3);
  await relax.getByRole('button', { name: /Hapus filter Jumlah transmitter/ }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page).not.toHaveURL(/f\.transmitter/);
});

test('the filter form is a real GET form: the server renders the filtered list, and a native submission is the URL', async ({
  browser,
  page,
}) => {
  const both = await apiList(page, [rangeSpec, choiceSpec]);
  const ranged = await apiList(page, [rangeSpec]);
  // The server's render (no script runs): the filtered count and the form with its URL names.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(filteredPath);
  await expect(plain.getByTestId('product-count')).toHaveText(`${both.products.total} produk`);
  const form = plain.locator('form[aria-label="Filter produk"]');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', `/product-category/${CATEGORY}`);
  await expect(choiceBox(plain.locator('body'))).toBeChecked();
  await context.close();

  // The browser's own submission (form.submit() skips the page's handler): a full GET of the list's URL.
  await page.goto(filteredPath);
  await expect(page.getByTestId('product-count')).toHaveText(`${both.products.total} produk`);
  await page.evaluate(`(() => {
    const form = document.querySelector('form[aria-label="Filter produk"]');
    form.querySelector('[data-facet="${CHOICE.key}"] input[value="${CHOICE.value}"]').checked = false;
    form.submit();
  })()`);
  await expect(page).not.toHaveURL(new RegExp(`f\\.${CHOICE.key}=`));
  await expect(page).toHaveURL(new RegExp(`f\\.${RANGE.key}\\.min=${RANGE.min}`));
  await expect(page.getByTestId('product-count')).toHaveText(`${ranged.products.total} produk`);
});

test('on a Pixel 7: two products on the first screen, filters in a sheet from the sticky "Filter (n)" bar', async ({ browser }) => {
  const { userAgent, viewport, isMobile, hasTouch } = devices['Pixel 7'];
  const context = await browser.newContext({ userAgent, viewport, isMobile, hasTouch, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(filteredPath);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const cards = page.getByTestId('product-card');
  for (const i of [0, 1]) {
    const box = (await cards.nth(i).locator('img').boundingBox())!;
    // Each of the first two products' pictures is on the first screen, and most of it.
    expect(box.y + box.height * 0.6).toBeLessThan(viewport.height);
  }
  const button = page.getByTestId('filter-button');
  await expect(button).toHaveText('Filter (2)');
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(button).toBeInViewport();
  await button.click();
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  await choiceBox(panel).uncheck();
  await expect(page.getByTestId('filter-button')).toHaveText('Filter (1)');
  await panel.getByRole('link', { name: /^Tampilkan \d+ produk$/ }).click();
  await expect(panel).toBeHidden();
  await context.close();
});

test.describe('offline', () => {
  // Its own server (setOffline does not take the service worker offline: the server is stopped instead).
  const PORT = Number(process.env.E2E_PORT ?? 4173) + 11;
  const base = () => `http://127.0.0.1:${projectPort(PORT)}`;
  let server: ServerProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-spec-filters-'));
    server = await startServer({ port: projectPort(PORT), buildDir: path.resolve(process.env.BUILD_DIR ?? 'dist'), dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('after "Simpan untuk offline" the same filters give the same list on the device', async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: base() });
    const page = await context.newPage();
    const both = await apiList(page, [rangeSpec, choiceSpec], base());
    await page.goto(`/product-category/${CATEGORY}`);
    await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produk$/, { timeout: 20_000 });
    await waitForServiceWorker(page);
    await page.goto('/product-catalog');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.getByRole('button', { name: 'Simpan untuk offline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Simpan untuk offline' });
    await dialog.getByRole('button', { name: 'Simpan untuk offline' }).click();
    await expect(dialog.getByTestId('offline-save-done')).toBeVisible({ timeout: 120_000 });
    await expect.poll(async () => (await persistedCache(page)).includes(`"facets":[`), { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('Escape');

    await server?.stop();
    server = undefined;
    await page.goto(filteredPath);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('product-count')).toHaveText(`${both.products.total} produk`);
    expect(await page.getByTestId('product-card').getByRole('heading').allTextContents()).toEqual(
      both.products.data.slice(0, 12).map((p) => p.name),
    );
    // The facet counts on the device: the choice's option is the list's total.
    const panel = page.getByTestId('filter-panel');
    await expect(choiceBox(panel)).toBeChecked();
    await expect(panel.locator(`[data-facet="${CHOICE.key}"]`)).toContainText(`${CHOICE.value} (${both.products.total})`);
    await context.close();
  });
});
