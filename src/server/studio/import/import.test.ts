import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { ImportResultSchema } from '@/contract/studio/import';
import { nextIp } from '@/server/routes/forms/test-forms';
import { createTestApp, useTestApp } from '@/server/test/helper';
import { call, SAME_ORIGIN, staffSession } from '../test-studio';
import { plainPdf, twoHalves, upload } from '../media/test-media';

// CSV import and export (docs/decisions/260-studio-media-and-csv.md): a dry run lists every row's errors and
// writes nothing, a real run writes all rows or none, imported rows are public at once, and an export
// imports back unchanged.
const t = useTestApp();

function postCsv(
  collection: string,
  body: string | Buffer,
  cookie: string | undefined,
  dryRun: 0 | 1,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/cms/studio/import/${collection}?dry_run=${dryRun}`,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': nextIp(),
      'content-type': 'text/csv',
      ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}),
      ...headers,
    },
    payload: body,
  });
}
const exportCsv = (collection: string, cookie: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cms/studio/export/${collection}.csv`,
    headers: { ...SAME_ORIGIN, cookie: `${STAFF_COOKIE}=${cookie}` },
  });
const count = async (query: string) =>
  Number(((await t.db.execute(sql.raw(query))) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
const publicDealers = async (search: string) =>
  (await t.app.inject({ url: `/api/cms/v2/authorized_store?search=${encodeURIComponent(search)}&per_page=100` })).json() as {
    data: { total: number; data: { name: string; address: string | null }[] };
  };
/** What a real run could have written. */
const footprint = async () => ({
  stores: await count('select count(*) as n from stores'),
  drafts: await count("select count(*) as n from studio_drafts where collection = 'dealers'"),
  imports: await count("select count(*) as n from audit_log where action = 'import'"),
});

async function aCity() {
  const result = (await t.db.execute(sql`select code, province_code from cities order by code limit 1`)) as unknown as {
    rows: { code: string; province_code: string }[];
  };
  return result.rows[0]!;
}

function dealerCsv(city: { code: string; province_code: string }, bad?: number) {
  const lines = [
    'id,type,name,brands,address,province_code,city_code,lat,lng,phone_primary,whatsapp,opening_hours,opening_hours_en,marketplace,url',
  ];
  for (let i = 1; i <= 50; i++) {
    const n = String(i).padStart(2, '0');
    const cityCode = i === bad ? '99.99' : city.code;
    lines.push(
      `,offline_store,Toko Qzimpor ${n},insta360|hollyland,"Jl. Impor No. ${n}, Blok ""A""",${city.province_code},${cityCode},-6.2${n},106.8${n},021-555${n},+62812555${n},Senin–Sabtu 09.00–18.00,Mon–Sat 9am–6pm,,`,
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

describe('POST studio/import/dealers', () => {
  it('50 dealers with one bad row: the dry run lists exactly that row, the real run writes nothing, the fixed file imports all 50 and the finder lists them', async () => {
    const editor = await staffSession(t, 'editor');
    const city = await aCity();
    const before = await footprint();

    const dry = await postCsv('dealers', dealerCsv(city, 26), editor.cookie, 1);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(ImportResultSchema.parse(dry.json()).data).toEqual({
      dry_run: true,
      rows: 50,
      created: 50,
      updated: 0,
      errors: [{ line: 27, field: 'city_code', message: 'Kota tidak ditemukan di provinsi ini.' }],
    });
    expect(await footprint()).toEqual(before);

    const real = await postCsv('dealers', dealerCsv(city, 26), editor.cookie, 0, { 'accept-language': 'en' });
    expect(real.statusCode).toBe(422);
    expect(real.json().data.errors).toEqual([{ line: 27, field: 'city_code', message: 'City not found in this province.' }]);
    expect(real.json().data).toMatchObject({ dry_run: false, created: 50 });
    expect(await footprint()).toEqual(before);
    expect((await publicDealers('Qzimpor')).data.total).toBe(0);

    const fixed = await postCsv('dealers', dealerCsv(city), editor.cookie, 0);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toEqual({ dry_run: false, rows: 50, created: 50, updated: 0, errors: [] });
    const listed = await publicDealers('Qzimpor');
    expect(listed.data.total).toBe(50);
    expect(listed.data.data.map((d) => d.name)).toContain('Toko Qzimpor 26');
    expect(listed.data.data.find((d) => d.name === 'Toko Qzimpor 07')!.address).toBe('Jl. Impor No. 07, Blok "A"');
    const after = await footprint();
    expect(after).toEqual({ stores: before.stores + 50, drafts: after.drafts, imports: before.imports + 1 });
    // One audit entry for the import, listing every row; the rows are published drafts in the studio.
    const audit = (await t.db.execute(sql`select after from audit_log where action = 'import' order by id desc limit 1`)) as unknown as {
      rows: { after: { created: { line: number; id: number }[]; rows: number } }[];
    };
    expect(audit.rows[0]!.after.rows).toBe(50);
    expect(audit.rows[0]!.after.created.map((c) => c.line)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    const published = await count(
      "select count(*) as n from studio_drafts where collection = 'dealers' and title like 'Toko Qzimpor%' and published_version = version",
    );
    expect(published).toBe(50);
  });

  it('an export imports back unchanged (dealers and products), and updates match by id', async () => {
    const editor = await staffSession(t, 'editor');
    for (const collection of ['dealers', 'service-centers', 'products']) {
      const exported = await exportCsv(collection, editor.cookie);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toBe(`attachment; filename="${collection}.csv"`);
      expect(exported.headers['cache-control']).toContain('no-store');
      expect(exported.body.startsWith('\ufeffid,')).toBe(true);
      const rows = (parse(exported.body, { bom: true }) as string[][]).length - 1;
      const table = collection === 'dealers' ? 'stores' : collection === 'products' ? 'products' : 'service_centers';
      expect(rows).toBe(await count(`select count(*) as n from ${table}`));
      const dry = await postCsv(collection, exported.body, editor.cookie, 1);
      expect(dry.statusCode, collection).toBe(200);
      expect(dry.json().data.errors, collection).toEqual([]);
      expect(dry.json().data, collection).toMatchObject({ rows, created: 0, updated: rows });
    }
    // A real run of the dealers' export: every public answer stays the same.
    const before = await t.app.inject({ url: '/api/cms/v2/authorized_store?per_page=100' });
    const exported = await exportCsv('dealers', editor.cookie);
    const real = await postCsv('dealers', exported.body, editor.cookie, 0);
    expect(real.statusCode, real.body).toBe(200);
    const after = await t.app.inject({ url: '/api/cms/v2/authorized_store?per_page=100' });
    expect(after.json()).toEqual(before.json());
    expect((await exportCsv('dealers', editor.cookie)).body).toBe(exported.body);
  });

  it('a malformed number says the number is invalid (not "required"), in ID and in EN; a missing one stays required', async () => {
    const editor = await staffSession(t, 'editor');
    const city = await aCity();
    const csv = `type,name,province_code,city_code,lat,lng\noffline_store,Qznumber,${city.province_code},${city.code},-6.2x,106.8\noffline_store,Qznumber 2,${city.province_code},${city.code},,106.8\n`;
    const products = 'name,brand_id,category_id,price,description,image\nQznumber,1,1,12abc,Deskripsi,/media/placeholder/a.webp\n';
    for (const [lang, invalid, required] of [
      ['id', 'Angka tidak valid atau di luar batas.', 'Wajib diisi.'],
      ['en', 'Invalid number or out of range.', 'This field is required.'],
    ] as const) {
      const dealers = await postCsv('dealers', csv, editor.cookie, 1, { 'accept-language': lang });
      expect(dealers.json().data.errors).toEqual([
        { line: 2, field: 'lat', message: invalid },
        { line: 3, field: 'lat', message: required },
      ]);
      const product = await postCsv('products', products, editor.cookie, 1, { 'accept-language': lang });
      expect(product.json().data.errors).toEqual([{ line: 2, field: 'price', message: invalid }]);
    }
  });

  it('guards formula cells on export and takes the guard off on import', async () => {
    const editor = await staffSession(t, 'editor');
    const city = await aCity();
    const csv = `type,name,province_code,city_code,phone_primary\noffline_store,"=HYPERLINK(""http://evil.example"",""x"") Qzformula",${city.province_code},${city.code},+62 811 000\n`;
    expect((await postCsv('dealers', csv, editor.cookie, 0)).statusCode).toBe(200);
    const exported = await exportCsv('dealers', editor.cookie);
    const row = (parse(exported.body, { bom: true, columns: true }) as Record<string, string>[]).find((r) =>
      r.name!.includes('Qzformula'),
    )!;
    expect(row.name!.startsWith("'=HYPERLINK")).toBe(true);
    expect(row.phone_primary).toBe("'+62 811 000");
    expect(row.lat).toBe('');
    const again = await postCsv('dealers', exported.body, editor.cookie, 0);
    expect(again.statusCode).toBe(200);
    const stored = (await t.db.execute(sql`select name, phone_primary from stores where name like '%Qzformula'`)) as unknown as {
      rows: { name: string; phone_primary: string }[];
    };
    expect(stored.rows).toEqual([{ name: '=HYPERLINK("http://evil.example","x") Qzformula', phone_primary: '+62 811 000' }]);
  });

  it('refuses hostile files with a 4xx and stores nothing', async () => {
    const editor = await staffSession(t, 'editor');
    const city = await aCity();
    const head = 'type,name,province_code,city_code\n';
    const ok = `offline_store,Qzhostile,${city.province_code},${city.code}\n`;
    const before = await footprint();
    // A NUL anywhere: 400 before the handler.
    expect(
      (await postCsv('dealers', `${head}${ok}offline_store,Qz\u0000nul,${city.province_code},${city.code}\n`, editor.cookie, 0)).statusCode,
    ).toBe(400);
    // A lone surrogate cannot be UTF-8; its CESU-8 bytes (ED A0 80) are invalid UTF-8: 400.
    expect(
      (
        await postCsv(
          'dealers',
          Buffer.concat([
            Buffer.from(`${head}offline_store,Qz`),
            Buffer.from([0xed, 0xa0, 0x80]),
            Buffer.from(`,${city.province_code},${city.code}\n`),
          ]),
          editor.cookie,
          0,
        )
      ).statusCode,
    ).toBe(400);
    // A huge line: the cell is refused with its line, nothing written.
    const huge = await postCsv(
      'dealers',
      `${head}${ok}offline_store,${'x'.repeat(30_000)},${city.province_code},${city.code}\n`,
      editor.cookie,
      0,
    );
    expect(huge.statusCode).toBe(422);
    expect(huge.json().data.errors).toEqual([{ line: 3, field: '_', message: 'Isi sel terlalu panjang.' }]);
    // An unclosed quote, a short row, an unknown column, wrong types.
    expect(
      (await postCsv('dealers', `${head}${ok}offline_store,"Qz open,${city.code}\n`, editor.cookie, 0)).json().data.errors[0].message,
    ).toBe('Format CSV tidak valid di baris ini.');
    expect((await postCsv('dealers', `${head}offline_store,Qz\n`, editor.cookie, 0)).json().data.errors).toEqual([
      { line: 2, field: '_', message: 'Jumlah kolom tidak sama dengan baris judul.' },
    ]);
    expect((await postCsv('dealers', `type,name,secret\noffline_store,Qz,1\n`, editor.cookie, 1)).json().data.errors).toEqual([
      { line: 1, field: 'secret', message: 'Kolom tidak dikenal.' },
    ]);
    const typed = await postCsv('dealers', `id,type,name,lat,lng,brands\n99999999,shop,,abc,1,nope-brand\n`, editor.cookie, 1, {
      'accept-language': 'en',
    });
    expect(typed.json().data.errors).toEqual([{ line: 2, field: 'id', message: 'No entry has this id.' }]);
    const fields = await postCsv('dealers', `type,name,lat,lng,brands\nshop,,abc,1,nope-brand\n`, editor.cookie, 1, {
      'accept-language': 'en',
    });
    expect(
      fields
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['lat', 'name', 'type']);
    // Over the limits: 413 with a clear message.
    const big = await postCsv(
      'dealers',
      `${head}${`offline_store,${'y'.repeat(1_000)},${city.province_code},${city.code}\n`.repeat(5_300)}`,
      editor.cookie,
      0,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Berkas CSV lebih dari 5 MB. Bagi menjadi beberapa berkas.');
    const many = await postCsv('dealers', `${head}${'offline_store,Qz,,\n'.repeat(20_001)}`, editor.cookie, 1, { 'accept-language': 'en' });
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe('The CSV file has more than 20,000 rows. Split it into several files.');
    // Not CSV.
    expect((await postCsv('dealers', 'x', editor.cookie, 0, { 'content-type': 'text/csv; charset=latin1' })).statusCode).toBe(415);
    expect((await postCsv('dealers', '{}', editor.cookie, 0, { 'content-type': 'application/json' })).statusCode).toBe(415);
    expect(await footprint()).toEqual(before);
  });

  it('checks the permission matrix: 401 without a session, 403 for HR and marketing (an export needs view only)', async () => {
    const csv = 'type,name\noffline_store,Qzrole\n';
    expect((await postCsv('dealers', csv, undefined, 1)).statusCode).toBe(401);
    for (const role of ['hr', 'marketing'] as const) {
      const staff = await staffSession(t, role);
      expect((await postCsv('dealers', csv, staff.cookie, 1)).statusCode).toBe(403);
      // Marketing sees products (its giveaways and testimonials pick them) but does not edit them; HR sees none.
      expect((await postCsv('products', csv, staff.cookie, 1)).statusCode).toBe(403);
      expect((await exportCsv('products', staff.cookie)).statusCode).toBe(role === 'hr' ? 403 : 200);
    }
    const editor = await staffSession(t, 'editor');
    expect((await postCsv('brands', csv, editor.cookie, 1)).statusCode).toBe(400);
  });
});

describe('POST studio/import/products', () => {
  it('creates with a generated slug, updates by slug, checks brand and category, keeps a redirect when a slug changes', async () => {
    const editor = await staffSession(t, 'editor');
    const head = 'name,slug,brand_id,category_id,price,description,description_en,image';
    const create = `${head}\nKamera Qzprod,,1,1,1500000,Kamera impor,Imported camera,/media/placeholder/qz.webp\n`;
    const made = await postCsv('products', create, editor.cookie, 0);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ created: 1, updated: 0 });
    const found = await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-qzprod' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ name: 'Kamera Qzprod', price: 1_500_000 });

    const update = await postCsv('products', 'slug,price\nkamera-qzprod,990000\n', editor.cookie, 0);
    expect(update.json().data).toMatchObject({ created: 0, updated: 1, errors: [] });
    expect((await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-qzprod' })).json().data.price).toBe(990_000);

    const id = (await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-qzprod' })).json().data.id as number;
    const renamed = await postCsv('products', `id,slug\n${id},kamera-qzprod-baru\n`, editor.cookie, 0);
    expect(renamed.json().data.errors).toEqual([]);
    const old = await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-qzprod' });
    expect(old.json().data.slug).toBe('kamera-qzprod-baru');

    const bad = await postCsv('products', `${head}\nKamera Qzbad,kamera-qzprod-baru,9999,9999,-5,x,y,\n`, editor.cookie, 1, {
      'accept-language': 'en',
    });
    expect(bad.json().data.errors).toEqual([
      { line: 2, field: 'price', message: 'Invalid number or out of range.' },
      { line: 2, field: 'image', message: 'This field is required.' },
    ]);
    // Product 1 may not take the slug of another product (a row without an id would update that one instead).
    const refs = await postCsv('products', `id,${head}\n1,Kamera Qzbad,kamera-qzprod-baru,9999,9999,5,x,y,/a.webp\n`, editor.cookie, 1, {
      'accept-language': 'en',
    });
    expect(refs.json().data.errors).toEqual([
      { line: 2, field: 'brand_id', message: 'Brand not found.' },
      { line: 2, field: 'category_id', message: 'Category not found.' },
      { line: 2, field: 'slug', message: 'This slug is already taken.' },
    ]);
  });
});

describe('media in CSV cells', () => {
  it('checks uploaded media already in the dry run (exists, right kind) and publishes them with the row', async () => {
    const editor = await staffSession(t, 'editor');
    const photo = (await upload(t, editor.cookie, { data: await twoHalves(800, 800) })).json().data as { id: string };
    const pdf = (await upload(t, editor.cookie, { data: plainPdf(), filename: 'qz.pdf', type: 'application/pdf' })).json().data as {
      id: string;
      url: string;
    };
    const head = 'name,slug,brand_id,category_id,description,image,manual_url';
    const row = (image: string, manual: string) =>
      `${head}\nKamera Qzmedia,kamera-qzmedia,1,1,Kamera,"${image.replaceAll('"', '""')}","${manual.replaceAll('"', '""')}"\n`;
    const missing = await postCsv(
      'products',
      row('{"media_id":"00000000-0000-4000-8000-000000000000"}', `{"media_id":"${photo.id}"}`),
      editor.cookie,
      1,
      { 'accept-language': 'en' },
    );
    expect(missing.json().data.errors).toEqual([
      { line: 2, field: 'manual_url', message: 'Media not found.' }, // the registry's order within a line
      { line: 2, field: 'image', message: 'Media not found.' },
    ]);
    const ok = await postCsv('products', row(`{"media_id":"${photo.id}"}`, `{"media_id":"${pdf.id}"}`), editor.cookie, 0);
    expect(ok.statusCode, ok.body).toBe(200);
    const found = (await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-qzmedia' })).json().data as {
      image_base: { url: string };
      manual_url: string;
    };
    expect(found.image_base.url).toBe(`/media/studio/${photo.id}/640x640-f500-500.webp`); // cut to the square product slot (decision 260)
    expect(found.manual_url).toBe(pdf.url);
    expect((await t.app.inject({ url: pdf.url })).statusCode).toBe(200); // public now: a published product uses it
  });
});

describe('parallel imports', () => {
  it('two imports of the same new product at once leave one product (the other updates it or is refused whole)', async () => {
    const editor = await staffSession(t, 'editor');
    const csv =
      'name,slug,brand_id,category_id,description,image\nKamera Qzpar,kamera-qzpar,1,1,Kamera paralel,/media/placeholder/qz.webp\n';
    const answers = await Promise.all([postCsv('products', csv, editor.cookie, 0), postCsv('products', csv, editor.cookie, 0)]);
    expect(answers.map((a) => a.statusCode).sort()).toSatisfy(
      (codes: number[]) => codes[0] === 200 && (codes[1] === 200 || codes[1] === 422),
    );
    expect(await count("select count(*) as n from products where slug = 'kamera-qzpar'")).toBe(1);
    expect(await count("select count(*) as n from studio_drafts where collection = 'products' and slug = 'kamera-qzpar'")).toBe(1);
  });
});

describe('with the read caches on', () => {
  it('an import reaches the cached public reads at once; staff reads are never served from the cache', async () => {
    const cached = await createTestApp({ apiCacheTtlMs: 600_000 });
    try {
      const editor = await staffSession(cached, 'editor');
      const city = (
        (await cached.db.execute(sql`select code, province_code from cities order by code limit 1`)) as unknown as {
          rows: { code: string; province_code: string }[];
        }
      ).rows[0]!;
      const search = () => cached.app.inject({ url: '/api/cms/v2/authorized_store?search=Qzcache' });
      expect((await search()).json().data.total).toBe(0);
      expect((await search()).json().data.total).toBe(0); // now answered from the cache
      const csv = `type,name,province_code,city_code\noffline_store,Toko Qzcache,${city.province_code},${city.code}\n`;
      const res = await cached.app.inject({
        method: 'POST',
        url: '/api/cms/studio/import/dealers?dry_run=0',
        headers: { ...SAME_ORIGIN, 'content-type': 'text/csv', cookie: `${STAFF_COOKIE}=${editor.cookie}` },
        payload: csv,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await search()).json().data.total).toBe(1);
      for (const url of ['studio/media', 'studio/export/dealers.csv']) {
        expect((await call(cached, url, { cookie: editor.cookie })).statusCode, url).toBe(200);
        const anonymous = await call(cached, url);
        expect(anonymous.statusCode, url).toBe(401);
      }
    } finally {
      await cached.close();
    }
  });
});
