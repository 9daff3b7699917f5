import { expect, openHeaderDialog, test, type ConsoleMessage, type Page } from './support/test';

// docs/product.md §2: all 53 routes in their layout, head tags, page views,
// language switch, mobile menu, recovery from a missing chunk. Runs against the production build.

type Layout = 'main' | 'app';
/** `title` is the exact heading and title; null for pages headed by their content (article, job…). */
type RouteCase = {
  path: string;
  layout: Layout;
  title: string | null;
  /** Account-only pages send a signed-out visitor to /login?next=… (docs/product.md §6). */
  accountOnly?: boolean;
};

/** Sample slugs that exist in the seeded data, read from the API once, with their names. */
type Sample = { slug: string; name: string };
type Samples = { category: Sample; brand: Sample; product: Sample; article: string; event: string; job: string };

function routeCases(s: Samples): RouteCase[] {
  const main = (path: string, title: string | null): RouteCase => ({ path, layout: 'main', title });
  const app = (path: string, title: string | null): RouteCase => ({ path, layout: 'app', title });
  const accountOnly = (path: string): RouteCase => ({ path, layout: 'main', title: 'Masuk', accountOnly: true });
  return [
    main('/', 'Distributor Resmi Kamera & Video Gear'),
    main('/product-categories', 'Kategori Produk'),
    // Catalogue pages (decision 010) are headed and titled by what they show.
    main(`/product-category/${s.category.slug}`, s.category.name),
    main(`/product-info/${s.product.slug}`, s.product.name),
    main('/brands', 'Merek'),
    main(`/brand/${s.brand.slug}`, s.brand.name),
    main(`/brand/all/${s.brand.slug}`, `Semua produk ${s.brand.name}`),
    main('/layanan', 'Layanan'),
    main('/contact', 'Hubungi Kami'),
    main('/registrasi', 'Registrasi Produk'),
    main('/garansi', 'Garansi'),
    main('/denka-mobile', 'Denka Mobile'),
    main('/authorized-store', 'Dealer Resmi'),
    main('/article', 'Artikel'),
    main('/kegiatan', 'Kegiatan'),
    main(`/kegiatan/${s.event}`, null),
    main('/berita', 'Berita'),
    accountOnly('/profile'),
    accountOnly('/password'),
    main('/berlangganan', 'Berlangganan'),
    main('/brand-info', 'Info Merek'),
    main('/download', 'Unduhan'),
    main('/about-us', 'Tentang Kami'),
    main('/milestone', 'Milestone'),
    main('/company-structure', 'Struktur Perusahaan'),
    accountOnly('/registrasi-profile'),
    main('/aktivasi-garansi', 'Aktivasi Garansi'),
    main('/login', 'Masuk'),
    main('/register-akun', 'Daftar Akun'),
    main('/service-center', 'Service Center'),
    main('/promosi', 'Promosi'),
    main('/b2b', 'Kemitraan Bisnis'),
    main('/b2b/thank-you-for-register', 'Terima Kasih'),
    main('/search/insta360', 'Hasil Pencarian'),
    main('/karir', 'Karir'),
    main(`/karir-detail/${s.job}`, null),
    main('/thankyousubmit', 'Terima Kasih'),
    main('/undian', null),
    main('/syaratketentuan', null),
    main('/service&garansi', 'Service & Garansi'),
    main('/trending-product', 'Produk Trending'),
    main(`/berita_detail/${s.article}`, null),
    main('/event-saramonic', 'Event Saramonic'),
    main('/privacy-policy', null),
    main(`/bandingkan?produk=${s.product.slug}`, null),
    main('/tersimpan', 'Produk Tersimpan'),
    app('/product-catalog', 'Katalog Produk'),
    app('/service-center-app', 'Service Center'),
    app('/authorized-store-app', 'Dealer Resmi'),
    app(`/berita-detail-app/${s.article}`, null),
    app('/campaign/hollyland-hoki', null),
    app('/hollyland-hoki', null),
    app('/hollyland-lark-m2s', null),
    app('/saramonic-air-feel-the-air-win-the-air', null),
    app('/a1b2c3', 'Tautan Kampanye'),
  ];
}

/** Console errors and uncaught exceptions of a page. External hosts are answered locally (offline CI). */
async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  return errors;
}

async function waitForShell(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

// The test project compiles without the DOM lib: the few browser globals used in evaluate().
type MetaTag = { getAttribute(name: string): string | null };
type BrowserGlobals = {
  document: { title: string; head: { querySelectorAll(selector: string): ArrayLike<MetaTag> } };
  dataLayer?: unknown[];
  localStorage: { getItem(key: string): string | null };
};

async function headMeta(page: Page) {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as BrowserGlobals;
    const contents = (selector: string) => Array.from(document.head.querySelectorAll(selector)).map((tag) => tag.getAttribute('content'));
    return {
      title: document.title,
      descriptions: contents('meta[name="description"]'),
      ogDescriptions: contents('meta[property="og:description"]'),
    };
  });
}

let samples: Samples;

test.beforeAll(async ({ request }) => {
  const first = async (path: string) => {
    const response = await request.get(`/api/cms/${path}`);
    expect(response.ok(), path).toBe(true);
    const body = (await response.json()) as { data: Sample[] | { data: Sample[] } };
    const list = Array.isArray(body.data) ? body.data : body.data.data;
    const item = list[0];
    expect(item?.slug, `a seeded item from ${path}`).toBeTruthy();
    return { slug: item!.slug, name: item!.name };
  };
  const firstSlug = async (path: string) => {
    const response = await request.get(`/api/cms/${path}`);
    expect(response.ok(), path).toBe(true);
    const body = (await response.json()) as { data: { data: { slug: string }[] } };
    return body.data.data[0]!.slug;
  };
  samples = {
    category: await first('v2/product/categories'),
    brand: await first('v2/product/brands'),
    product: await first('v3/products/fetch?per_page=1'),
    article: await firstSlug('v2/event?kind=article&size=1'),
    event: await firstSlug('v2/event?kind=event&size=1'),
    job: await firstSlug('v2/lowongan_kerja'),
  };
});

test('each of the 53 routes, /bandingkan and /tersimpan renders in its layout without console errors, with its head tags', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const cases = routeCases(samples);
  expect(cases).toHaveLength(55);
  expect(cases.filter((c) => c.layout === 'main')).toHaveLength(46);
  const errors = await watch(page);
  for (const route of cases) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await waitForShell(page);
      if (route.accountOnly) await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route.path)}`);
      await expect(page.locator(`main[data-layout="${route.layout}"]`)).toBeVisible();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      if (route.title !== null) await expect(heading).toHaveText(route.title);
      const headingText = (await heading.innerText()).trim();
      expect(headingText.length).toBeGreaterThan(0);
      await expect(page.getByRole('banner')).toHaveCount(route.layout === 'main' ? 1 : 0);
      await expect(page.getByRole('contentinfo')).toHaveCount(route.layout === 'main' ? 1 : 0);
      const meta = await headMeta(page);
      // Content pages may carry their CMS meta title; every title names the site.
      if (route.title !== null) expect(meta.title).toBe(`${route.title} | Denka Indonesia`);
      else expect(meta.title).toMatch(/\S.* \| Denka/);
      expect(meta.descriptions).toHaveLength(1);
      expect(meta.ogDescriptions).toEqual(meta.descriptions);
      expect(meta.descriptions[0]).toBeTruthy();
      expect(errors, `console errors on ${route.path}`).toEqual([]);
    });
  }
});

test('an unknown path under the main layout shows a real not-found page', async ({ page }) => {
  await watch(page);
  await page.goto('/tidak/ada/halaman-ini');
  await waitForShell(page);
  await expect(page.locator('main[data-layout="main"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
});

test('client-side navigation swaps title and meta and pushes a page view', async ({ page }) => {
  const errors = await watch(page);
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => ((globalThis as unknown as BrowserGlobals).dataLayer ?? []).length)).toBe(1);
  const before = await page.evaluate(() => ((globalThis as unknown as BrowserGlobals).dataLayer ?? []).length);
  const navigation = page.getByRole('navigation', { name: 'Menu utama' });
  await navigation.getByRole('link', { name: 'Kontak' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeFocused();
  const meta = await headMeta(page);
  expect(meta.title).toBe('Hubungi Kami | Denka Indonesia');
  expect(meta.descriptions).toEqual([expect.stringContaining('Hubungi kantor pusat')]);
  expect(meta.ogDescriptions).toEqual(meta.descriptions);
  const pushed = await page.evaluate(() => (globalThis as unknown as BrowserGlobals).dataLayer ?? []);
  expect(pushed).toHaveLength(before + 1);
  expect(pushed.at(-1)).toEqual({
    event: 'page_view',
    page_location: expect.stringMatching(/\/contact$/),
    page_path: '/contact',
    page_title: 'Hubungi Kami | Denka Indonesia',
  });
  expect(errors).toEqual([]);
});

test('choosing EN stores activeLang=en, reloads and shows the page in English', async ({ page }) => {
  await watch(page);
  await page.goto('/garansi');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByRole('button', { name: 'Pilih bahasa' }).hover();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'EN' }).click();
  await reloaded;
  expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).localStorage.getItem('activeLang'))).toBe('en');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  expect((await headMeta(page)).title).toBe('Warranty | Denka Indonesia');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('mobile menu sections open and close independently', async ({ page }) => {
    const errors = await watch(page);
    await page.goto('/');
    await waitForShell(page);
    await openHeaderDialog(page, 'Buka menu');
    const menu = page.getByRole('navigation', { name: 'Menu seluler' });
    await expect(menu).toBeVisible();
    const about = menu.getByRole('link', { name: 'Tentang Kami' });
    const warranty = menu.getByRole('link', { name: 'Garansi' });
    await expect(about).toBeHidden();
    await menu.getByRole('button', { name: 'Perusahaan' }).click();
    await expect(about).toBeVisible();
    await menu.getByRole('button', { name: 'Layanan' }).click();
    await expect(warranty).toBeVisible();
    await expect(about).toBeVisible();
    await menu.getByRole('button', { name: 'Perusahaan' }).click();
    await expect(about).toBeHidden();
    await expect(warranty).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kontak' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'B2B' })).toBeVisible();
    await warranty.click();
    await expect(page).toHaveURL(/\/garansi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Garansi' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('missing chunk', () => {
  // The service worker would answer from its precache; this test is about the network failing.
  test.use({ serviceWorkers: 'block' });

  test('a missing lazy chunk reloads once, then shows a retry message instead of a blank page', async ({ page }) => {
    await watch(page);
    await page.goto('/');
    await waitForShell(page);
    // Counted when each document has been parsed: a server-rendered page's `load` waits for its images,
    // which may come after the app has already shown the retry message (docs/decisions/113-first-screen.md).
    let loads = 0;
    page.on('domcontentloaded', () => loads++);
    const contactChunk = /\/assets\/contact-[\w-]{8}\.js$/; // the contact page's own lazy chunk
    await page.route(contactChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Kontak' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman gagal dimuat' })).toBeVisible({ timeout: 15_000 });
    expect(loads).toBe(1); // exactly one reload
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute(contactChunk);
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('start-up on a slow link', () => {
  test.use({ serviceWorkers: 'block' });

  test('the start-up screen paints before the stylesheet arrives, and the app renders only after it (decision 112)', async ({ page }) => {
    // The shell's stylesheet held back 1.5 s, as on a slow link.
    await page.route(/\/assets\/index-[\w-]{8}\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // The app's first render: the first moment #root holds anything besides the HTML's own start-up screen.
    await page.addInitScript({
      content: `new MutationObserver(() => {
        if (window.__appAt === undefined && document.querySelector('#root > :not(.boot-splash)')) window.__appAt = performance.now();
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto('/');
    await waitForShell(page);
    const times = (await page.evaluate(`(() => {
      const css = performance.getEntriesByType('resource').find((e) => /\\/assets\\/index-[\\w-]{8}\\.css$/.test(e.name));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { css: css && css.responseEnd, fcp: fcp && fcp.startTime, app: window.__appAt };
    })()`)) as { css?: number; fcp?: number; app?: number };
    expect(times.css, 'the stylesheet was loaded').toBeGreaterThan(1_400);
    expect(times.fcp, 'the start-up screen painted while the stylesheet was on its way').toBeLessThan(times.css! - 1_000);
    expect(times.app, 'the app rendered only once its stylesheet was there').toBeGreaterThan(times.css!);
  });
});
