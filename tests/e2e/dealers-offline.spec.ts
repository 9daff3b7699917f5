import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { persistedCache, startServer, type ServerProcess } from './support/server-process';

// Decision 025: after one visit, with the server STOPPED, reloading /authorized-store and /service-center
// still shows the lists and the filters still work (precached shell + query cache in IndexedDB).
// This spec runs its own server so it can stop it (docs/architecture.md §13: setOffline does not take the SW offline).

const PORT = 4272;
const BASE = `http://127.0.0.1:${PORT}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
let server: ServerProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-dealers-offline-'));
  server = await startServer({ port: PORT, buildDir, dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('after one visit the finders work with the server stopped', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();

  // One online visit: dealers, then service centres; the service worker precaches the shell.
  await page.goto('/authorized-store');
  await expect(page.getByTestId('dealer-card').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto('/service-center');
  await expect(page.getByTestId('service-center-card').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        const cache = await persistedCache(page);
        return cache.includes('"dealers","list"') && cache.includes('"service","centers"');
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  await server?.stop();
  expect((await fetch(`${BASE}/healthz`).catch(() => undefined))?.ok).toBeFalsy();

  await page.goto('/authorized-store');
  await expect(page.getByTestId('dealer-count')).toHaveText(/^\d+ dealer ditemukan$/);
  await expect(page.getByTestId('data-as-of')).toBeVisible();
  await page.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await page.getByLabel('Kota').selectOption({ label: 'Kota Bandung' });
  // The filter applies in a transition (the URL changes, then the list): every address read once it has, not a
  // snapshot taken while the unfiltered list may still show.
  const addresses = () => page.getByTestId('dealer-address').allTextContents();
  await expect.poll(async () => (await addresses()).filter((address) => !address.includes('Bandung')), { timeout: 10_000 }).toEqual([]);
  await expect(page.getByTestId('dealer-card')).not.toHaveCount(0);
  await page.getByLabel('Cari dealer').fill('zzz-tidak-ada');
  await expect(page.getByText('Dealer tidak ditemukan')).toBeVisible();

  // A reload with the filters in the URL, still without the server.
  await page.getByLabel('Cari dealer').fill('');
  await page.reload();
  await expect(page.getByTestId('dealer-count')).toHaveText(/^\d+ dealer ditemukan$/);
  for (const address of await page.getByTestId('dealer-address').allTextContents()) expect(address).toContain('Bandung');

  await page.goto('/service-center');
  await expect(page.getByTestId('service-center-card').first()).toBeVisible();
  await page.getByLabel('Kota').selectOption({ label: 'Kota Bandung' });
  await expect(page.getByTestId('service-center-count')).toHaveText('1 service center ditemukan');
  await context.close();
});
