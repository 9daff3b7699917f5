import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaReplacedResponseSchema, MediaResponseSchema, MAX_MEDIA_BYTES } from '@/contract/studio/media';
import { auditLog, media, mediaRenditions } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, productDraft, staffSession } from '../test-studio';
import { decompressionBomb, oneColour, plainPdf, replaceFile, twoHalves, upload } from './test-media';

// "Ganti file" (docs/decisions/260-studio-media-and-csv.md): a medium's file replaced everywhere it is used in one
// transaction — alt texts kept, focal point kept for the same shape, renditions under new names, published pages
// renewed at once (read caches on) — and a refused file leaves the old one exactly as it was.
const t = useTestApp({ apiCacheTtlMs: 60_000 });

let seq = 0;
const word = () => `ganti${Date.now().toString(36)}${++seq}x`;
type Member = Awaited<ReturnType<typeof staffSession>>;

async function photo(member: Member, alt: string, data?: Buffer) {
  const res = await upload(
    t,
    member.cookie,
    { data: data ?? (await twoHalves(1600, 800)), filename: 'lama.jpg' },
    { alt, alt_en: `${alt} en` },
  );
  expect(res.statusCode, res.body).toBe(201);
  return MediaResponseSchema.parse(res.json()).data;
}
async function publishedProduct(member: Member, name: string, data: Record<string, unknown>) {
  const created = await call(t, 'studio/collections/products', {
    method: 'POST',
    cookie: member.cookie,
    body: { data: productDraft({ name, ...data }) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, version } = created.json().data as { id: number; version: number };
  const published = await call(t, `studio/collections/products/${id}/publish`, {
    method: 'POST',
    cookie: member.cookie,
    body: { version },
  });
  expect(published.statusCode, published.body).toBe(200);
  return { id, version };
}
const findProduct = async (slug: string) => {
  const res = await t.app.inject({ url: `/api/cms/v3/products/find?slug=${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { image_base: { url: string; srcset: string; alt: string }; manual_url: string | null; price: number };
};
const served = (path: string) => t.app.inject({ url: path });
/** The colour in the middle of a served WebP. */
async function middleColour(path: string) {
  const res = await served(path);
  expect(res.statusCode, path).toBe(200);
  const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
const stored = async (id: string) => {
  const [row] = await t.db
    .select({ sha256: media.sha256, revision: media.revision, focal_x: media.focal_x, alt: media.alt, file_name: media.file_name })
    .from(media)
    .where(eq(media.id, id));
  const names = (await t.db.select({ name: mediaRenditions.name }).from(mediaRenditions).where(eq(mediaRenditions.media_id, id)))
    .map((r) => r.name)
    .sort();
  return { ...row, names };
};

describe('POST studio/media/:id/file (replace a file everywhere)', () => {
  it('a published product shows the new picture at once, cropped at the kept focal point, under new names; alt texts stay; the pending draft stays unpublished', async () => {
    const editor = await staffSession(t, 'editor');
    const w = word();
    const old = await photo(editor, `${w} foto`);
    expect(
      (await call(t, `studio/media/${old.id}`, { method: 'PATCH', cookie: editor.cookie, body: { focal_x: 0.125, focal_y: 0.25 } }))
        .statusCode,
    ).toBe(200);
    const { id, version } = await publishedProduct(editor, `Kamera ${w}`, { image: { media_id: old.id } });
    const saved = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { version, data: productDraft({ name: `Kamera ${w}`, image: { media_id: old.id }, price: 999 }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const slug = `kamera-${w}`;
    const before = await findProduct(slug); // warms the read cache: the replacement must drop it
    expect(before.image_base.url).toBe(`/media/studio/${old.id}/640x640-f125-250.webp`);
    expect((await middleColour(before.image_base.url)).r).toBeGreaterThan(150); // red left half

    // Same shape (2:1, within 2 %): the focal point is kept.
    const res = await replaceFile(t, editor.cookie, old.id, { data: await oneColour(1600, 801), filename: 'baru.jpg' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = MediaReplacedResponseSchema.parse(res.json());
    expect(answer.focal_reset).toBe(false);
    expect(answer.data).toMatchObject({
      id: old.id,
      alt: `${w} foto`,
      alt_en: `${w} foto en`,
      focal_x: 0.125,
      focal_y: 0.25,
      width: 1600,
      height: 801,
      file_name: 'baru.jpg',
      used: true,
      published: true,
    });
    expect(answer.data.url).toBe(`/media/studio/${old.id}/640-r2.webp`);

    const after = await findProduct(slug);
    expect(after.image_base.url).toBe(`/media/studio/${old.id}/640x640-f125-250-r2.webp`);
    expect(after.image_base.srcset.split(', ').every((entry) => /-f125-250-r2\.webp \d+w$/.test(entry))).toBe(true);
    expect(after.image_base.alt).toBe(`${w} foto`);
    expect(after.price).toBe(1_234_000);
    const colour = await middleColour(after.image_base.url);
    expect(colour.g).toBeGreaterThan(120);
    expect(colour.r).toBeLessThan(80);
    // The old names are gone (a replaced file stops being served); the new ones are immutable for a year.
    for (const gone of [before.image_base.url, `/media/studio/${old.id}/640.webp`]) expect((await served(gone)).statusCode, gone).toBe(404);
    const fresh = await served(after.image_base.url);
    expect(fresh.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The draft still names the medium, and its published copy is untouched otherwise.
    const entity = (await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data;
    expect(entity).toMatchObject({ status: 'changed', draft: { image: { media_id: old.id }, price: 999 } });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.replace'), eq(auditLog.entity_id, old.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: editor.id,
      before: { revision: 1, file_name: 'lama.jpg', width: 1600, height: 800 },
      after: { revision: 2, file_name: 'baru.jpg', width: 1600, height: 801, focal_x: 0.125 },
    });
  });

  it('a picture of another shape resets the focal point to the centre and says so', async () => {
    const editor = await staffSession(t, 'editor');
    const old = await photo(editor, `${word()} bentuk`);
    await call(t, `studio/media/${old.id}`, { method: 'PATCH', cookie: editor.cookie, body: { focal_x: 0.9, focal_y: 0.1 } });
    const res = await replaceFile(t, editor.cookie, old.id, { data: await oneColour(800, 800) });
    expect(res.statusCode, res.body).toBe(200);
    expect(MediaReplacedResponseSchema.parse(res.json())).toMatchObject({
      focal_reset: true,
      data: { focal_x: 0.5, focal_y: 0.5, width: 800 },
    });
    // Twice in parallel: both stored one after the other, only the last revision's renditions remain.
    const both = await Promise.all([0, 1].map(async () => replaceFile(t, editor.cookie, old.id, { data: await oneColour(640, 640) })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const now = await stored(old.id);
    expect(now.revision).toBe(4);
    expect(now.names).toEqual(['320-r4', '640-r4']);
  });

  it('a PDF is replaced by a PDF: the published product links the new file, the old address answers 404', async () => {
    const editor = await staffSession(t, 'editor');
    const w = word();
    const pdf = await upload(t, editor.cookie, { data: plainPdf('v1'), filename: 'panduan-v1.pdf', type: 'application/pdf' });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const manual = MediaResponseSchema.parse(pdf.json()).data;
    await publishedProduct(editor, `Kamera ${w}`, { manual_url: { media_id: manual.id } });
    const slug = `kamera-${w}`;
    expect((await findProduct(slug)).manual_url).toBe(`/media/studio/${manual.id}/panduan-v1.pdf`);
    const image = await replaceFile(t, editor.cookie, manual.id, { data: await oneColour(100, 100) });
    expect(image.statusCode).toBe(400);
    expect(image.json().errors.file).toEqual(['Ganti dengan berkas sejenis: gambar dengan gambar, PDF dengan PDF.']);
    const res = await replaceFile(t, editor.cookie, manual.id, {
      data: plainPdf('v2'),
      filename: 'panduan-v2.pdf',
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await findProduct(slug)).manual_url).toBe(`/media/studio/${manual.id}/panduan-v2.pdf`);
    const file = await served(`/media/studio/${manual.id}/panduan-v2.pdf`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('/Title (v2)');
    expect((await served(`/media/studio/${manual.id}/panduan-v1.pdf`)).statusCode).toBe(404);
  });

  it('a refused file (kind, type, size, pixels, extra parts, none) leaves the old one untouched', async () => {
    const editor = await staffSession(t, 'editor');
    const old = await photo(editor, `${word()} utuh`);
    const before = await stored(old.id);
    const refusals: [string, Awaited<ReturnType<typeof replaceFile>>, number][] = [
      [
        'pdf for an image',
        await replaceFile(t, editor.cookie, old.id, { data: plainPdf(), type: 'application/pdf', filename: 'x.pdf' }),
        400,
      ],
      ['text', await replaceFile(t, editor.cookie, old.id, { data: Buffer.from('hello'), filename: 'x.jpg' }), 400],
      [
        'polyglot',
        await replaceFile(t, editor.cookie, old.id, { data: Buffer.concat([await oneColour(50, 50), Buffer.from('<script>x</script>')]) }),
        400,
      ],
      ['bomb', await replaceFile(t, editor.cookie, old.id, { data: decompressionBomb(), type: 'image/png', filename: 'x.png' }), 400],
      [
        'too large',
        await replaceFile(t, editor.cookie, old.id, { data: Buffer.concat([await oneColour(50, 50), Buffer.alloc(MAX_MEDIA_BYTES)]) }),
        413,
      ],
      ['no file', await replaceFile(t, editor.cookie, old.id, undefined), 400],
      ['alt part', await replaceFile(t, editor.cookie, old.id, { data: await oneColour(50, 50) }, [{ name: 'alt', value: 'x' }]), 400],
      ['NUL name', await replaceFile(t, editor.cookie, old.id, { data: await oneColour(50, 50), filename: 'a\u0000b.jpg' }), 400],
    ];
    for (const [name, res, status] of refusals) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().message, name).toEqual(expect.any(String));
    }
    expect(await stored(old.id)).toEqual(before);
    expect((await served(`/media/studio/${old.id}/640.webp`)).statusCode).toBe(200);

    expect(
      (await replaceFile(t, editor.cookie, '00000000-0000-4000-8000-000000000000', { data: await oneColour(50, 50) })).statusCode,
    ).toBe(404);
    expect((await replaceFile(t, editor.cookie, 'not-a-uuid', { data: await oneColour(50, 50) })).statusCode).toBe(400);
    expect((await replaceFile(t, undefined, old.id, { data: await oneColour(50, 50) })).statusCode).toBe(401);
    const json = await call(t, `studio/media/${old.id}/file`, { method: 'POST', cookie: editor.cookie, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await stored(old.id)).toEqual(before);
  });
});
