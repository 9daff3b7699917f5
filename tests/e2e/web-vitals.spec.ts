import { expect, test, type Page } from './support/test';
import { waitForServiceWorker } from './support/server-process';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';

// Real-user measurements end to end (docs/decisions/111-measuring.md): a sampled visit in real Chromium loads the
// reporter after its page has loaded, sends its Core Web Vitals by sendBeacon when the page is left, the real
// server stores them, and the studio shows their p75 by page type, connection and first or repeat visit.
// Its own server (port 4341) and data: the per-address beacon limit and the table are this spec's alone.
const PORT = 4341;
const SAMPLED = "sessionStorage.setItem('denka:web-vitals', 'on')"; // this tab's visit drew a sample

test.describe.configure({ mode: 'serial' });
let server: StudioServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startStudioServer('pglite', PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Resolves once the reporter has loaded: after the page's load, when the main thread is idle. */
async function reporterLoaded(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate("performance.getEntriesByType('resource').some((e) => /\\/assets\\/web-vitals-report-[\\w-]+\\.js$/.test(e.name))"),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  await page.getByRole('heading', { level: 1 }).first().click(); // an interaction (INP counts one slower than 40 ms only)
}

/**
 * The page as a phone hides it when the visitor switches apps: Playwright cannot hide a headless page, so the
 * visibility is set and the event fired; web-vitals and the reporter react as to the real one.
 */
const HIDE =
  "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }); document.dispatchEvent(new Event('visibilitychange'));";

type Row = { page: string; connection: string; metrics: Record<string, { p75: number; samples: number } | null> };

test('a sampled first visit and a repeat visit are stored, and the studio shows their p75 by page type and connection', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const staff = await browser.newContext();
  const studio = await staff.newPage();
  await studioLogin(studio, server.base, ADMIN.email, ADMIN.password);
  /** The studio's report, as the signed-in admin reads it. */
  const stored = async (visit: 'first' | 'repeat', page: string): Promise<Row | undefined> => {
    const res = await staff.request.get(`${server.base}/api/cms/studio/web-vitals?visit=${visit}`);
    const body = (await res.json()) as { data: { windows: { days: number; rows: Row[] }[] } };
    return body.data.windows.find((w) => w.days === 7)?.rows.find((r) => r.page === page && r.connection === 'all');
  };

  const visitor = await browser.newContext({ baseURL: server.base });
  await visitor.addInitScript(SAMPLED);
  const page = await visitor.newPage();

  // A first visit (no service worker controls the page yet), hidden: one beacon with the page's metrics.
  await page.goto('/product-info/insta360-x5');
  await expect(page.getByRole('heading', { level: 1, name: 'Insta360 X5' })).toBeVisible();
  await reporterLoaded(page);
  const beacon = page.waitForResponse((r) => r.url().includes('/api/cms/v2/web-vitals') && r.request().method() === 'POST');
  await page.evaluate(HIDE);
  const answer = await beacon;
  expect(answer.status()).toBe(202);
  const sent = answer.request().postDataJSON() as { page: string; connection: string; repeat: boolean; metrics: { name: string }[] };
  expect(sent).toMatchObject({ page: 'productInfo', repeat: false });
  expect(sent.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['LCP', 'TTFB', 'CLS']));
  expect(answer.request().postData()).not.toContain('insta360'); // nothing of the URL travels: no slug, no query
  expect(await answer.json()).toEqual({ stored: sent.metrics.length });
  await expect.poll(async () => (await stored('first', 'productInfo'))?.metrics.LCP?.samples ?? 0).toBe(1);

  // A repeat visit (the first visit's service worker now controls the page), hidden the same way. The worker is
  // awaited on another page type: a page it already controls would send a repeat "home" of its own on leaving.
  await page.goto('/brands');
  await waitForServiceWorker(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await reporterLoaded(page);
  const again = page.waitForResponse((r) => r.url().includes('/api/cms/v2/web-vitals') && r.request().method() === 'POST');
  await page.evaluate(HIDE);
  const repeat = await again;
  expect(repeat.status()).toBe(202);
  expect(repeat.request().postDataJSON()).toMatchObject({ page: 'home', repeat: true, connection: sent.connection });
  await expect.poll(async () => (await stored('repeat', 'home'))?.metrics.LCP?.samples ?? 0).toBe(1);
  expect(await stored('repeat', 'productInfo')).toBeUndefined();
  await visitor.close();

  // The studio: marketing's and the admin's page of real-user measurements.
  await studio.getByRole('link', { name: 'Kecepatan situs', exact: true }).click();
  await expect(studio.getByRole('heading', { name: 'Kecepatan situs bagi pengunjung' })).toBeVisible();
  const row = (page: string, connection: string) =>
    studio.locator(`[data-testid="web-vitals-row"][data-page="${page}"][data-connection="${connection}"]`);
  await expect(row('productInfo', 'all')).toBeVisible();
  await expect(row('productInfo', sent.connection)).toBeVisible();
  await expect(row('productInfo', 'all')).toContainText('/product-info/:slug');
  await expect(row('productInfo', 'all').locator('[data-rating]').first()).toContainText(/\d+,\d\d s/); // LCP, in seconds
  await expect(row('home', 'all')).toBeVisible();
  await studio.screenshot({ path: testInfo.outputPath('studio-web-vitals-1366.png'), fullPage: true });

  // First and repeat visits apart.
  await studio.getByText('Ulang', { exact: true }).click();
  await expect(row('home', 'all')).toBeVisible();
  await expect(row('productInfo', 'all')).toHaveCount(0);
  await studio.getByText('Pertama', { exact: true }).click();
  await expect(row('productInfo', 'all')).toBeVisible(); // (home too: its first load, before the worker, was a first visit)

  // In English, on a phone.
  await studio.setViewportSize({ width: 412, height: 915 });
  await studio.getByText('EN', { exact: true }).click();
  await expect(studio.getByRole('heading', { name: 'Site speed for visitors' })).toBeVisible();
  await expect(studio.getByRole('columnheader', { name: 'Page type' })).toBeVisible();
  await studio.screenshot({ path: testInfo.outputPath('studio-web-vitals-phone.png'), fullPage: true });
  await staff.close();
});

test('a visit that did not draw a sample sends nothing', async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: server.base });
  await visitor.addInitScript("sessionStorage.setItem('denka:web-vitals', 'off')");
  const page = await visitor.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cms/v2/web-vitals')) beacons.push(request.url());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/brands');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(3_000); // past load and idle, when a sampled visit loads its reporter
  await page.goto('about:blank');
  expect(scripts.filter((url) => /\/assets\/web-vitals-report-/.test(url))).toEqual([]);
  expect(beacons).toEqual([]);
  await visitor.close();
});
