import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { startServer as startTestServer, type ServerProcess } from './support/server-process';

// The outbox never jams (docs/decisions/091-form-outbox.md). With the server STOPPED, one submission the
// server will refuse (crafted through the page: an address the server's schema rejects) and one valid
// contact message are queued by the service worker. After a restart the valid one is stored exactly once
// within a minute (checked in the database with the staff CLI), and the refused one waits as "Perlu
// perhatian Anda" with the server's message; corrected in the reopened form it is stored once too.

const PORT = 4294;
const BASE = `http://127.0.0.1:${PORT}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const shotDir = path.resolve(process.env.OUTBOX_SHOTS ?? 'test-results/outbox-shots');
const QUEUED = 'Tersimpan di perangkat — akan dikirim otomatis saat online';
let server: ServerProcess | undefined;
let dataDir = '';

async function startServer() {
  server = await startTestServer({ port: PORT, buildDir, dataDir });
}
async function stopServer() {
  await server?.stop();
  server = undefined;
}

type Row = { id: string; kind: string; payload: Record<string, unknown> };

/** Stored inquiries, read by the staff CLI with the server stopped (the embedded database allows one process). */
function storedInquiries(): Row[] {
  const run = spawnSync('npm', ['run', '-s', 'submissions', '--', 'list', '--kind', 'inquiry', '--format', 'json'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Row[];
}

const withName = (rows: Row[], name: string) => rows.filter((row) => row.payload.name === name);

const ENTRIES = `new Promise((resolve) => {
  const open = indexedDB.open('denka-outbox');
  open.onerror = () => resolve([]);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('entries')) return resolve([]);
    const all = db.transaction('entries').objectStore('entries').getAll();
    all.onsuccess = () => resolve(all.result.map((e) => ({ name: (e.fields.find((f) => f[0] === 'name') || [])[1], state: e.state, key: e.key, attempts: e.attempts })));
  };
})`;
type EntryView = { name: string; state: string; key: string; attempts: number };
const entries = (page: Page) => page.evaluate(ENTRIES) as Promise<EntryView[]>;

/** A POST made by the page (not the form), so it can carry what the form's own validation would stop. */
const craftRefused = (name: string) => `(async () => {
  const body = new FormData();
  body.append('type', 'contact');
  body.append('name', ${JSON.stringify(name)});
  body.append('email', 'budi-at-example');
  body.append('phone', '081234567890');
  body.append('notes', 'Pesan dengan alamat email yang salah ketik.');
  body.append('website', '');
  const response = await fetch('/api/cms/v2/inquiry/store?lang=id', { method: 'POST', body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  return { status: response.status, body: await response.json() };
})()`;

/** Right edge of the header's button row that holds the outbox badge (its last button is the menu/language). */
const BAR_RIGHT = `Math.max(...[...document.querySelector('[data-testid="outbox-indicator"]').parentElement.children]
  .map((el) => el.getBoundingClientRect().right))`;

async function openControlled(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
}

async function fillContact(page: Page, values: { name: string; email: string }) {
  const form = page.getByRole('form', { name: 'Formulir pesan' });
  await form.getByLabel('Nama').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Nomor telepon').fill('081298765432');
  await form.getByLabel('Pesan').fill('Mohon info stok lensa 24-70 mm.');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-forms-outbox-'));
  fs.mkdirSync(shotDir, { recursive: true });
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a refused entry never holds back a valid one; it waits for the visitor, who corrects and resends it', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await openControlled(page, '/contact');

  await stopServer();
  // Queued first, so it is the oldest entry: the old FIFO queue would have sent it first and stopped there.
  const crafted = (await page.evaluate(craftRefused('Refused Rina'))) as { status: number; body: unknown };
  expect(crafted).toEqual({ status: 202, body: { queued: true } });
  await fillContact(page, { name: 'Valid Vera', email: 'vera@example.com' });
  await expect(page.getByText(QUEUED)).toBeVisible();
  await expect(page.getByTestId('outbox-indicator')).toContainText('2 formulir menunggu');
  expect((await entries(page)).map((e) => e.state)).toEqual(['waiting', 'waiting']);
  const validKey = (await entries(page)).find((e) => e.name === 'Valid Vera')!.key;

  await startServer();
  const started = Date.now();
  // No click: the page's timer asks the worker, the probe finds the server, both entries are tried.
  await expect
    .poll(async () => (await entries(page)).map((e) => `${e.name}:${e.state}`), { timeout: 60_000 })
    .toEqual(['Refused Rina:attention']);
  const deliveredAfterMs = Date.now() - started;
  expect(deliveredAfterMs).toBeLessThan(60_000);
  await expect(page.getByText('Terkirim. Terima kasih!')).toBeVisible();
  await expect(page.getByTestId('outbox-indicator')).toContainText('1 perlu perhatian');

  // The panel: the entry's kind, state, the server's message and field error.
  await page.getByTestId('outbox-indicator').click();
  const panel = page.getByTestId('outbox-panel');
  const refused = panel.getByTestId('outbox-entry');
  await expect(refused).toHaveCount(1);
  await expect(refused).toHaveAttribute('data-state', 'attention');
  await expect(refused).toContainText('Pesan kontak');
  await expect(refused).toContainText('Perlu perhatian Anda');
  await expect(refused.getByTestId('outbox-problem-message')).toHaveText('Periksa kembali isian formulir.');
  await expect(refused).toContainText('Alamat email tidak valid.');
  await expect(refused.getByRole('button', { name: 'Perbaiki' })).toBeVisible();
  await page.waitForTimeout(500); // the dialog's opening transition
  await page.screenshot({ path: path.join(shotDir, 'outbox-panel-1366.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.screenshot({ path: path.join(shotDir, 'outbox-indicator-1366.png'), clip: { x: 0, y: 0, width: 1366, height: 200 } });
  // The badge fits the header: no part of the bar pushed off the screen, the badge not cut off.
  const desktopRight = await page.evaluate(BAR_RIGHT);
  expect(desktopRight).toBeLessThanOrEqual(1366);
  await expect(page.getByTestId('outbox-indicator')).toHaveAccessibleName(/1 perlu perhatian/);
  await page.setViewportSize({ width: 412, height: 915 }); // Pixel 7
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toBeVisible();
  // Readable on a phone: the whole text is shown, nothing cut off.
  const cut = await indicator.evaluate((el) => [...el.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1));
  expect(cut).toBe(false);
  // …and it does not push the header's last button (the menu) off the screen.
  const headerRight = await page.evaluate(BAR_RIGHT);
  expect(headerRight).toBeLessThanOrEqual(412);
  await expect(indicator).toHaveText('1 perlu perhatian', { useInnerText: true }); // the visible words on a phone
  await page.screenshot({ path: path.join(shotDir, 'outbox-indicator-pixel7.png'), clip: { x: 0, y: 0, width: 412, height: 200 } });
  await indicator.click();
  await expect(panel).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Perbaiki' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(shotDir, 'outbox-panel-pixel7.png') });

  // The valid one is in the database exactly once, the refused one not at all (server stopped to read it).
  await page.keyboard.press('Escape');
  await stopServer();
  let rows = storedInquiries();
  expect(withName(rows, 'Valid Vera')).toHaveLength(1);
  expect(withName(rows, 'Refused Rina')).toHaveLength(0);
  await startServer();
  expect(validKey).toMatch(/^[0-9a-f-]{36}$/);

  // Correct and resend: the contact form reopens with the kept values and the server's errors.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByTestId('outbox-indicator').click();
  await page.getByTestId('outbox-entry').getByRole('button', { name: 'Perbaiki' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // The panel closes (its closing transition may still show the entry's message for a moment).
  await expect(page.getByTestId('outbox-panel')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Formulir pesan' });
  await expect(form.getByLabel('Nama')).toHaveValue('Refused Rina');
  await expect(form.getByLabel('Email')).toHaveValue('budi-at-example');
  await expect(form.getByLabel('Pesan')).toHaveValue('Pesan dengan alamat email yang salah ketik.');
  await expect(form.getByText('Periksa kembali isian formulir.')).toBeVisible();
  await expect(form.getByText('Alamat email tidak valid.').first()).toBeVisible();
  await page.screenshot({ path: path.join(shotDir, 'outbox-correcting-1366.png'), fullPage: false });
  await form.getByLabel('Email').fill('rina@example.com');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page).toHaveURL(/\/thankyousubmit$/);
  await expect.poll(() => entries(page)).toEqual([]);
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  await context.close();

  await stopServer();
  rows = storedInquiries();
  expect(withName(rows, 'Valid Vera')).toHaveLength(1);
  const corrected = withName(rows, 'Refused Rina');
  expect(corrected).toHaveLength(1);
  expect(corrected[0]!.payload.email).toBe('rina@example.com');
  await startServer();
});
