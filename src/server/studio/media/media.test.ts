import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { MediaListResponseSchema, MediaResponseSchema } from '@/contract/studio/media';
import { useTestApp } from '@/server/test/helper';
import { call, productDraft, staffSession } from '../test-studio';
import { studioImageRow } from './image-row';
import { decompressionBomb, plainPdf, twoHalves, upload, zipTail } from './test-media';

// The studio's media library (docs/decisions/260-studio-media-and-csv.md): uploads become WebP renditions in the
// database, alt texts are required in both languages, hostile files are refused, PDFs stay private until
// a published entity uses them, and the public URLs are cached for a year.
const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const staffGet = (url: string, cookie: string) => get(url, { cookie: `${STAFF_COOKIE}=${cookie}` });
/** The colour of the middle pixel of a WebP. */
async function middle(data: Buffer) {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: pixels[at]!, b: pixels[at + 2]! };
}

describe('POST studio/media', () => {
  it('turns a JPEG into WebP renditions 320–1280 wide with EXIF orientation applied and no metadata left', async () => {
    const editor = await staffSession(t, 'editor');
    // 2000 × 1500 stored sideways: orientation 6 means it shows 1500 wide, 2000 high.
    const res = await upload(t, editor.cookie, { data: await twoHalves(2000, 1500, 'jpeg', 6) });
    expect(res.statusCode, res.body).toBe(201);
    const medium = MediaResponseSchema.parse(res.json()).data;
    expect(medium).toMatchObject({
      kind: 'image',
      width: 1500,
      height: 2000,
      alt: 'Kamera di meja',
      alt_en: 'Camera on a desk',
      focal_x: 0.5,
      focal_y: 0.5,
      published: false,
    });
    expect(medium.url).toBe(`/media/studio/${medium.id}/640.webp`);
    expect(medium.srcset).toBe([320, 640, 960, 1280].map((w) => `/media/studio/${medium.id}/${w}.webp ${w}w`).join(', '));
    for (const width of [320, 640, 960, 1280]) {
      const file = await get(`/media/studio/${medium.id}/${width}.webp`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 2000) / 1500));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    expect((await get(`/media/studio/${medium.id}/1600.webp`)).statusCode).toBe(404);
  });

  it('never upscales: a 200-pixel PNG gets one 200-wide rendition; WebP is taken too', async () => {
    const editor = await staffSession(t, 'editor');
    const small = MediaResponseSchema.parse(
      (await upload(t, editor.cookie, { data: await twoHalves(200, 100, 'png'), filename: 'kecil.png', type: 'image/png' })).json(),
    ).data;
    expect(small.srcset).toBe(`/media/studio/${small.id}/200.webp 200w`);
    expect(small.url).toBe(`/media/studio/${small.id}/200.webp`);
    const webp = await upload(t, editor.cookie, { data: await twoHalves(700, 350, 'webp'), filename: 'x.webp', type: 'image/webp' });
    expect(webp.statusCode).toBe(201);
    expect(MediaResponseSchema.parse(webp.json()).data.srcset).toContain('640.webp 640w');
    expect(MediaResponseSchema.parse(webp.json()).data.srcset).not.toContain('/960.webp');
  });

  it('crops around the focal point for a fixed aspect, and a new focal point makes new files', async () => {
    const editor = await staffSession(t, 'editor');
    const res = await upload(
      t,
      editor.cookie,
      { data: await twoHalves(1600, 800) },
      { alt: 'Dua warna', alt_en: 'Two colours', focal_x: '0.9', focal_y: '0.5' },
    );
    const medium = MediaResponseSchema.parse(res.json()).data;
    expect(medium.focal_x).toBe(0.9);
    const square = await studioImageRow(t.db, { media_id: medium.id }, { aspect: 1 });
    expect(square).toMatchObject({ width: 640, height: 640, alt: 'Dua warna', alt_en: 'Two colours' });
    expect(square.srcset.split(', ')).toHaveLength(2); // the 800-wide square reaches 320 and 640, never upscaled to 960
    const blue = await get(square.url);
    expect(blue.statusCode).toBe(200);
    expect(await middle(blue.rawPayload)).toMatchObject({ b: expect.any(Number) });
    expect((await middle(blue.rawPayload)).b).toBeGreaterThan(150); // the right (blue) half
    const patched = await call(t, `studio/media/${medium.id}`, { method: 'PATCH', cookie: editor.cookie, body: { focal_x: 0.1 } });
    expect(patched.statusCode, patched.body).toBe(200);
    const moved = await studioImageRow(t.db, { media_id: medium.id }, { aspect: 1 });
    expect(moved.url).not.toBe(square.url);
    expect((await middle((await get(moved.url)).rawPayload)).r).toBeGreaterThan(150); // now the left (red) half
    expect((await get(square.url)).statusCode).toBe(200); // the old crop keeps its URL and bytes
    // The uncropped row: the plain renditions.
    expect((await studioImageRow(t.db, { media_id: medium.id })).url).toBe(`/media/studio/${medium.id}/640.webp`);
  });

  it('requires the alt text in both languages, with field errors in the caller’s language', async () => {
    const editor = await staffSession(t, 'editor');
    const photo = { data: await twoHalves(400, 300) };
    const id = await upload(t, editor.cookie, photo, { alt: 'Kamera' });
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual({ alt_en: ['Teks alternatif wajib diisi (Indonesia dan Inggris).'] });
    const en = await upload(t, editor.cookie, photo, { alt: '  ', alt_en: 'Camera' }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ alt: ['Alt text is required (Indonesian and English).'] });
    const focal = await upload(t, editor.cookie, photo, { alt: 'a', alt_en: 'b', focal_x: '1.5' }, { 'accept-language': 'en' });
    expect(focal.json().errors).toEqual({ focal_x: ['The focal point must be between 0 and 1.'] });
    const blank = await upload(t, editor.cookie, photo, { alt: 'a', alt_en: 'b', focal_x: '', focal_y: '' });
    expect(MediaResponseSchema.parse(blank.json()).data).toMatchObject({ focal_x: 0.5, focal_y: 0.5 });
    const none = await upload(t, editor.cookie, undefined, { alt: 'a', alt_en: 'b' });
    expect(none.json().errors).toEqual({ file: ['Lampirkan berkas.'] });
  });

  it('answers 401 without a staff session and 403 to the service role (no collection of it takes files), and stores nothing', async () => {
    const before = await countMedia();
    const photo = { data: await twoHalves(400, 300) };
    expect((await upload(t, undefined, photo)).statusCode).toBe(401);
    const service = await staffSession(t, 'service');
    const refused = await upload(t, service.cookie, photo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied', collection: 'media', action: 'edit' });
    expect(refused.json().message).toBe('Peran Anda tidak boleh mengubah data ini. Admin dapat mengubahnya di Hak akses.');
    expect((await call(t, 'studio/media', { cookie: service.cookie })).statusCode).toBe(403);
    expect(await countMedia()).toBe(before);
    // HR uploads for jobs (their rich text), marketing for the home page (src/contract/studio/permissions.ts).
    for (const role of ['hr', 'marketing'] as const) {
      const staff = await staffSession(t, role);
      expect((await upload(t, staff.cookie, photo)).statusCode).toBe(201);
    }
    expect(await countMedia()).toBe(before + 2);
  });

  it('refuses a decompression bomb, polyglots, scripted PDFs, a wrong type and a bad name — and stores nothing', async () => {
    const editor = await staffSession(t, 'editor');
    const before = await countMedia();
    const jpeg = await twoHalves(400, 300);
    const cases: [string, Buffer, string][] = [
      ['bomb.png', decompressionBomb(), 'Gambar terlalu besar: paling banyak 40 megapiksel.'],
      ['polyglot.jpg', Buffer.concat([jpeg, Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n')]), 'file_type'],
      ['page.jpg', Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]), 'file_type'],
      ['gifar.jpg', Buffer.concat([jpeg, zipTail(jpeg.length)]), 'file_type'],
      ['zip.pdf', Buffer.concat([plainPdf(), zipTail(plainPdf().length)]), 'file_type'],
      ['script.pdf', Buffer.from('%PDF-1.4\n1 0 obj <</S /JavaScript /JS (app.alert(1))>> endobj\n%%EOF\n'), 'file_type'],
      ['cut.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'), 'Berkas rusak atau tidak lengkap.'],
      ['cut.jpg', jpeg.subarray(0, 600), 'Berkas rusak atau tidak lengkap.'],
      ['page.html', Buffer.from('<!doctype html><p>hi'), 'file_type'],
      [
        'fake.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
        'Berkas rusak atau tidak lengkap.',
      ],
    ];
    for (const [filename, data, message] of cases) {
      const res = await upload(t, editor.cookie, { data, filename });
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().errors.file, filename).toEqual([
        message === 'file_type' ? 'Jenis berkas tidak diterima: gambar JPEG, PNG atau WebP, atau PDF tanpa skrip.' : message,
      ]);
    }
    const nul = await upload(t, editor.cookie, { data: jpeg }, { alt: 'a\u0000b', alt_en: 'b' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json().errors)).toEqual(['alt']);
    // A lone surrogate cannot travel in a multipart part (UTF-8); in JSON it can, and is refused before the handler.
    const made = MediaResponseSchema.parse((await upload(t, editor.cookie, { data: jpeg })).json()).data;
    const surrogate = await call(t, `studio/media/${made.id}`, { method: 'PATCH', cookie: editor.cookie, raw: '{"alt":"b\\ud800"}' });
    expect(surrogate.statusCode).toBe(400);
    expect((await call(t, `studio/media/${made.id}`, { cookie: editor.cookie })).json().data.alt).toBe('Kamera di meja');
    expect((await call(t, `studio/media/${made.id}`, { method: 'DELETE', cookie: editor.cookie })).statusCode).toBe(200);
    const json = await call(t, 'studio/media', { method: 'POST', cookie: editor.cookie, body: { alt: 'a' } });
    expect(json.statusCode).toBe(415);
    expect(await countMedia()).toBe(before);
  });

  it('answers 413 to a file over the limit', async () => {
    const editor = await staffSession(t, 'editor');
    const res = await upload(t, editor.cookie, { data: Buffer.concat([await twoHalves(100, 100), Buffer.alloc(16 * 1024 * 1024)]) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Berkas lebih dari 15 MB.');
  });
});

describe('PDFs', () => {
  it('stay private (404 to visitors, served to staff) until a published entity uses them, then are public attachments; used media cannot be deleted', async () => {
    const editor = await staffSession(t, 'editor');
    const res = await upload(
      t,
      editor.cookie,
      { data: plainPdf(), filename: 'Panduan Kamera X.pdf', type: 'application/pdf' },
      { alt: 'Panduan', alt_en: 'Manual' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const pdf = MediaResponseSchema.parse(res.json()).data;
    expect(pdf).toMatchObject({
      kind: 'pdf',
      srcset: null,
      width: null,
      published: false,
      url: `/media/studio/${pdf.id}/panduan-kamera-x.pdf`,
    });
    expect((await get(pdf.url)).statusCode).toBe(404);
    const staff = await staffGet(pdf.url, editor.cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers['content-disposition']).toBe('attachment; filename="panduan-kamera-x.pdf"');

    // A draft that uses it: still private, and the medium cannot be deleted.
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Manual PDF', manual_url: { media_id: pdf.id } }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data as { id: number; version: number };
    expect((await get(pdf.url)).statusCode).toBe(404);
    expect((await call(t, `studio/media/${pdf.id}`, { method: 'DELETE', cookie: editor.cookie })).statusCode).toBe(409);

    const published = await call(t, `studio/collections/products/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version },
    });
    expect(published.statusCode, published.body).toBe(200);
    const open = await get(pdf.url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(open.headers['content-disposition']).toBe('attachment; filename="panduan-kamera-x.pdf"');
    expect(open.headers['x-content-type-options']).toBe('nosniff');
    expect(open.rawPayload.equals(plainPdf())).toBe(true);
    const product = await get('/api/cms/v3/products/find?slug=kamera-manual-pdf');
    expect(product.body).toContain(pdf.url);
    expect((await call(t, `studio/media/${pdf.id}`, { cookie: editor.cookie })).json().data.published).toBe(true);

    expect(
      (await call(t, `studio/collections/products/${id}/unpublish`, { method: 'POST', cookie: editor.cookie, body: {} })).statusCode,
    ).toBe(200);
    expect((await get(pdf.url)).statusCode).toBe(404);
    expect((await get(`/media/studio/${pdf.id}/other-name.pdf`, {})).statusCode).toBe(404);
  });
});

describe('library', () => {
  it('lists newest first, searches the alt texts, changes them, deletes an unused medium (audited)', async () => {
    const editor = await staffSession(t, 'editor');
    const made = MediaResponseSchema.parse(
      (
        await upload(t, editor.cookie, { data: await twoHalves(400, 300) }, { alt: 'Gimbal zyxq di studio', alt_en: 'Gimbal in a studio' })
      ).json(),
    ).data;
    const found = MediaListResponseSchema.parse((await call(t, 'studio/media?q=ZYXQ', { cookie: editor.cookie })).json());
    expect(found.data.map((m) => m.id)).toEqual([made.id]);
    expect(found.meta.total).toBe(1);
    expect(
      MediaListResponseSchema.parse((await call(t, 'studio/media?q=%25', { cookie: editor.cookie })).json()).data.every(
        (m) => m.alt.includes('%') || m.alt_en.includes('%') || m.file_name.includes('%'),
      ),
    ).toBe(true);
    const changed = await call(t, `studio/media/${made.id}`, { method: 'PATCH', cookie: editor.cookie, body: { alt_en: 'A gimbal' } });
    expect(changed.json().data.alt_en).toBe('A gimbal');
    expect((await call(t, `studio/media/${made.id}`, { method: 'PATCH', cookie: editor.cookie, body: { alt: '' } })).statusCode).toBe(400);
    expect((await call(t, `studio/media/${made.id}`, { method: 'PATCH', cookie: editor.cookie, body: { focal_x: 2 } })).statusCode).toBe(
      400,
    );
    expect((await call(t, `studio/media/${made.id}`, { method: 'PATCH', cookie: editor.cookie, body: { width: 9 } })).statusCode).toBe(400);
    const deleted = await call(t, `studio/media/${made.id}`, { method: 'DELETE', cookie: editor.cookie });
    expect(deleted.json()).toEqual({ data: { id: made.id, deleted: true } });
    expect((await get(made.url)).statusCode).toBe(404);
    expect((await call(t, `studio/media/${made.id}`, { method: 'DELETE', cookie: editor.cookie })).statusCode).toBe(404);
    const admin = await staffSession(t, 'admin');
    const audit = await call(t, `studio/audit?entity_id=${made.id}`, { cookie: admin.cookie });
    expect(
      audit
        .json()
        .data.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['media.delete', 'media.update', 'media.upload']);
  });

  it('serves renditions with an ETag (304 on a match); unknown or malformed paths are 404', async () => {
    const editor = await staffSession(t, 'editor');
    const made = MediaResponseSchema.parse((await upload(t, editor.cookie, { data: await twoHalves(400, 300) })).json()).data;
    const first = await get(made.url);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get(made.url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    for (const url of [
      `/media/studio/00000000-0000-4000-8000-000000000000/640.webp`,
      `/media/studio/${made.id}/641.webp`,
      `/media/studio/${made.id}/640.png`,
      `/media/studio/${made.id.toUpperCase()}/320.webp`,
      `/media/studio/..%2F..%2Fpackage.json/320.webp`,
      `/media/studio/x/320.webp`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

async function countMedia() {
  const admin = await staffSession(t, 'admin');
  return MediaListResponseSchema.parse((await call(t, 'studio/media?per_page=1', { cookie: admin.cookie })).json()).meta.total;
}
