import { devices, expect, type Page } from '@playwright/test';

// Helpers of the visual, contrast and axe specs (tests/e2e/visual*.spec.ts, a11y.spec.ts).

// Pixel 7 without its `defaultBrowserType` (that option cannot be set per describe group).
const { userAgent, viewport, isMobile, hasTouch } = devices['Pixel 7'];
const pixel7 = { userAgent, viewport, isMobile, hasTouch };

/** The two sizes every look is taken at: a phone (Pixel 7) and a desktop (1366×900). */
export const sizes = {
  phone: { ...pixel7, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

/** External hosts (maps, YouTube, marketplaces) are answered locally: no internet, nothing that varies. */
export async function externalsAnsweredLocally(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

/** The page has rendered its data: splash gone, a heading shown, the network quiet, images and fonts in. */
export async function settle(page: Page) {
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  // Lists and details mark their loading skeletons aria-busy: the data is in when none is left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Bounded: a page that keeps a request going (a retry timer, a poll) must not hang the test.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // A string: this file is type-checked without the DOM library (tests/ run in Node). Images already in
  // the viewport get up to 3 s to arrive (an image that never loads must not hang the test).
  await page.evaluate(`(async () => {
    await document.fonts.ready;
    const visible = [...document.images].filter((img) => !img.complete && img.getBoundingClientRect().top < innerHeight);
    const loaded = Promise.all(visible.map((img) => new Promise((resolve) => { img.addEventListener('load', resolve, { once: true }); img.addEventListener('error', resolve, { once: true }); })));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))]);
  })()`);
}

/**
 * Stops the page's clock where it is (after `page.clock.install`): the ticker, the search's simulated progress
 * and any timer stop. Pausing may only move time forward, so the target is a moment ahead of the page's clock;
 * on a loaded machine that moment can pass before the call lands, and the next one is taken.
 */
export async function freezeClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const target = new Date((await page.evaluate(() => Date.now())) + 500 * (attempt + 1));
    try {
      await page.clock.pauseAt(target);
      return;
    } catch (error) {
      if (attempt >= 4 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

export type RouteSamples = {
  category: string;
  product: string;
  brand: string;
  article: string;
  event: string;
  job: string;
  dealer: string;
  serviceCenter: string;
};

/** One sample of each parameter, from the seeded API (same samples as shell.spec.ts). */
export async function routeSamples(page: Page): Promise<RouteSamples> {
  const list = async (path: string) => {
    const response = await page.request.get(`/api/cms/${path}`);
    expect(response.ok(), path).toBe(true);
    const body = (await response.json()) as { data: Array<{ slug: string }> | { data: Array<{ slug: string }> } };
    const slug = (Array.isArray(body.data) ? body.data : body.data.data)[0]?.slug;
    expect(slug, path).toBeTruthy();
    return slug!;
  };
  return {
    category: await list('v2/product/categories'),
    brand: await list('v2/product/brands'),
    product: await list('v3/products/fetch?per_page=1'),
    article: await list('v2/event?kind=article&size=1'),
    event: await list('v2/event?kind=event&size=1'),
    job: await list('v2/lowongan_kerja'),
    dealer: await list('v2/authorized_store?per_page=1'),
    serviceCenter: await list('v2/service_center'),
  };
}

/**
 * The 53 routes of docs/product.md §2 (44 under the main layout, 9 under the app layout), parameters filled in,
 * /bandingkan (ours, docs/decisions/010-public-pages.md) comparing the sample product with itself alone, and the
 * dealer and service-centre pages in both layouts (decision 025), /menu (decision 113) and /tersimpan (decision 010): 60.
 */
export function allRoutes(s: RouteSamples): string[] {
  return [
    '/',
    '/product-categories',
    `/product-category/${s.category}`,
    `/product-info/${s.product}`,
    '/brands',
    `/brand/${s.brand}`,
    `/brand/all/${s.brand}`,
    '/layanan',
    '/contact',
    '/registrasi',
    '/garansi',
    '/denka-mobile',
    '/authorized-store',
    '/article',
    '/kegiatan',
    `/kegiatan/${s.event}`,
    '/berita',
    '/profile',
    '/password',
    '/berlangganan',
    '/brand-info',
    '/download',
    '/about-us',
    '/milestone',
    '/company-structure',
    '/registrasi-profile',
    '/aktivasi-garansi',
    '/login',
    '/register-akun',
    '/service-center',
    '/promosi',
    '/b2b',
    '/b2b/thank-you-for-register',
    '/search/insta360',
    '/karir',
    `/karir-detail/${s.job}`,
    '/thankyousubmit',
    '/undian',
    '/syaratketentuan',
    '/service&garansi',
    '/trending-product',
    `/berita_detail/${s.article}`,
    '/event-saramonic',
    '/privacy-policy',
    `/bandingkan?produk=${s.product}`,
    '/menu', // the header's menu as a page (docs/decisions/113-first-screen.md)
    '/tersimpan', // the saved and recently viewed products, on the device (docs/decisions/010-public-pages.md)
    `/dealer/${s.dealer}`,
    `/service-center/${s.serviceCenter}`,
    // app layout
    '/product-catalog',
    '/service-center-app',
    '/authorized-store-app',
    `/berita-detail-app/${s.article}`,
    `/authorized-store-app/${s.dealer}`,
    `/service-center-app/${s.serviceCenter}`,
    '/campaign/hollyland-hoki',
    '/hollyland-hoki',
    '/hollyland-lark-m2s',
    '/saramonic-air-feel-the-air-win-the-air',
    '/a1b2c3',
  ];
}

export type ContrastFailure = { text: string; ratio: number; color: string; background: string; html: string };

/**
 * Every visible, enabled button and link: the computed colour of each of its text runs against the
 * background actually under it (the first opaque ancestor background, translucent ones composited on
 * top), WCAG 2 contrast ratio. Text over an image or gradient cannot be judged this way and is left to axe.
 */
export async function linkAndButtonContrast(page: Page, minimum = 4.5): Promise<ContrastFailure[]> {
  // A string: this file is type-checked without the DOM library (tests/ run in Node).
  return page.evaluate(`(${CONTRAST_IN_PAGE})(${minimum})`) as Promise<ContrastFailure[]>;
}

/** The in-page half of `linkAndButtonContrast` (plain browser JavaScript). */
const CONTRAST_IN_PAGE = `(min) => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  // Any CSS colour (rgb, color(srgb …), oklch, color-mix results) → [r, g, b] 0–255 and alpha 0–1, via the canvas.
  const rgba = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = 'rgb(0 0 0 / 0)';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2], d[3] / 255];
  };
  const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  // The background under an element (translucent layers composited over the first opaque one, else
  // white), or null when an image or gradient is in the way.
  const backgroundOf = (el) => {
    const layers = [];
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const color = rgba(style.backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    let result = [255, 255, 255, 1];
    for (const layer of layers.reverse()) result = over(layer, result);
    return result;
  };
  const failures = [];
  const targets = document.querySelectorAll('a[href], button, [role="button"], [role="tab"], [role="link"]');
  for (const target of targets) {
    if (target.disabled || target.getAttribute('aria-disabled') === 'true') continue;
    if (target.closest('[aria-hidden="true"], [inert]')) continue;
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      const content = (text.textContent || '').trim();
      if (!parent || !content || parent.closest('svg')) continue;
      const style = getComputedStyle(parent);
      const rect = parent.getBoundingClientRect();
      if (style.visibility !== 'visible' || rect.width <= 1 || rect.height <= 1 || style.opacity === '0') continue;
      const background = backgroundOf(parent);
      if (!background) continue;
      const color = over(rgba(style.color), background);
      const [l1, l2] = [lum(color), lum(background)].sort((x, y) => y - x);
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      if (ratio < min) {
        failures.push({
          text: content.slice(0, 60),
          ratio: Math.round(ratio * 100) / 100,
          color: style.color,
          background: 'rgb(' + background.slice(0, 3).map(Math.round).join(' ') + ')',
          html: target.outerHTML.slice(0, 160),
        });
      }
    }
  }
  return failures;
}`;

/**
 * Counts the page's requests in flight, so `quiet` can wait for the network to rest after an in-app
 * navigation (Playwright's `networkidle` only follows document loads).
 */
export function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Resolves once no request has been in flight for `ms` and two frames have painted. */
export async function quiet(page: Page, inFlight: () => number, ms = 200, timeout = 15_000) {
  const end = Date.now() + timeout;
  let idleSince = Date.now();
  while (Date.now() < end) {
    if (inFlight() > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= ms) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

/** An in-app navigation, as a link click would do (react-router follows `popstate`): no reload, no splash. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
}
