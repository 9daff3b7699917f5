import { expect, openHeaderDialog, test, type Locator, type Page } from './support/test';
import { externalsAnsweredLocally, freezeClock, settle, sizes } from './support/visual';

// Decision 180: the key screens at phone (Pixel 7) and desktop (1366×900) size, compared with
// baselines kept in the repo (tests/e2e/visual.spec.ts-snapshots/). A visible change fails; a stylesheet
// reordered or missing (tabs without padding, a blank WhatsApp button) fails here first.
// Refresh the baselines after an intended change (README "Visual baselines"):
//   flock /tmp/denka-heavy.lock sh -c 'npm run build && npx playwright test tests/e2e/visual.spec.ts --update-snapshots'
// Stable on a slow machine: the clock is fixed and then paused before each shot, motion reduced, CSS
// animations and the caret off, external hosts answered locally, data from the deterministic seed.

const START = new Date('2026-11-20T09:00:00+07:00');

type Size = keyof typeof sizes;

type Screen = {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** Only at this size (the desktop popup and the phone dialog are different components). */
  only?: Size;
  /** Steps after the page has settled. */
  act?: (page: Page, size: Size) => Promise<void>;
  /** What to shoot: the whole page (default), the viewport, or one element. */
  shot?: 'viewport' | ((page: Page) => Locator);
  /** Regions that change on their own (maps with external tiles). */
  mask?: (page: Page) => Locator[];
  /** A full-screen dialog covers the header: no ticker mask (it would be drawn over the dialog). */
  coversHeader?: boolean;
};

const firstSlug = (endpoint: string) => async (page: Page) => {
  const body = (await (await page.request.get(endpoint)).json()) as { data: { data: Array<{ slug: string }> } };
  const slug = body.data.data[0]?.slug;
  if (!slug) throw new Error(`no slug from ${endpoint}`);
  return slug;
};
const articleSlug = firstSlug('/api/cms/v2/event?kind=article&size=1');
const dealerSlug = firstSlug('/api/cms/v2/authorized_store?per_page=1');
const centreSlug = async (page: Page) => {
  const body = (await (await page.request.get('/api/cms/v2/service_center')).json()) as { data: Array<{ slug: string }> };
  return body.data[0]!.slug;
};

const openTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  // The pointer leaves the tab bar: a tall panel scrolls under it while being captured, and whichever
  // link it then rests on would be drawn hovered (underlined) in one capture and not the next.
  await page.mouse.move(0, 0);
  await settle(page);
};

/** A desktop mega-menu, open. */
const openMenu = (name: string) => async (page: Page) => {
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await settle(page);
};

/** The product gallery's zoom view, open. */
const openZoom = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Perbesar gambar / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
};

/** "Tersedia di dealer terdekat" from a position in Jakarta (docs/decisions/025-dealer-finders.md). */
const nearestDealers = async (page: Page) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: -6.2, longitude: 106.82 });
  await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
  await expect(page.getByTestId('nearest-dealer')).toHaveCount(3);
  await settle(page);
};

/** The thank-you page as a sent job application leaves it: the receipt number in the router's state (docs/decisions/310). */
const withReceipt = async (page: Page) => {
  await page.evaluate(`(() => {
    history.pushState({ usr: { receipt: 'DK-7K2M9QXA', trackable: true }, key: 'visual', idx: 1 }, '', location.pathname);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  })()`);
  await expect(page.getByTestId('receipt')).toHaveText('DK-7K2M9QXA');
  await settle(page);
};

/** A support request filed through the real API, as the visitor's form would: the receipt to look up. */
async function filedSupportRequest(page: Page): Promise<string> {
  const response = await page.request.post('/api/cms/v2/support/store', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    multipart: {
      brand: 'insta360',
      product: 'insta360-x5',
      problem: 'Layar tidak menyala setelah jatuh dari meja.',
      name: 'Dewi Lestari',
      email: 'dewi@example.com',
      phone: '081234567890',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { receipt: string } }).data.receipt;
}

/**
 * The status page's answer, looked up as a visitor does on the real server (a request just filed: received, its
 * repair timeline's first stage). Its receipt and times differ per run: they read as one fixed sample in the
 * picture, which is of the look, not the data (the receipt field is masked).
 */
const statusAnswer = async (page: Page) => {
  const receipt = await page.getByRole('textbox', { name: 'Nomor referensi' }).inputValue();
  await page.getByRole('textbox', { name: 'Email yang Anda isi di formulir' }).fill('dewi@example.com');
  await page.getByRole('button', { name: 'Cek status', exact: true }).click();
  await expect(page.getByTestId('receipt-status')).toHaveText('Diterima');
  await expect(page.getByRole('heading', { name: 'Tahap perbaikan' })).toBeVisible();
  await settle(page);
  await page.evaluate(`(() => {
    const main = document.getElementById('main-content');
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.nodeValue = node.nodeValue
        .replaceAll(${JSON.stringify(receipt)}, 'DK-7K2M9QXA')
        .replace(/\\b\\d{1,2} \\p{L}{3}\\p{L}* \\d{4}, \\d{2}\\.\\d{2}/gu, '18 Nov 2026, 10.00')
        .replace(/\\b\\d{1,2} \\p{L}{3}\\p{L}* \\d{4}(?!, \\d)/gu, '18 November 2026');
    }
  })()`);
};

/** The header search, with "Insta360" typed; `loading` holds the answer back so the overlay stays. */
const search = (loading: boolean) => async (page: Page, size: Size) => {
  if (loading) await page.route(/\/api\/cms\/v2\/product(\/search)?\?/, () => undefined);
  await openHeaderDialog(page, size === 'phone' ? 'Buka pencarian seluler' : 'Buka pencarian');
  const dialog = page.getByRole('dialog', { name: 'Cari Produk' });
  await dialog.getByRole('searchbox', { name: 'Cari Produk' }).fill('Insta360');
  if (loading) {
    await expect(dialog.getByTestId('search-overlay')).toBeVisible();
    // The simulated progress stops at its cap (90 %, "finishing") while no answer comes.
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90', { timeout: 10_000 });
  } else {
    await expect(dialog.getByRole('region', { name: 'Hasil pencarian' })).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByTestId('search-overlay')).toHaveCount(0);
    await settle(page);
  }
};

/** Three products put in the compare tray from the cards, the first cards in view (docs/decisions/010-public-pages.md). */
const withCompareTray = async (page: Page) => {
  const cards = page.getByTestId('product-card');
  for (const index of [0, 1, 2])
    await cards
      .nth(index)
      .getByRole('button', { name: /^Bandingkan/ })
      .click();
  await expect(page.getByRole('region', { name: 'Baki perbandingan' }).getByTestId('compare-tray-item')).toHaveCount(3);
  await cards.nth(0).scrollIntoViewIfNeeded();
  await settle(page);
};

const FILTERED_CATEGORY = '/product-category/mic-wireless?f.transmitter.min=2&f.konektor-ponsel=USB-C';

/** The phone's filter sheet, open. */
const openFilterSheet = async (page: Page) => {
  await page.getByTestId('filter-button').click();
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await settle(page);
};

const screens: Screen[] = [
  { name: 'home', path: '/', shot: 'viewport' },
  { name: 'category', path: '/product-category/kamera-360' },
  // A filtered category's first screen on a phone: the sticky "Filter (n)" bar and two products in view; and
  // its filters in the bottom sheet (docs/decisions/140-search-and-reads-at-scale.md).
  { name: 'category-filtered', path: FILTERED_CATEGORY, only: 'phone', shot: 'viewport' },
  { name: 'category-filter-sheet', path: FILTERED_CATEGORY, only: 'phone', act: openFilterSheet, shot: 'viewport' },
  { name: 'product-description', path: '/product-info/insta360-x5' },
  { name: 'product-specification', path: '/product-info/insta360-x5', act: openTab('Spesifikasi'), shot: (p) => p.getByRole('tabpanel') },
  { name: 'product-online', path: '/product-info/insta360-x5', act: openTab('Beli Online'), shot: (p) => p.getByRole('tabpanel') },
  { name: 'product-dealer', path: '/product-info/insta360-x5', act: openTab('Beli di Dealer'), shot: (p) => p.getByRole('tabpanel') },
  {
    name: 'product-nearest-dealers',
    path: '/product-info/insta360-x5',
    act: nearestDealers,
    shot: (p) => p.getByTestId('nearest-dealers'),
    // The stock's "as of" date follows the day the demo was seeded.
    mask: (p) => [p.getByTestId('stock-state')],
  },
  { name: 'brand', path: '/brand/insta360' },
  { name: 'brand-menu', path: '/', only: 'desktop', act: openMenu('Merek'), shot: 'viewport' },
  { name: 'product-zoom', path: '/product-info/insta360-x5', only: 'desktop', act: openZoom, shot: 'viewport' },
  { name: 'search-popup', path: '/', only: 'desktop', act: search(false), shot: 'viewport' },
  { name: 'search-popup-loading', path: '/', only: 'desktop', act: search(true), shot: 'viewport' },
  { name: 'mobile-search', path: '/', only: 'phone', act: search(false), shot: 'viewport', coversHeader: true },
  { name: 'mobile-search-loading', path: '/', only: 'phone', act: search(true), shot: 'viewport', coversHeader: true },
  { name: 'dealer-finder', path: '/authorized-store', mask: (p) => [p.locator('.leaflet-container')] },
  { name: 'service-centre', path: '/service-center', mask: (p) => [p.locator('.leaflet-container')] },
  {
    name: 'dealer-page',
    path: async (page) => `/dealer/${await dealerSlug(page)}`,
    // The stock's "as of" dates follow the day the demo was seeded.
    mask: (p) => [p.getByTestId('stock-state')],
  },
  { name: 'service-centre-page', path: async (page) => `/service-center/${await centreSlug(page)}` },
  { name: 'warranty', path: '/garansi' },
  { name: 'articles', path: '/article' },
  { name: 'article-detail', path: async (page) => `/article/${await articleSlug(page)}` },
  { name: 'careers', path: '/karir' },
  { name: 'contact', path: '/contact' },
  { name: 'b2b', path: '/b2b' },
  { name: 'login', path: '/login' },
  { name: 'thank-you-receipt', path: '/thankyousubmit', act: withReceipt },
  { name: 'status-lookup', path: '/cek-status?ref=dk-7k2m9qxa' },
  {
    name: 'status-answer',
    path: async (page) => `/cek-status?ref=${await filedSupportRequest(page)}`,
    act: statusAnswer,
    mask: (p) => [p.getByRole('textbox', { name: 'Nomor referensi' })],
  },
  { name: 'product-catalog', path: '/product-catalog' },
  { name: 'compare', path: '/bandingkan?produk=insta360-x4,insta360-x5,dji-osmo-360' },
  { name: 'compare-tray', path: '/product-category/kamera-360', act: withCompareTray, shot: 'viewport' },
];

for (const [size, device] of Object.entries(sizes) as Array<[Size, (typeof sizes)[Size]]>) {
  test.describe(`visual — ${size}`, () => {
    test.use({ ...device, reducedMotion: 'reduce', serviceWorkers: 'block' });

    for (const screen of screens.filter((s) => !s.only || s.only === size)) {
      test(`${screen.name} (${size})`, async ({ page }) => {
        test.setTimeout(60_000);
        await externalsAnsweredLocally(page);
        await page.clock.install({ time: START });
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
        await page.goto(path);
        await settle(page);
        await screen.act?.(page, size);
        // Lazy images anywhere on the page load now (a full-page shot must not depend on how far they got).
        await page.evaluate(`(async () => {
          const lazy = [...document.images].filter((img) => img.loading === 'lazy');
          for (const img of lazy) img.loading = 'eager';
          const pending = lazy.filter((img) => !img.complete).map((img) => new Promise((resolve) => { img.onload = img.onerror = resolve; }));
          await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000))]);
        })()`);
        // Freeze time: the ticker, the search's simulated progress and any timer stop where they are.
        await freezeClock(page);
        const options = {
          animations: 'disabled' as const,
          caret: 'hide' as const,
          // The promo ticker's message depends on when its 5 s rotation last ran: masked here, and its
          // messages are checked whole on a phone below (visual-style.spec.ts).
          // The whole bar (its size does not change with the message), not the message.
          mask: [...(screen.coversHeader ? [] : [page.getByTestId('ticker-item').locator('..')]), ...(screen.mask?.(page) ?? [])],
          // Below-the-fold sections use content-visibility: auto; a full-page shot paints them all.
          style: '* { content-visibility: visible !important; }',
          maxDiffPixelRatio: 0.002,
        };
        const file = `${screen.name}-${size}.png`;
        if (screen.shot === 'viewport') await expect(page).toHaveScreenshot(file, options);
        else if (screen.shot) {
          // An element taller than the screen would be captured beyond the viewport, where the sticky header
          // is drawn wherever the capture's scrolling left it (over the element in one capture, not in the
          // next): the window grows to hold the element, so the capture is an ordinary one.
          const element = screen.shot(page);
          const height = (await element.boundingBox())?.height ?? 0;
          const viewport = page.viewportSize();
          if (viewport && height > viewport.height - 200) await page.setViewportSize({ ...viewport, height: Math.ceil(height) + 400 });
          await expect(element).toHaveScreenshot(file, options);
        } else await expect(page).toHaveScreenshot(file, { ...options, fullPage: true });
      });
    }
  });
}

test.describe('news ticker on a phone', () => {
  test.use({ ...sizes.phone, serviceWorkers: 'block' });

  test('every message shows whole: nothing cut at either end, the bar keeps its height', async ({ page, request }) => {
    await externalsAnsweredLocally(page);
    const body = (await (await request.get('/api/cms/v2/newsticker')).json()) as { data: Array<{ title: string }> };
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    await page.clock.install({ time: START });
    await page.goto('/');
    await settle(page);
    await freezeClock(page);
    const ticker = page.getByRole('region', { name: 'Info promo' });
    const height = (await ticker.boundingBox())?.height;
    const seen = new Set<string>();
    for (let i = 0; i < body.data.length; i += 1) {
      const item = page.getByTestId('ticker-item');
      const text = (await item.innerText()).trim();
      seen.add(text);
      const width = page.viewportSize()?.width ?? 0;
      const fits = await item.evaluate((el, viewportWidth) => {
        const box = el.getBoundingClientRect();
        const inner = [...el.querySelectorAll('*')].every((child) => child.scrollWidth <= child.clientWidth + 1);
        return box.left >= 0 && box.right <= viewportWidth && el.scrollWidth <= el.clientWidth + 1 && inner;
      }, width);
      expect(fits, `"${text}" is shown whole`).toBe(true);
      expect((await ticker.boundingBox())?.height).toBe(height);
      await page.clock.runFor(5_000);
    }
    expect(seen.size).toBe(body.data.length);
  });
});
