import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Holiday, OpeningHours } from '../../src/contract/hours';
import { isOpenAt, zoneOfProvince } from '../../src/contract/hours-terms';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { isUp, onPostgres, projectPort, startServer, waitForServiceWorker, type ServerProcess } from './support/server-process';

// Decision 025: a page per dealer and per service centre. A finder card opens it; the server renders it whole, so
// it works without JavaScript; it is in the sitemap in both languages with LocalBusiness JSON-LD; saved for offline
// it opens with the server stopped (computed from the saved lists); an unknown slug is the 404 page.

type Place = { id: number; slug: string; name: string; address: string | null };
type DealerPage = {
  dealer: Place & { phone_primary: string | null; whatsapp: string | null };
  nearby: (Place & { distance_km: number })[];
};

async function dealerPage(request: APIRequestContext, slug: string): Promise<DealerPage> {
  const res = await request.get(`/api/cms/v2/dealer/${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: DealerPage }).data;
}
async function firstDealer(request: APIRequestContext): Promise<Place> {
  const res = await request.get('/api/cms/v2/authorized_store?per_page=1');
  return ((await res.json()) as { data: { data: Place[] } }).data.data[0]!;
}
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The page's own hours (the nearest dealers' cards have theirs too). */
const hours = (page: Page) => page.getByRole('region', { name: 'Jam buka' });

test('a finder card opens the dealer page: hours, contact, brands and the three nearest dealers, each a link', async ({
  page,
  request,
}) => {
  await page.goto('/authorized-store');
  const link = page.getByTestId('dealer-page-link').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/dealer\/[a-z0-9-]+$/);
  await expect(h1(page)).toHaveText(name);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const data = await dealerPage(request, slug);
  await expect(page.getByTestId('place-address')).toHaveText(data.dealer.address!);
  await expect(hours(page).getByTestId('open-status')).toHaveText(/^(Buka sekarang|Buka 24 jam|Tutup)/);
  await expect(page.getByRole('link', { name: `WhatsApp ${name}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(page.getByRole('list', { name: 'Merek yang dijual' })).toBeVisible();
  const nearby = page.getByTestId('place-nearby').getByRole('article');
  await expect(nearby).toHaveCount(3);
  await expect(nearby.getByRole('link')).toHaveText(data.nearby.map((d) => d.name));
  // The map loads only when asked for, with this dealer's marker singled out.
  await page.getByRole('button', { name: 'Tampilkan peta' }).click();
  await expect(page.locator('.dealer-marker-current')).toHaveCount(1);
  // A nearby dealer's link leads to its page.
  await nearby.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/dealer/${data.nearby[0]!.slug}$`));
  await expect(h1(page)).toHaveText(data.nearby[0]!.name);
});

test('the app layout links to its own dealer and service-centre pages; a centre lists its services', async ({ page }) => {
  await page.goto('/authorized-store-app');
  const link = page.getByTestId('dealer-page-link').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await link.click();
  await expect(page).toHaveURL(/\/authorized-store-app\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: '← Semua dealer' })).toHaveAttribute('href', '/authorized-store-app');

  await page.goto('/service-center');
  const centre = page.getByTestId('center-page-link').first();
  await expect(centre).toBeVisible({ timeout: 20_000 });
  const name = (await centre.textContent())!;
  await centre.click();
  await expect(page).toHaveURL(/\/service-center\/[a-z0-9-]+$/);
  await expect(h1(page)).toHaveText(name);
  await expect(page.getByTestId('center-services').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByTestId('place-nearby').getByRole('article')).toHaveCount(3);
});

test('/dealer/{slug} works with JavaScript disabled, is in the sitemap in both languages and carries LocalBusiness JSON-LD', async ({
  browser,
  request,
  baseURL,
}) => {
  const dealer = await firstDealer(request);
  const data = await dealerPage(request, dealer.slug);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  const response = await page.goto(`/dealer/${dealer.slug}`);
  expect(response?.status()).toBe(200);
  await expect(h1(page)).toHaveText(dealer.name);
  await expect(page.getByTestId('place-address')).toHaveText(dealer.address!);
  await expect(hours(page).getByTestId('open-status')).toHaveText(/^(Buka sekarang|Buka 24 jam|Tutup)/);
  await expect(hours(page).getByTestId('week-hours')).toContainText('Jam buka (');
  // Call, WhatsApp, directions, a map link and sharing: plain links, no script needed.
  if (data.dealer.phone_primary) await expect(page.getByRole('link', { name: `Telepon ${dealer.name}` })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: `Petunjuk arah ke ${dealer.name}` })).toHaveAttribute('href', /google\.com\/maps\/dir/);
  await expect(page.getByTestId('place-map-link')).toHaveAttribute('href', /google\.com\/maps/);
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(page.getByRole('button', { name: 'Tampilkan peta' })).toHaveCount(0);
  await expect(page.getByTestId('place-nearby').getByRole('link')).toHaveCount(3);

  // JSON-LD: one ElectronicsStore of schema.org's LocalBusiness shape.
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const store = blocks.find((b) => b['@type'] === 'ElectronicsStore') as Record<string, unknown> & {
    address: Record<string, string>;
    geo: Record<string, unknown>;
    openingHoursSpecification: Record<string, unknown>[];
  };
  expect(store['@context']).toBe('https://schema.org');
  expect(store.name).toBe(dealer.name);
  expect(store.url).toMatch(new RegExp(`/dealer/${dealer.slug}$`));
  expect(store.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: dealer.address, addressCountry: 'ID' });
  expect(store.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
  expect(store.openingHoursSpecification.length).toBeGreaterThan(0);
  for (const spec of store.openingHoursSpecification) {
    expect(spec['@type']).toBe('OpeningHoursSpecification');
    expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
    expect(spec.closes).toMatch(/^\d{2}:\d{2}$/);
  }
  await context.close();

  // The sitemap's parts list it, with its English alternate.
  const index = await (await request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  let found = '';
  for (const part of parts) found += await (await request.get(part)).text();
  expect(found).toMatch(new RegExp(`<loc>[^<]*/dealer/${dealer.slug}</loc>`));
  expect(found).toMatch(new RegExp(`<loc>[^<]*/dealer/${dealer.slug}\\?lang=en</loc>`));
});

test('the dealer page lists the products the dealer carries, each linked to its page with its stock; without JavaScript too', async ({
  browser,
  request,
  baseURL,
}) => {
  type Carried = { data: { products: { slug: string; name: string }[] } };
  const list = (await (await request.get('/api/cms/v2/authorized_store?per_page=20')).json()) as { data: { data: Place[] } };
  let dealer: Place | undefined;
  let carried: Carried['data']['products'] = [];
  for (const candidate of list.data.data) {
    const res = await request.get(`/api/cms/v2/authorized_store/products?store_id=${candidate.id}`);
    expect(res.status()).toBe(200);
    carried = ((await res.json()) as Carried).data.products;
    if (carried.length > 0) {
      dealer = candidate;
      break;
    }
  }
  expect(dealer, 'a demo dealer among the first 20 lists products').toBeDefined();

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto(`/dealer/${dealer!.slug}`);
    const section = page.getByRole('region', { name: 'Produk yang tersedia' });
    await expect(section.getByRole('link')).toHaveText(carried.map((p) => p.name));
    await expect(section.getByRole('link').first()).toHaveAttribute('href', `/product-info/${carried[0]!.slug}`);
    await expect(section.getByTestId('stock-state')).toHaveCount(carried.length);
    await context.close();
  }
});

test('open now follows the device clock once hydrated, not the time the server rendered the page at', async ({ page, request }) => {
  type Hours = { hours: OpeningHours | null; province: { id: string } | null };
  const dealer = await firstDealer(request);
  const { dealer: full } = (await dealerPage(request, dealer.slug)) as unknown as { dealer: Place & Hours };
  const holidays = ((await (await request.get('/api/cms/v2/holidays')).json()) as { data: Holiday[] }).data;
  const zone = zoneOfProvince(full.province?.id);
  const openAt = (time: number) => isOpenAt(full.hours!, zone, holidays, time);
  // The server renders at its own time; the browser's clock is set to an hour in the other state.
  const serverOpen = openAt(Date.now());
  let time = Date.now() + 30 * 60_000;
  while (openAt(time) === serverOpen || openAt(time + 30 * 60_000) === serverOpen) time += 30 * 60_000;
  await page.clock.install({ time });
  await page.goto(`/dealer/${dealer.slug}`);
  await expect(hours(page).getByTestId('open-status')).toHaveAttribute('data-open', String(!serverOpen));
  await expect(hours(page).getByTestId('open-status')).toHaveText(serverOpen ? /^Tutup/ : /^Buka/);
});

test('an unknown dealer or service centre is the 404 page with a 404 status', async ({ page }) => {
  for (const [path, back] of [
    ['/dealer/tidak-ada-dealer-ini', 'Lihat semua dealer'],
    ['/service-center/tidak-ada', 'Lihat semua service center'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('link', { name: back })).toBeVisible({ timeout: 20_000 });
  }
});

// Saved for offline: its own server (port 4323) so it can be stopped (docs/architecture.md §13).
test.describe('offline', () => {
  const PORT = 4323;
  const base = () => `http://127.0.0.1:${projectPort(PORT)}`;
  let server: ServerProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-dealer-pages-'));
    server = await startServer({ port: projectPort(PORT), buildDir: path.resolve(process.env.BUILD_DIR ?? 'dist'), dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('saved for offline, a dealer page never opened opens with the server stopped, its nearest dealers too', async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: base(), viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const dealer = await firstDealer(page.request);
    const data = await dealerPage(page.request, dealer.slug);
    const centres = ((await (await page.request.get('/api/cms/v2/service_center')).json()) as { data: Place[] }).data;
    await page.goto('/');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
    await panel.getByRole('button', { name: 'Simpan untuk offline' }).click();
    await expect(panel.getByTestId('offline-save-done')).toBeVisible({ timeout: 150_000 });

    await server?.stop();
    server = undefined;
    expect(await isUp(base())).toBe(false);

    await page.goto(`/dealer/${dealer.slug}`);
    await expect(h1(page)).toHaveText(dealer.name, { timeout: 20_000 });
    await expect(hours(page).getByTestId('open-status')).toBeVisible();
    await expect(page.getByTestId('place-nearby').getByRole('link')).toHaveText(data.nearby.map((d) => d.name));
    await page.getByTestId('place-nearby').getByRole('link').first().click();
    await expect(h1(page)).toHaveText(data.nearby[0]!.name);
    await page.goto(`/service-center-app/${centres[1]!.slug}`);
    await expect(h1(page)).toHaveText(centres[1]!.name, { timeout: 20_000 });
    // Not every page can be made up: an unknown slug offline says it is not saved rather than "not found".
    await page.goto('/dealer/tidak-ada-dealer-ini');
    await expect(page.getByTestId('offline-not-saved')).toBeVisible({ timeout: 20_000 });
    await context.close();
  });
});

// Freshness in the studio (decision 025): when each dealer was last confirmed, the 90-day filter, and
// "Konfirmasi" (confirm without change). Its own studio server (port 4324) with its first administrator.
test.describe('studio: freshness', () => {
  let server: StudioServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startStudioServer(onPostgres() ? 'postgres' : 'pglite', projectPort(4324));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the dealers list shows when each was confirmed, confirms one without change and filters those not confirmed in 90 days', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await studioLogin(page, server!.base, ADMIN.email, ADMIN.password);
    await page.goto(`${server!.base}/studio/c/dealers`);
    await expect(page.getByRole('columnheader', { name: 'Dikonfirmasi' })).toBeVisible({ timeout: 20_000 });
    const confirm = page.getByRole('button', { name: /^Konfirmasi tanpa perubahan: / }).first();
    const name = (await confirm.getAttribute('aria-label'))!.replace('Konfirmasi tanpa perubahan: ', '');
    await confirm.click();
    await expect(page.getByText(`Data ${name} dikonfirmasi.`)).toBeVisible();
    if (process.env.DEALER_PAGES_SHOTS) await page.screenshot({ path: path.join(process.env.DEALER_PAGES_SHOTS, 'studio-dealers.png') });
    // The seed was confirmed when it was made: nothing is older than 90 days.
    // The box follows the URL (the filter lives there), so it is checked once the list's address has changed.
    const filter = page.getByRole('checkbox', { name: 'Belum dikonfirmasi 90 hari' });
    await filter.click();
    await expect(filter).toBeChecked();
    await expect(page).toHaveURL(/[?&]unconfirmed=yes/);
    await expect(page.getByText('Semua data sudah dikonfirmasi dalam 90 hari terakhir.')).toBeVisible();
  });
});
