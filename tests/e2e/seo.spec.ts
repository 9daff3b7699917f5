import { expect, test, type Page } from './support/test';

// Decision 120, browser half: the server's head is taken over by the client without
// duplicates — after client-side navigation there is still exactly one description and one canonical.

type Product = { slug: string; name: string; brand: { slug: string; name: string } };

let product: Product;

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/cms/v3/products/fetch?per_page=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { data: Product[] } };
  product = body.data.data[0]!;
  expect(product.slug).toBeTruthy();
});

const head = (page: Page) => ({
  descriptions: page.locator('head meta[name="description"]'),
  ogDescriptions: page.locator('head meta[property="og:description"]'),
  canonicals: page.locator('head link[rel="canonical"]'),
  ogImages: page.locator('head meta[property="og:image"]'),
});

// The test project compiles without the DOM lib: the few browser globals used in evaluate().
type BrowserGlobals = { document: { querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }> } };

/** Product JSON-LD blocks in the document (Playwright's text filters skip <script> contents). */
const productJsonLdCount = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as BrowserGlobals;
    return Array.from(document.querySelectorAll('script[type="application/ld+json"]')).filter(
      (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'] === 'Product',
    ).length;
  });

async function expectOneEach(page: Page, path: string) {
  const h = head(page);
  await expect(h.descriptions).toHaveCount(1);
  await expect(h.ogDescriptions).toHaveCount(1);
  await expect(h.canonicals).toHaveCount(1);
  await expect(h.canonicals).toHaveAttribute('href', new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

test('the server sends the product head; the client keeps exactly one of each tag across navigations', async ({ page, request }) => {
  const path = `/product-info/${product.slug}`;
  // What a crawler or WhatsApp sees (no JavaScript).
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<meta property="og:title" content="${product.name}"`);
  expect(html).toContain('"priceCurrency":"IDR"');

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectOneEach(page, path);
  await expect.poll(() => productJsonLdCount(page)).toBe(1);
  await expect(head(page).ogImages).toHaveCount(1); // the server's preview image stays on its page

  // Client-side navigation to the brand page: the product's head must not linger.
  await page.getByTestId('product-brand-link').click();
  await expect(page).toHaveURL(new RegExp(`/brand/${product.brand.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.brand.name })).toBeVisible();
  await expectOneEach(page, `/brand/${product.brand.slug}`);
  await expect.poll(() => productJsonLdCount(page)).toBe(0);
  await expect(head(page).ogImages).toHaveCount(0);

  // And back through history to the product page: one Product block, one description, one canonical.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectOneEach(page, path);
  await expect.poll(() => productJsonLdCount(page)).toBe(1);
});

test('?lang=en selects English on the server and in the browser', async ({ page, request }) => {
  const html = await (await request.get('/garansi?lang=en')).text();
  expect(html).toMatch(/<html lang="en"[ >]/); // and the one colour scheme, data-mantine-color-scheme (decision 112)
  expect(html).toMatch(/<link rel="alternate" hreflang="id" href="[^"]*\/garansi"/);

  await page.goto('/garansi?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The app stores the language when it starts, which on a server-rendered page is after its first screen has
  // painted (docs/decisions/113-first-screen.md): the HTML's lang is there before it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('activeLang'),
      ),
    )
    .toBe('en');
  await expectOneEach(page, '/garansi?lang=en');
});

test('an unknown product answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/product-info/tidak-ada-produk-ini');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(head(page).descriptions).toHaveCount(1);
});

test('each page preloads the LCP image and its language catalog from the HTML (decision 113)', async ({ request }) => {
  const catalogOf = async (url: string) => {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
    const catalog = html.match(/<link rel="modulepreload" crossorigin href="(\/assets\/messages-[\w-]+\.js)">/)?.[1];
    expect(catalog, `catalog preload on ${url}`).toBeTruthy();
    expect((await request.get(catalog!)).ok()).toBe(true);
    return { html, catalog: catalog! };
  };
  const id = await catalogOf('/');
  const en = await catalogOf('/?lang=en');
  expect(en.catalog).not.toBe(id.catalog);
  // The hero's first slide, for phones and for wide screens, with high priority.
  expect(id.html.match(/<link rel="preload" as="image" fetchpriority="high"[^>]*media="\(max-width: 47.99em\)"/)).toBeTruthy();
  expect(id.html.match(/<link rel="preload" as="image" fetchpriority="high"[^>]*media="\(min-width: 48em\)"/)).toBeTruthy();
});

test('a page preloads its own chunks beside the shell, and every preloaded file exists (decision 113)', async ({ request }) => {
  for (const [url, chunk] of [
    ['/', /^\/assets\/home-page-[\w-]+\.js$/],
    ['/product-info/insta360-x5', /^\/assets\/product-info-page-[\w-]+\.js$/],
  ] as const) {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
    const shell = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map((m) => m[1]);
    const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(
      preloaded.some((file) => chunk.test(file)),
      `${url} preloads its page chunk`,
    ).toBe(true);
    expect(
      preloaded.filter((file) => shell.includes(file)),
      'the shell is not preloaded twice',
    ).toEqual([]);
    for (const file of preloaded) expect((await request.get(file)).status(), file).toBe(200);
  }
});
