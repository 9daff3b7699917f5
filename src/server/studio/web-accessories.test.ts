import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAccessories } from '../db/schema';
import { createTestWebRoot } from '../test/web-root';
import { createTestApp, type TestApp } from '../test/helper';
import { call, staffSession } from './test-studio';

// Web accessories (header and footer logos and badges) are a collection of the studio like the others
// (src/contract/collections/web-accessories.ts; docs/studio.md): marketing edits and publishes them, a link is
// https or a path of this site, a key is unique, and the public read and the cached pages show the change at once.

let t: TestApp;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 60_000, studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

type Draft = Record<string, unknown>;
const bootReads = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="boot-reads">([\s\S]*?)<\/script>/)?.[1] ?? '{}') as Record<
    string,
    { data: { key: string; title: string; url?: string | null; media_url: string | null }[] }
  >;
const publicAccessories = async () =>
  (await t.app.inject({ url: '/api/cms/v2/web-accessories' })).json().data as { key: string; title: string; url: string | null }[];

async function openByKey(cookie: string, key: string) {
  const [row] = await t.db.select({ id: webAccessories.id }).from(webAccessories).where(eq(webAccessories.key, key));
  const read = await call(t, `studio/collections/web-accessories/${row!.id}`, { cookie });
  expect(read.statusCode, read.body).toBe(200);
  return { id: row!.id, ...(read.json().data as { draft: Draft; version: number }) };
}

describe('web accessories in the studio', () => {
  it('lists the seeded header and footer assets to marketing, and refuses a role without the right', async () => {
    const marketing = await staffSession(t, 'marketing');
    const list = await call(t, 'studio/collections/web-accessories?per_page=50', { cookie: marketing.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { title: string }[]).map((r) => r.title)).toEqual(
      expect.arrayContaining(['Denka', 'Denka Mobile', 'Insta360', 'Hollyland', 'Saramonic']),
    );
    const hr = await staffSession(t, 'hr');
    const refused = await call(t, 'studio/collections/web-accessories', { cookie: hr.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied', action: 'view' });
  });

  it('publishes a changed footer badge: the public read and the cached page show it at once', async () => {
    const marketing = await staffSession(t, 'marketing');
    // Both cached before the change (API_CACHE_TTL_MS: a minute here).
    expect((await publicAccessories()).find((a) => a.key === 'footer_app_badge')?.title).toBe('Denka Mobile');
    const before = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(JSON.stringify(bootReads(before.body)['v2/web-accessories?lang=id'])).toContain('Denka Mobile');

    const badge = await openByKey(marketing.cookie, 'footer_app_badge');
    expect(badge.draft).toMatchObject({ key: 'footer_app_badge', placement: 'footer', link: '/denka-mobile' });
    const data = {
      ...badge.draft,
      label: 'Unduh Denka Mobile',
      link: 'https://play.google.com/store/apps/details?id=id.denka',
      sort_order: 5,
    };
    const saved = await call(t, `studio/collections/web-accessories/${badge.id}`, {
      method: 'PUT',
      cookie: marketing.cookie,
      body: { data, version: badge.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(t, `studio/collections/web-accessories/${badge.id}/publish`, {
      method: 'POST',
      cookie: marketing.cookie,
      body: { version: saved.json().data.version },
    });
    expect(published.statusCode, published.body).toBe(200);

    expect((await publicAccessories()).find((a) => a.key === 'footer_app_badge')).toMatchObject({
      title: 'Unduh Denka Mobile',
      url: 'https://play.google.com/store/apps/details?id=id.denka',
    });
    const after = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(JSON.stringify(bootReads(after.body)['v2/web-accessories?lang=id'])).toContain('Unduh Denka Mobile');
  });

  it('refuses a link that is not https or a path of this site, and a malformed key, as field errors', async () => {
    const marketing = await staffSession(t, 'marketing');
    const logo = await openByKey(marketing.cookie, 'header_logo');
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://denka.co.id/',
      '//evil.example/',
      '/\\evil.example/',
      'https://',
      '/a b',
      '/x\u0000y',
    ];
    for (const link of bad) {
      const res = await call(t, `studio/collections/web-accessories/${logo.id}`, {
        method: 'PUT',
        cookie: marketing.cookie,
        body: { data: { ...logo.draft, link }, version: logo.version },
      });
      expect(res.statusCode, `${link}: ${res.body}`).toBe(400);
      // A control character is refused by every body's check before the draft's (`data.link`).
      expect(
        Object.keys(res.json().errors ?? {}).map((k) => k.replace(/^data\./, '')),
        link,
      ).toEqual(['link']);
    }
    for (const key of ['Header Logo', 'header/logo', '-x', 'x'.repeat(101)]) {
      const res = await call(t, `studio/collections/web-accessories/${logo.id}`, {
        method: 'PUT',
        cookie: marketing.cookie,
        body: { data: { ...logo.draft, key }, version: logo.version },
      });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), key).toEqual(['key']);
    }
    for (const placement of ['sidebar', 1]) {
      const res = await call(t, `studio/collections/web-accessories/${logo.id}`, {
        method: 'PUT',
        cookie: marketing.cookie,
        body: { data: { ...logo.draft, placement }, version: logo.version },
      });
      expect(res.statusCode, `${String(placement)}: ${res.body}`).toBe(400);
    }
    // Lone surrogates in a text are refused like anywhere else; nothing was stored by any of the refusals.
    const surrogate = await call(t, `studio/collections/web-accessories/${logo.id}`, {
      method: 'PUT',
      cookie: marketing.cookie,
      raw: JSON.stringify({ data: { ...logo.draft, label: 'Denka' }, version: logo.version }).replace('"Denka"', '"Den\\ud800ka"'),
    });
    expect(surrogate.statusCode).toBe(400);
    expect((await openByKey(marketing.cookie, 'header_logo')).version).toBe(logo.version);
    // Good links: a path of this site, https elsewhere.
    for (const link of ['/', '/brand/insta360?lang=en', 'https://www.denka.co.id/']) {
      const current = await openByKey(marketing.cookie, 'header_logo');
      const res = await call(t, `studio/collections/web-accessories/${logo.id}`, {
        method: 'PUT',
        cookie: marketing.cookie,
        body: { data: { ...current.draft, link }, version: current.version },
      });
      expect(res.statusCode, `${link}: ${res.body}`).toBe(200);
    }
  });

  it('a new accessory takes its image from the media library, and a key already used is a field error on publish', async () => {
    const marketing = await staffSession(t, 'marketing');
    const create = (key: string, label: string) =>
      call(t, 'studio/collections/web-accessories', {
        method: 'POST',
        cookie: marketing.cookie,
        body: {
          data: {
            key,
            placement: 'footer',
            label,
            media_url: { url: '/media/accessories/denka-mobile-color.webp' },
            hover_media_url: null,
            link: '/garansi',
            sort_order: 9,
          },
        },
      });
    const fresh = await create('footer_warranty_badge', 'Garansi resmi');
    expect(fresh.statusCode, fresh.body).toBe(201);
    const { id, version } = fresh.json().data as { id: number; version: number };
    const ok = await call(t, `studio/collections/web-accessories/${id}/publish`, {
      method: 'POST',
      cookie: marketing.cookie,
      body: { version },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await publicAccessories()).find((a) => a.key === 'footer_warranty_badge')).toMatchObject({
      title: 'Garansi resmi',
      url: '/garansi',
    });

    // Two drafts racing for one key: one publishes, the other gets the field error, and the public table holds one row.
    const twins = await Promise.all([create('footer_twin', 'Kembar A'), create('footer_twin', 'Kembar B')]);
    const results = await Promise.all(
      twins.map((r) => {
        const d = r.json().data as { id: number; version: number };
        return call(t, `studio/collections/web-accessories/${d.id}/publish`, {
          method: 'POST',
          cookie: marketing.cookie,
          body: { version: d.version },
        });
      }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(Object.keys(results.find((r) => r.statusCode === 400)!.json().errors)).toEqual(['key']);
    expect(await t.db.select().from(webAccessories).where(eq(webAccessories.key, 'footer_twin'))).toHaveLength(1);
  });
});
