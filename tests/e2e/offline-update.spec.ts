import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { fillCareerApplication, makePdf, openJobSlug } from './forms-helpers';
import { isUp, persistedCache, startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';
import { QUEUE_SIZE } from './support/outbox';

// docs/product.md §10: serve build A, visit, serve build B → "Versi baru tersedia"; accepting reloads
// into B. Build B is the same source built again with another BUILD_ID into `<BUILD_DIR>-update`
// (built here when missing or older than A), served by A's server bundle through WEB_ROOT.

const PORT = 4305;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const buildB = `${buildDir}-update`;
let server: ServerProcess | undefined;
let dataDir = '';

function ensureBuildB(): string {
  const idFile = path.join(buildB, 'build-id.txt');
  const swA = path.join(buildDir, 'web', 'sw.js');
  const swB = path.join(buildB, 'web', 'sw.js');
  const fresh = fs.existsSync(idFile) && fs.existsSync(swB) && fs.statSync(swB).mtimeMs > fs.statSync(swA).mtimeMs;
  if (!fresh) {
    const id = `update-test-${Date.now()}`;
    const result = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      env: { ...process.env, BUILD_DIR: buildB, BUILD_ID: id },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('building B failed');
    fs.writeFileSync(idFile, id);
  }
  return fs.readFileSync(idFile, 'utf8').trim();
}

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-update-'));
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a new build is offered with "Versi baru tersedia" and accepting reloads into it', async ({ browser }) => {
  test.setTimeout(300_000);
  const idB = ensureBuildB();
  server = await startServer({ port: PORT, buildDir, dataDir });
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  const idA = await page.locator('html').getAttribute('data-build');
  expect(idA).toBeTruthy();
  expect(idA).not.toBe(idB);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // The same address now serves build B.
  await server.stop();
  server = await startServer({ port: PORT, buildDir, dataDir, webRoot: path.join(buildB, 'web') });
  await page.reload(); // the navigation makes the browser look for a new worker
  await expect(page.locator('html')).toHaveAttribute('data-build', idA ?? '');
  const prompt = page.getByRole('alertdialog', { name: 'Versi baru tersedia' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await prompt.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', idB, { timeout: 20_000 });
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  await context.close();
});

test('an update keeps the saved data and the queued forms, even taken with the server stopped (docs/decisions/101)', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const idB = ensureBuildB();
  await server?.stop(); // the test before leaves build B's server running
  server = await startServer({ port: PORT, buildDir, dataDir });
  const base = server.base;
  const jobSlug = await openJobSlug(base);
  const list = (await (await fetch(`${base}/api/cms/v3/products/fetch?lang=id&per_page=100&page=2`)).json()) as {
    data: { data: { slug: string; name: string }[] };
  };
  const unseen = list.data.data.at(-1);
  if (!unseen) throw new Error('the seed has no second page of products');

  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto(`/karir-detail/${jobSlug}`);
  await waitForServiceWorker(page);
  await page.reload();
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
  await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
  await expect(panel.getByTestId('offline-save-done')).toBeVisible({ timeout: 150_000 });
  await page.keyboard.press('Escape');
  const idA = await page.locator('html').getAttribute('data-build');

  // Build B is published; the page still runs A and offers the update.
  await server.stop();
  server = await startServer({ port: PORT, buildDir, dataDir, webRoot: path.join(buildB, 'web') });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-build', idA ?? '');
  // The app's own periodic check (decision 071): Chromium skips the navigation's check this soon after the last.
  await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r?.update())');
  const prompt = page.getByRole('alertdialog', { name: 'Versi baru tersedia' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });

  // The server goes; a job application is queued by the outbox; then the visitor takes the update.
  await server.stop();
  server = undefined;
  expect(await isUp(base)).toBe(false);
  await fillCareerApplication(page, makePdf());
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByText('Tersimpan di perangkat — akan dikirim otomatis saat online')).toBeVisible();
  expect(await page.evaluate(QUEUE_SIZE)).toBe(1);
  await prompt.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', idB, { timeout: 20_000 });

  // Build B, with no server: the queued form is still there, and the saved catalogue's lists fill B's query
  // cache; the product page itself is not in it: the kept dataset answers it on demand (decision 101).
  await expect(page.getByTestId('outbox-indicator')).toContainText('1 formulir menunggu');
  expect(await page.evaluate(QUEUE_SIZE)).toBe(1);
  await expect
    .poll(
      async () => {
        const cache = await persistedCache(page);
        return (
          cache.includes(`"buster":"${idB}"`) &&
          cache.includes(`"slug":"${unseen.slug}"`) &&
          !cache.includes(`"product","id","${unseen.slug}"`)
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto(`/product-info/${unseen.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: unseen.name })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-not-saved')).toHaveCount(0);
  await context.close();
});
