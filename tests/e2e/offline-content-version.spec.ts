import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { isUp, startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';

// docs/decisions/253-content-version.md: after the content changed on the server, the next online visit
// of an installed app refetches what it shows and refreshes its saved data in the background; until the save
// is of the latest version, the panel and the offline banner say the data is stale. Runs its own server
// (port 4303) so it can stop it and change the content in between (docs/architecture.md §13).

const PORT = 4303;
const BASE = `http://127.0.0.1:${PORT}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
/** Set to a directory to keep screenshots of the stale states (1366×900 and Pixel 7's viewport). */
const SHOTS = process.env.OFFLINE_SHOTS;
let server: ServerProcess | undefined;
let dataDir = '';

const start = async () => {
  server = await startServer({ port: PORT, buildDir, dataDir });
};
const stop = async () => {
  await server?.stop();
  server = undefined;
  expect(await isUp(BASE)).toBe(false);
};

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-offline-version-'));
  await start();
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A change made straight in the database while the server is stopped (as an import or a restore would). */
function editContent(statement: string) {
  // A module inside the repository (test-results/ is ignored), so its imports resolve from node_modules.
  const dir = path.resolve('test-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `edit-content-${process.pid}.mts`);
  fs.writeFileSync(
    file,
    `import { sql } from 'drizzle-orm';
import { openPglite } from ${JSON.stringify(path.resolve('src/server/db/client.ts'))};
const handle = await openPglite({ dataDir: ${JSON.stringify(dataDir)} });
await handle.db.execute(sql.raw(${JSON.stringify(statement)}));
await handle.close();
`,
  );
  const run = spawnSync(process.execPath, ['--import', './build/register.mjs', file], { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  if (run.status !== 0) throw new Error(`editing the content failed: ${run.stderr}`);
}

const SAVE_RECORD = `new Promise((resolve) => {
  const open = indexedDB.open('keyval-store');
  open.onsuccess = () => {
    const get = open.result.transaction('keyval').objectStore('keyval').get('denka-offline-save');
    get.onsuccess = () => resolve(get.result ?? null);
  };
  open.onerror = () => resolve(null);
})`;
const savedVersion = async (page: Page) => ((await page.evaluate(SAVE_RECORD)) as { version?: string } | null)?.version;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test('a content change: the next online visit shows the new content and refreshes the save; stale data says so', async ({ browser }) => {
  test.setTimeout(300_000);
  const list = (await (await fetch(`${BASE}/api/cms/v3/products/fetch?lang=id&per_page=100&page=1`)).json()) as {
    data: { data: { slug: string; name: string; brand: { slug: string } }[] };
  };
  const product = list.data.data[0];
  if (!product) throw new Error('the seed has no products');
  const renamed = `${product.name} Mark II`;

  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/product-info/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
  await expect(panel.getByTestId('offline-save-done')).toBeVisible({ timeout: 150_000 });
  await expect(panel.getByTestId('offline-save-stale')).toHaveCount(0);
  await page.keyboard.press('Escape');
  const before = await savedVersion(page);
  expect(before).toMatch(/^\d+\.[0-9a-f]{32}$/);

  await stop();
  editContent(`update products set name = '${renamed.replaceAll("'", "''")}' where slug = '${product.slug}'`);
  await start();

  // The next online visit: the page first shows its saved copy, then the new content once the version is read.
  await page.goto(`/product-info/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 30_000 });
  // …and the save is refreshed in the background, to the new version.
  await expect.poll(() => savedVersion(page), { timeout: 120_000 }).not.toBe(before);
  await page.waitForTimeout(1500); // the persister's throttle

  // Offline, a list never opened since (computed from the saved lists) has the new name: the save was refreshed.
  await stop();
  await page.goto(`/brand/all/${product.brand.slug}`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('main').getByText(renamed).first()).toBeVisible();
  await expect(page.getByTestId('offline-banner-stale')).toHaveCount(0);

  // The server last said a newer version than the save holds (a refresh that could not finish): both say so.
  await page.evaluate(`localStorage.setItem('denka-content-version', '999.${'0'.repeat(32)}')`);
  await page.reload();
  await expect(page.getByTestId('offline-banner-stale')).toHaveText('Sudah ada konten yang lebih baru.');
  await expect(page.getByTestId('offline-banner').getByTestId('data-as-of')).toBeVisible();
  // Every line of the dark bar reads at WCAG AAA contrast (≥ 7:1: it is read outdoors, on a phone, when
  // something went wrong), its "Data per …" line too (a page's dimmed grey once: 4.9:1).
  // A string: this file is type-checked without the DOM library (tests/ run in Node).
  const ratios = (await page.evaluate(`(() => {
    const banner = document.querySelector('[data-testid="offline-banner"]');
    const luminance = (css) => {
      const [r, g, b] = (css.match(/[\\d.]+/g) || []).slice(0, 3).map(Number)
        .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const background = luminance(getComputedStyle(banner).backgroundColor);
    return [...banner.querySelectorAll('p, span, time')].map((el) => {
      const text = luminance(getComputedStyle(el).color);
      return { text: el.textContent, ratio: (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05) };
    });
  })()`)) as { text: string | null; ratio: number }[];
  expect(ratios.filter((r) => r.ratio < 7)).toEqual([]);
  expect(ratios.some((r) => /^Data per /.test(r.text ?? ''))).toBe(true);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await shot(page, 'stale-banner-1366');
  await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
  await expect(panel.getByTestId('offline-save-stale')).toContainText('Konten situs sudah berubah sejak data ini disimpan.');
  await shot(page, 'stale-panel-1366');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(page.getByTestId('offline-banner-stale')).toBeVisible();
  await shot(page, 'stale-banner-pixel7');
  await context.close();
});
