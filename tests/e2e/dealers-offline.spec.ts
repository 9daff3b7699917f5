import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Issue #7: after one visit, with the server STOPPED, reloading /authorized-store and /service-center
// still shows the lists and the filters still work (precached shell + query cache in IndexedDB).
// This spec runs its own server so it can stop it (DESIGN.md: setOffline does not take the SW offline).

const PORT = 4272;
const BASE = `http://127.0.0.1:${PORT}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
let server: ChildProcess | undefined;
let dataDir = '';

async function waitForHealth(deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the offline-test server did not start');
}

function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The persisted query cache (idb-keyval's default store) as a string, or '' before the first write. */
// A string expression: these specs are type-checked without the DOM lib.
const READ_PERSISTED_CACHE = `new Promise((resolve) => {
  const open = indexedDB.open('keyval-store');
  open.onerror = () => resolve('');
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('keyval')) return resolve('');
    const get = db.transaction('keyval').objectStore('keyval').get('denka-query-cache');
    get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
    get.onerror = () => resolve('');
  };
})`;
const persistedCache = async (page: Page): Promise<string> => String(await page.evaluate(READ_PERSISTED_CACHE));

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-dealers-offline-'));
  server = spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: path.join(buildDir, 'web'), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await waitForHealth();
});

test.afterAll(async () => {
  await stopServer();
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
  await expect.poll(async () => {
    const cache = await persistedCache(page);
    return cache.includes('"dealers","list"') && cache.includes('"service","centers"');
  }, { timeout: 15_000 }).toBe(true);

  await stopServer();
  expect((await fetch(`${BASE}/healthz`).catch(() => undefined))?.ok).toBeFalsy();

  await page.goto('/authorized-store');
  await expect(page.getByTestId('dealer-count')).toHaveText(/^\d+ dealer ditemukan$/);
  await expect(page.getByTestId('data-as-of')).toBeVisible();
  await page.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
  await page.getByLabel('Kota').selectOption({ label: 'Kota Bandung' });
  for (const address of await page.getByTestId('dealer-address').allTextContents()) expect(address).toContain('Bandung');
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
