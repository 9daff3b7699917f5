import { expect, test, type APIRequestContext, type Page } from './support/test';

// The first screen rendered on the server (docs/decisions/113-first-screen.md): the
// HTML a crawler or a link preview receives holds the page's first screen in the page's language, without
// running any script; in the browser the app hydrates that markup (keeps its nodes) without a mismatch.

type Lang = 'id' | 'en';
type Product = { slug: string; name: string; price: number };
type Article = { slug: string; title: string; kind: string };

const HOME_HEADING: Record<Lang, string> = { id: 'Distributor Resmi Kamera & Video Gear', en: 'Official Camera & Video Gear Distributor' };
const withLang = (path: string, lang: Lang) => (lang === 'en' ? `${path}?lang=en` : path);
/** The price as the product page writes it (src/lib/format.ts): `Rp 8.999.000`, in both languages. */
const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)}`;

async function productIn(request: APIRequestContext, lang: Lang): Promise<Product> {
  const list = (await (await request.get(`/api/cms/v3/products/fetch?per_page=1&lang=${lang}`)).json()) as {
    data: { data: Array<{ slug: string }> };
  };
  const slug = list.data.data[0]!.slug;
  const body = (await (await request.get(`/api/cms/v3/products/find?slug=${slug}&lang=${lang}`)).json()) as { data: Product };
  expect(body.data.name).toBeTruthy();
  return body.data;
}

async function articleIn(request: APIRequestContext, lang: Lang): Promise<Article> {
  const body = (await (await request.get(`/api/cms/v2/event?kind=article&size=1&lang=${lang}`)).json()) as { data: { data: Article[] } };
  const article = body.data.data[0]!;
  expect(article.title).toBeTruthy();
  return article;
}

async function homeSlideText(request: APIRequestContext, lang: Lang): Promise<string> {
  const body = (await (await request.get(`/api/cms/v2/main-slider?lang=${lang}`)).json()) as {
    main_slider: Array<{ title: string; subtitle: string }>;
  };
  // The subtitle is in the language asked for (the title is a product name in both).
  return body.main_slider[0]!.subtitle;
}

/** The text of the server's `#root`, markup stripped, as a script-less client gets it. */
async function serverRootText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(html)?.[1];
  expect(root, `${path}: #root is server-rendered`).toBeTruthy();
  return root!
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/**
 * The start of a CMS body's last paragraph as text (markup stripped as serverRootText strips it); the last, since a
 * product's first one repeats its short description, which the page shows on its own.
 */
function lastParagraph(html: string): string {
  const text = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].pop()?.[1] ?? '';
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
}

async function cmsBody(request: APIRequestContext, path: string): Promise<string> {
  const body = (await (await request.get(`/api/cms/${path}`)).json()) as { data: { body?: string; content?: string } };
  const paragraph = lastParagraph(body.data.body ?? body.data.content ?? '');
  expect(paragraph.length, path).toBeGreaterThan(10);
  return paragraph;
}

for (const lang of ['id', 'en'] as const) {
  test.describe(`the server's HTML holds the first screen (${lang})`, () => {
    test('home: the heading and the first slide', async ({ request }) => {
      const text = await serverRootText(request, withLang('/', lang));
      expect(text).toContain(HOME_HEADING[lang]);
      expect(text).toContain(await homeSlideText(request, lang));
    });

    test('a product page: its name, price and description', async ({ request }) => {
      const product = await productIn(request, lang);
      const text = await serverRootText(request, withLang(`/product-info/${product.slug}`, lang));
      expect(text).toContain(product.name);
      expect(text).toContain(rupiah(product.price));
      // The CMS description, sanitised by the server (docs/decisions/080-content-html-identity-and-art.md), is in the HTML.
      expect(text).toContain(await cmsBody(request, `v3/products/find?slug=${product.slug}&lang=${lang}`));
    });

    test('the service centre page: its first screen and its CMS repair terms', async ({ request }) => {
      // Its CMS body is read without a DOM (src/features/service/components/cms-body.tsx), so the server renders it too.
      const text = await serverRootText(request, withLang('/service-center', lang));
      expect(text).toContain(lang === 'en' ? 'Official repairs by Denka technicians' : 'Perbaikan resmi oleh teknisi Denka');
      expect(text).toContain(await cmsBody(request, `v2/web-page/find?slug=service-garansi&lang=${lang}`));
    });

    test('an article: its headline and its body', async ({ request }) => {
      const article = await articleIn(request, lang);
      const text = await serverRootText(request, withLang(`/berita_detail/${article.slug}`, lang));
      expect(text).toContain(article.title);
      expect(text).toContain(await cmsBody(request, `v2/event/${article.slug}?lang=${lang}`));
    });
  });

  test.describe(`without JavaScript the page shows its first screen (${lang})`, () => {
    test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

    test('home, a product page and an article are readable, no start-up screen over them', async ({ page, request }) => {
      await page.goto(withLang('/', lang));
      await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING[lang] })).toBeVisible();
      await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
      const product = await productIn(request, lang);
      await page.goto(withLang(`/product-info/${product.slug}`, lang));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(rupiah(product.price)).first()).toBeVisible();
      const article = await articleIn(request, lang);
      await page.goto(withLang(`/berita_detail/${article.slug}`, lang));
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    });
  });
}

test.describe('hydration', () => {
  test.use({ serviceWorkers: 'block' });

  /** Opens a page, keeping every console error and uncaught error, and the server's <h1> node before any script runs. */
  async function openAndHydrate(page: Page, path: string) {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    // The server's heading node, taken as the parser inserts it: before the app's module script runs.
    await page.addInitScript({
      content: `new MutationObserver((_, observer) => {
        const h1 = document.querySelector('#root h1');
        if (h1) { window.__serverH1 = h1; observer.disconnect(); }
      }).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto(path);
    await expect(page.locator('#boot-splash')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Hydrated, not rendered again: the heading the server sent is still the one in the document.
    const kept = await page.evaluate(
      'window.__serverH1 !== undefined && window.__serverH1.isConnected && document.querySelector("#root h1") === window.__serverH1',
    );
    return { errors, kept };
  }

  for (const lang of ['id', 'en'] as const) {
    test(`home, a product page and an article hydrate without a mismatch (${lang})`, async ({ page, request }) => {
      const product = await productIn(request, lang);
      const article = await articleIn(request, lang);
      if (lang === 'en') await page.addInitScript({ content: `localStorage.setItem('activeLang', 'en')` });
      for (const path of ['/', `/product-info/${product.slug}`, `/berita_detail/${article.slug}`]) {
        const { errors, kept } = await openAndHydrate(page, withLang(path, lang));
        expect(
          errors.filter((e) => /hydrat|#418|#419|#421|#422|#423|#425|did not match|didn't match/i.test(e)),
          `${path}: hydration errors`,
        ).toEqual([]);
        expect(errors, `${path}: console errors`).toEqual([]);
        expect(kept, `${path}: the server's markup was hydrated in place`).toBe(true);
      }
    });
  }

  test("the dealer finder's fields keep the server's ids once hydrated: no second render swaps them", async ({ page }) => {
    // Mantine swapped React's ids for random ones right after hydrating, a synchronous render of every field
    // (build/mantine-use-id.ts). Every id-bearing attribute written in #root after the server's page is kept.
    await page.addInitScript({
      content: `window.__idWrites = [];
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const r of records) window.__idWrites.push(r.attributeName + ': ' + r.oldValue + ' -> ' + r.target.getAttribute(r.attributeName));
        }).observe(document.getElementById('root'), {
          subtree: true, attributes: true, attributeOldValue: true,
          attributeFilter: ['id', 'for', 'aria-describedby', 'aria-labelledby'],
        });
      });`,
    });
    await page.goto('/authorized-store');
    await expect(page.locator('#boot-splash')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const search = page.getByLabel('Cari dealer');
    await expect(search).toHaveAttribute('id', /^mantine-/);
    const writes = await page.evaluate<string[]>('window.__idWrites');
    expect(writes).toEqual([]);
  });

  test('the dealer finder carries its first screen, not every dealer, hydrates it in place and then filters on the device', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/cms/v2/authorized_store?type=offline_store&per_page=1')).json()) as {
      data: { total: number };
    };
    expect(all.data.total, 'the seed has more dealers than one page').toBeGreaterThan(20);
    const html = await (await request.get('/authorized-store?page=2', { headers: { accept: 'text/html' } })).text();
    type Entry = { queryKey: unknown[]; state: { data: unknown } };
    const state = JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      queries: Entry[];
    };
    expect(state.queries.filter((q) => q.queryKey[0] === 'dealers' && q.queryKey[1] === 'list')).toEqual([]);
    const screens = state.queries.filter((q) => q.queryKey[0] === 'dealers' && q.queryKey[1] === 'screen');
    expect(screens).toHaveLength(1);
    const screen = screens[0]!.state.data as { total: number; offset: number; rows: { dealer: { name: string } }[] };
    // Page 2 as a desktop shows it, and page 1 before it for a phone's "view more": 20 dealers, not all of them.
    expect(screen).toMatchObject({ total: all.data.total, offset: 0 });
    expect(screen.rows).toHaveLength(20);
    // The JSON-LD links the first page to each dealer's own page instead of repeating every dealer.
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      numberOfItems: number;
      itemListElement: { url: string }[];
    };
    expect(ld.numberOfItems).toBe(all.data.total);
    expect(ld.itemListElement).toHaveLength(10);
    expect(ld.itemListElement[0]!.url).toMatch(/\/dealer\/[^/]+$/);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    // Every dealer arrives only when the test lets it: the page first stands on the server's screen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cms/v2/authorized_store?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/authorized-store?page=2');
    await expect(page.locator('#boot-splash')).toHaveCount(0, { timeout: 15_000 });
    const list = page.getByTestId('dealer-list');
    await expect(page.getByTestId('dealer-count')).toHaveText(`${all.data.total} dealer ditemukan`);
    await expect(list.getByRole('article').first()).toContainText(screen.rows[10]!.dealer.name);
    release();
    // Once every dealer is on the device, the search filters there.
    const first = screen.rows[10]!.dealer.name;
    await page.getByLabel('Cari dealer').fill(first);
    await expect(page.getByTestId('dealer-count')).not.toHaveText(`${all.data.total} dealer ditemukan`);
    await expect(list.getByRole('article').first()).toContainText(first);
    expect(errors.filter((e) => /hydrat|#418|#419|#421|#422|#423|#425|did not match|didn't match/i.test(e))).toEqual([]);
  });

  test('a visitor whose language differs from the page renders the page in theirs (no hydration of the other language)', async ({
    page,
  }) => {
    await page.addInitScript({ content: `localStorage.setItem('activeLang', 'en')` });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING.en })).toBeVisible({ timeout: 15_000 });
    expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
  });
});

// The page's scripts load from the head as normal module scripts (docs/decisions/113-first-screen.md): no inert
// template holds them back until after the first paint.
test.describe('scripts from the head', () => {
  for (const path of ['/', '/product-info/insta360-x5', '/authorized-store']) {
    test(`${path}: the shell is a module script in the head, the page's chunks module preloads after it`, async ({ request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const headPart = html.slice(0, html.indexOf('</head>'));
      expect(headPart).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(headPart).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/);
      expect(html).not.toMatch(/<template id="after-first-screen"|after-first-screen\.js/);
    });
  }

  // zod is no part of a first screen (decision 113): not preloaded, and requested only after the page has
  // loaded, once it is idle, for the API client's response checks.
  for (const path of ['/', '/product-info/insta360-x5', '/authorized-store']) {
    test(`${path}: zod only after the page has loaded`, async ({ page, request }) => {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).not.toMatch(/\/assets\/zod-[\w-]+\.js/);
      await page.goto(path);
      // Evaluated in the page (as a string: this file compiles without the DOM library).
      const zodRequested = `performance.getEntriesByType('resource').filter((e) => /\\/assets\\/zod-[\\w-]+\\.js$/.test(e.name))`;
      await expect.poll(async () => (await page.evaluate(`${zodRequested}.length`)) as number, { timeout: 15_000 }).toBeGreaterThan(0);
      const timing = (await page.evaluate(
        `({ loaded: performance.getEntriesByType('navigation')[0].loadEventStart, zod: ${zodRequested}.map((e) => e.startTime) })`,
      )) as { loaded: number; zod: number[] };
      expect(timing.loaded).toBeGreaterThan(0);
      for (const start of timing.zod) expect(start).toBeGreaterThanOrEqual(timing.loaded);
    });
  }
});
