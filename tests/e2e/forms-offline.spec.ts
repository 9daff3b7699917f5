import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, keepStartScreenUntilApp, test, type Page } from './support/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { fillCareerApplication, makePdf, openJobSlug } from './forms-helpers';
import { startServer as startTestServer, type ServerProcess } from './support/server-process';
import { QUEUE_SIZE } from './support/outbox';

// docs/product.md §11, offline: with the server STOPPED a job application with a CV is queued by the service
// worker and the page says so; after a restart the outbox delivers it exactly once — also when the
// browser was closed in between. Checked with the staff CLI (`npm run submissions -- export`).

const PORT = 4292;
const BASE = `http://127.0.0.1:${PORT}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const QUEUED = 'Tersimpan di perangkat — akan dikirim otomatis saat online';
let server: ServerProcess | undefined;
let dataDir = '';
let jobSlug = '';

// The shared helper starts the built server on this spec's data and stops it by its own pid (docs/architecture.md §13).
async function startServer(): Promise<void> {
  server = await startTestServer({ port: PORT, buildDir, dataDir });
}

async function stopServer(): Promise<void> {
  await server?.stop();
  server = undefined;
}

type Listing = { id: string; kind: string; files: { field: string; sha256: string; size: number }[] };

/** Staff export with the server stopped (the embedded database allows one process). */
function exportSubmissions(): { rows: Listing[]; out: string } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-forms-export-'));
  const run = spawnSync('npm', ['run', '-s', 'submissions', '--', 'export', '--kind', 'career', '--format', 'json', '--out', out], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return { rows: JSON.parse(fs.readFileSync(path.join(out, 'submissions.json'), 'utf8')) as Listing[], out };
}

function expectDeliveredOnce(cv: Buffer) {
  const sha = createHash('sha256').update(cv).digest('hex');
  const { rows, out } = exportSubmissions();
  const matching = rows.filter((row) => row.files.some((file) => file.field === 'cv' && file.sha256 === sha));
  expect(matching).toHaveLength(1);
  const file = matching[0]!.files[0]!;
  expect(file.size).toBe(cv.length);
  // The export names a file by a safe stem and its sniffed extension (docs/decisions/090-form-intake.md).
  const written = fs.readdirSync(path.join(out, matching[0]!.id));
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/^[^/\\]+\.pdf$/);
  const exported = fs.readFileSync(path.join(out, matching[0]!.id, written[0]!));
  expect(createHash('sha256').update(exported).digest('hex')).toBe(sha);
}

/** One online visit, then a reload so the page is controlled by the service worker. */
async function openControlled(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
}

async function submitWhileServerDown(page: Page, cv: Buffer) {
  await stopServer();
  await fillCareerApplication(page, cv);
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByTestId('outbox-indicator')).toContainText('1 formulir menunggu');
  expect(await page.evaluate(QUEUE_SIZE)).toBe(1);
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-forms-offline-'));
  await startServer();
  jobSlug = await openJobSlug(BASE);
});

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('server stopped → queued → server restarted → delivered once by the outbox timer', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await openControlled(page, `/karir-detail/${jobSlug}`);
  const cv = makePdf();
  await submitWhileServerDown(page, cv);

  await startServer();
  // No click, no `online` event: the page's 15 s timer asks the worker to replay.
  await expect(page.getByText('Terkirim. Terima kasih!')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  expect(await page.evaluate(QUEUE_SIZE)).toBe(0);
  await context.close();

  await stopServer();
  expectDeliveredOnce(cv);
  await startServer();
});

test('queued, browser closed, server restarted, browser reopened → delivered once on start-up', async () => {
  test.setTimeout(180_000);
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-forms-profile-'));
  const launch = async () =>
    keepStartScreenUntilApp(
      await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumExecutable(), args: chromiumArgs, baseURL: BASE }),
    );
  let context = await launch();
  let page = context.pages()[0] ?? (await context.newPage());
  await openControlled(page, `/karir-detail/${jobSlug}`);
  const cv = makePdf();
  await submitWhileServerDown(page, cv);
  await context.close();

  await startServer();
  context = await launch();
  page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await expect.poll(() => page.evaluate(QUEUE_SIZE), { timeout: 40_000 }).toBe(0);
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });

  await stopServer();
  expectDeliveredOnce(cv);
});
