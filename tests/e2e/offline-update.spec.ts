import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';

// docs/product.md §10: serve build A, visit, serve build B → "Versi baru tersedia"; accepting reloads
// into B. Build B is the same source built again with another BUILD_ID into `<BUILD_DIR>-update`
// (built here when missing or older than A), served by A's server bundle through WEB_ROOT.

const PORT = 4302;
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
