import { describe, expect, it } from 'vitest';
import { MediaListResponseSchema, MediaResponseSchema, MediaUsagesResponseSchema } from '@/contract/studio/media';
import { useTestApp } from '@/server/test/helper';
import { call, productDraft, staffSession } from '../test-studio';
import { twoHalves, upload } from './test-media';

// The studio's media page (docs/decisions/260-studio-media-and-csv.md): the library is paged, searched and filtered
// in the database (used/unused, missing alt), says where a medium is used, takes a new focal point that the next
// publish cuts its slot crops around (new URL, never a stale year-long crop), and refuses to delete a used medium.
const t = useTestApp();

let seq = 0;
const token = () => `lib${Date.now().toString(36)}${++seq}q`;

async function make(cookie: string, alt: string, filename = 'foto.jpg', width = 400) {
  const res = await upload(t, cookie, { data: await twoHalves(width, width / 2), filename }, { alt, alt_en: `${alt} en` });
  expect(res.statusCode, res.body).toBe(201);
  return MediaResponseSchema.parse(res.json()).data;
}
const list = async (cookie: string, query: string) => {
  const res = await call(t, `studio/media?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return MediaListResponseSchema.parse(res.json());
};

describe('GET studio/media (the media page)', () => {
  it('pages in the database, newest first, with the total of the filtered rows', async () => {
    const editor = await staffSession(t, 'editor');
    const word = token();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await make(editor.cookie, `${word} ${i}`));
    const first = await list(editor.cookie, `q=${word}&per_page=2`);
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(first.data.map((m) => m.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = await list(editor.cookie, `q=${word}&per_page=2&page=2`);
    expect(second.data.map((m) => m.id)).toEqual([made[0]!.id]);
    expect((await list(editor.cookie, `q=${word}&per_page=2&page=3`)).data).toEqual([]);
    for (const bad of ['per_page=101', 'page=0', 'usage=maybe', 'missing_alt=yes', `q=${'x'.repeat(201)}`]) {
      expect((await call(t, `studio/media?${bad}`, { cookie: editor.cookie })).statusCode, bad).toBe(400);
    }
  });

  it('filters used and unused (a draft naming it counts) and missing alt texts (empty or only the file name)', async () => {
    const editor = await staffSession(t, 'editor');
    const word = token();
    const used = await make(editor.cookie, `${word} dipakai`);
    const unused = await make(editor.cookie, `${word} bebas`);
    const placeholder = MediaResponseSchema.parse(
      (
        await upload(
          t,
          editor.cookie,
          { data: await twoHalves(300, 200), filename: `${word}-IMG_01.JPG` },
          { alt: `${word}-img_01`, alt_en: 'A real English text' },
        )
      ).json(),
    ).data;
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: `Kamera ${word}`, image: { media_id: used.id } }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const usedIds = (await list(editor.cookie, `q=${word}&usage=used`)).data.map((m) => m.id);
    expect(usedIds).toEqual([used.id]);
    expect((await list(editor.cookie, `q=${word}&usage=used`)).data[0]).toMatchObject({ used: true, published: false });
    const unusedList = await list(editor.cookie, `q=${word}&usage=unused`);
    expect(unusedList.data.map((m) => m.id)).toEqual([placeholder.id, unused.id]);
    expect(unusedList.meta.total).toBe(2);
    expect(unusedList.data.every((m) => !m.used)).toBe(true);
    expect((await list(editor.cookie, `q=${word}&missing_alt=1`)).data.map((m) => m.id)).toEqual([placeholder.id]);
    expect((await list(editor.cookie, `q=${word}&missing_alt=1&usage=used`)).meta.total).toBe(0);
  });
});

describe('a medium used by a product', () => {
  it('lists where it is used, refuses deletion with 409 in both languages, and a new focal point moves the published square crop', async () => {
    const editor = await staffSession(t, 'editor');
    const word = token();
    const photo = await make(editor.cookie, `${word} foto`, 'foto.jpg', 1600);
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: `Kamera ${word}`, image: { media_id: photo.id } }) },
    });
    const { id, version } = created.json().data as { id: number; version: number };
    const usages = await call(t, `studio/media/${photo.id}/usages`, { cookie: editor.cookie });
    expect(MediaUsagesResponseSchema.parse(usages.json()).data).toEqual([
      { collection: 'products', entity_id: id, title: `Kamera ${word}`, published: false },
    ]);

    const refused = await call(t, `studio/media/${photo.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Media ini masih dipakai oleh draf atau konten yang terbit; lepaskan dulu dari sana.');
    const refusedEn = await call(t, `studio/media/${photo.id}`, {
      method: 'DELETE',
      cookie: editor.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(refusedEn.statusCode).toBe(409);
    expect(refusedEn.json().message).toMatch(/^This medium is still used/);
    expect((await call(t, `studio/media/${photo.id}`, { cookie: editor.cookie })).statusCode).toBe(200);

    const slug = `kamera-${word}`;
    const publicProduct = async () => {
      const product = await t.app.inject({ method: 'GET', url: `/api/cms/v3/products/find?slug=${slug}` });
      expect(product.statusCode, product.body).toBe(200);
      return JSON.stringify(product.json());
    };
    const published = await call(t, `studio/collections/products/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicProduct()).toContain(`/media/studio/${photo.id}/640x640-f500-500.webp`);
    expect(
      MediaUsagesResponseSchema.parse((await call(t, `studio/media/${photo.id}/usages`, { cookie: editor.cookie })).json()).data,
    ).toEqual([{ collection: 'products', entity_id: id, title: `Kamera ${word}`, published: true }]);
    // A pending draft change stays unpublished: only the image columns follow the medium.
    const saved = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { version, data: productDraft({ name: `Kamera ${word}`, image: { media_id: photo.id }, price: 999 }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const moved = await call(t, `studio/media/${photo.id}`, {
      method: 'PATCH',
      cookie: editor.cookie,
      body: { focal_x: 0.125, focal_y: 0.25, alt: `${word} sudut kiri` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await publicProduct();
    expect(after).toContain(`/media/studio/${photo.id}/640x640-f125-250.webp`);
    expect(after).toContain(`${word} sudut kiri`);
    expect(after).not.toContain('f500-500');
    expect(JSON.parse(after).data.price).toBe(1_234_000);
    const stale = await t.app.inject({ method: 'GET', url: `/media/studio/${photo.id}/640x640-f500-500.webp` });
    expect(stale.statusCode).toBe(200); // an old page in a cache keeps its picture
    const crop = await t.app.inject({ method: 'GET', url: `/media/studio/${photo.id}/640x640-f125-250.webp` });
    expect(crop.statusCode).toBe(200);
    expect(crop.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('PATCH studio/media/:id refuses hostile input and changes nothing', () => {
  it('NaN, infinite, out-of-range and wrong-typed focal points, huge or NUL alt texts, unknown or nested fields', async () => {
    const editor = await staffSession(t, 'editor');
    const photo = await make(editor.cookie, `${token()} utuh`);
    const bodies: [string, string][] = [
      ['NaN', '{"focal_x":"NaN"}'],
      ['NaN literal', '{"focal_x":NaN}'],
      ['Infinity', '{"focal_y":1e999}'],
      ['negative', '{"focal_x":-0.01}'],
      ['over one', '{"focal_y":1.0001}'],
      ['string number', '{"focal_x":"0.5"}'],
      ['null', '{"focal_x":null}'],
      ['array', '{"focal_x":[0.5]}'],
      ['huge alt', JSON.stringify({ alt: 'a'.repeat(301) })],
      ['enormous alt', JSON.stringify({ alt_en: 'b'.repeat(200_000) })],
      ['NUL', JSON.stringify({ alt: 'a\u0000b' })],
      ['blank', JSON.stringify({ alt_en: '   ' })],
      ['nested', JSON.stringify({ alt: { alt: 'x' } })],
      ['unknown', JSON.stringify({ file_name: 'x.exe' })],
      ['not an object', '[1,2]'],
    ];
    for (const [name, raw] of bodies) {
      const res = await call(t, `studio/media/${photo.id}`, { method: 'PATCH', cookie: editor.cookie, raw });
      expect([400, 413], name).toContain(res.statusCode);
      expect(res.json().message, name).toEqual(expect.any(String));
    }
    const now = MediaResponseSchema.parse((await call(t, `studio/media/${photo.id}`, { cookie: editor.cookie })).json()).data;
    expect(now).toMatchObject({ alt: photo.alt, alt_en: photo.alt_en, focal_x: 0.5, focal_y: 0.5, file_name: 'foto.jpg' });
    // The same change twice, in parallel: both answer, the row holds it once.
    const both = await Promise.all(
      [0, 1].map(() =>
        call(t, `studio/media/${photo.id}`, { method: 'PATCH', cookie: editor.cookie, body: { focal_x: 0.3, focal_y: 0.7 } }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await call(t, `studio/media/${photo.id}`, { cookie: editor.cookie })).json().data).toMatchObject({
      focal_x: 0.3,
      focal_y: 0.7,
    });
    expect((await call(t, 'studio/media/not-a-uuid/usages', { cookie: editor.cookie })).statusCode).toBe(400);
    expect((await call(t, 'studio/media/00000000-0000-4000-8000-000000000000/usages', { cookie: editor.cookie })).statusCode).toBe(404);
  });
});
