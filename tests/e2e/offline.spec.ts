import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, keepStartScreenUntilApp, openHeaderDialog, test } from './support/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { isUp, persistedCache, startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';

// docs/product.md §10: offline after one visit, save for offline + offline search, the offline banner,
// installability. Runs its own server (port 4301) so it can stop it: setOffline does not take the service
// worker offline (docs/architecture.md §13). The update flow is in offline-update.spec.ts.

const PORT = 4301;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
let server: ServerProcess | undefined;
let dataDir = '';
const BASE = `http://127.0.0.1:${PORT}`;

type ProductPage = { data: { total: number; data: { slug: string; name: string }[] } };

const start = async () => {
  server = await startServer({ port: PORT, buildDir, dataDir });
};
const stop = async () => {
  await server?.stop();
  server = undefined;
};

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-offline-'));
  await start();
});

// Each test starts with the server up, whatever the one before left behind.
test.beforeEach(async () => {
  if (!server) await start();
});

test.afterAll(async () => {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('visited pages, then the whole saved catalogue, work with the server stopped; search finds "Lark" on the device', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const products = ((await (await fetch(`${BASE}/api/cms/v3/products/fetch?per_page=100&page=2`)).json()) as ProductPage).data.data;
  const visited = { slug: 'hollyland-lark-150-duo', name: 'Hollyland Lark 150 Duo' };
  const neverVisited = products.find((p) => !p.name.includes('Lark'));
  if (!neverVisited) throw new Error('the seed has no second page of products');

  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();

  // One online visit: a product page, then the staff catalogue (app layout), where we save for offline.
  await page.goto(`/product-info/${visited.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await page.goto('/product-catalog');
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produk$/);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan untuk offline' }).click();
  const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
  // At 0 % the bar's filled part has no width: present, not "visible".
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^\d+%$/);
  await expect(panel.getByTestId('offline-save-done')).toBeVisible({ timeout: 90_000 });
  await expect(panel.getByTestId('offline-saved-summary')).toContainText(
    /152 produk, \d+ artikel dan kegiatan, \d+ lowongan, \d+ dealer, \d+ service center/,
  );
  await expect(panel.getByTestId('offline-storage')).toContainText('Penyimpanan terpakai:');
  await expect(panel.getByRole('button', { name: 'Perbarui data offline' })).toBeVisible();
  // The save fills the lists into the persisted cache (one write); product pages stay in the kept dataset and are
  // read from it when opened offline (docs/decisions/101-save-for-offline.md) — the never-visited page below.
  await expect
    .poll(
      async () => {
        const cache = await persistedCache(page);
        return cache.includes('"dealers","list","id","offline_store"') && !cache.includes(`"product","id","${neverVisited.slug}"`);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.keyboard.press('Escape');

  await stop();
  expect(await isUp(BASE)).toBe(false);

  // Deep link and reload of a visited page, from the precached shell and the persisted cache.
  await page.goto(`/product-info/${visited.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Server tidak dapat dihubungi.');
  await expect(page.getByTestId('offline-banner').getByTestId('data-as-of')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: visited.name })).toBeVisible();

  // A product page never opened: saved by "Simpan untuk offline".
  await page.goto(`/product-info/${neverVisited.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: neverVisited.name })).toBeVisible();
  await page.goto('/product-catalog');
  await expect(page.getByTestId('product-count')).toHaveText('152 produk');

  // The header search, answered from the device.
  await page.goto('/');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await openHeaderDialog(page, 'Buka pencarian');
  const dialog = page.getByRole('dialog', { name: 'Cari Produk' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Cari Produk').fill('Lark');
  const results = page.getByRole('region', { name: 'Hasil pencarian' });
  await expect(results.getByTestId('search-from-device')).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole('link', { name: /Hollyland Lark/ }).first()).toBeVisible();
  await expect(results).toContainText(/\d+ produk ditemukan untuk "Lark"/);
  // …and /search/{query}, the same way.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/Lark$/);
  const main = page.getByRole('main');
  await expect(main.getByTestId('search-from-device')).toBeVisible();
  await expect(main.getByRole('link', { name: /Hollyland Lark/ }).first()).toBeVisible();
  // Its categories with counts come from the device too, and choosing one narrows the list to that count.
  const firstCategory = main.locator('[data-facet="category"]').getByRole('radio').nth(1);
  const label = (await main.locator('[data-facet="category"] label').nth(1).textContent()) ?? '';
  const inCategory = Number(/\((\d+)\)$/.exec(label)?.[1]);
  expect(inCategory, label).toBeGreaterThan(0);
  await firstCategory.check();
  await expect(page).toHaveURL(/\/search\/Lark\?category=/);
  await expect(main.getByTestId('product-count')).toHaveText(`${inCategory} produk`);

  // Back online: the banner goes by itself (the worker sees the server answer, or the probe does).
  await start();
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 25_000 });

  // The browser's own offline state shows and hides the banner too.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Anda sedang offline.');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 15_000 });
  await context.close();
});

test('Chromium finds the site installable; the manifest has icons, shortcuts and screenshots', async () => {
  // A real profile: Chromium never offers installation in an incognito context (Playwright's default).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-install-'));
  const context = await keepStartScreenUntilApp(
    await chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable(), args: chromiumArgs, baseURL: BASE }),
  );
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBeTruthy();
  const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as {
    lang: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { url: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'id', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`)).toEqual(['192x192:any', '512x512:any', '512x512:maskable']);
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/authorized-store-app', '/service-center-app', '/product-catalog']);
  expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
  for (const file of [...manifest.icons, ...manifest.screenshots]) {
    const response = await page.request.get(file.src);
    expect(response.ok(), file.src).toBe(true);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});
