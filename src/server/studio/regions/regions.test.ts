import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { RegionImportResultSchema, type RegionKind } from '@/contract/studio/regions';
import { useTestApp } from '@/server/test/helper';
import { postMultipart, type Part } from '../media/test-media';
import { SAME_ORIGIN, staffSession } from '../test-studio';

// The regions import (docs/decisions/250-staff-studio.md, "Regions"): the dry run writes nothing, a rename shows on
// the public reads at once, a region still referred to is kept (never deleted), bad files are a 400 listing every
// line, parallel applies change things once, and only administrators may.
const t = useTestApp();

type Files = Partial<Record<RegionKind, string | Buffer>>;

function post(files: Files, cookie: string | undefined, dryRun: 0 | 1, headers: Record<string, string> = {}, extra: Part[] = []) {
  const parts: Part[] = [
    ...Object.entries(files).map(([name, text]) => ({
      name,
      filename: `${name}.csv`,
      type: 'text/csv',
      data: Buffer.isBuffer(text) ? text : Buffer.from(text!),
    })),
    ...extra,
  ];
  return postMultipart(t, `/api/cms/studio/regions/import?dry_run=${dryRun}`, parts, cookie, headers);
}
const exportOf = (kind: RegionKind, cookie: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cms/studio/regions/export/${kind}.csv`,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}) },
  });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const n = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);
/** Everything an apply could have written. */
const footprint = async () => ({
  provinces: await rows(sql`select code, name from provinces order by code`),
  cities: await rows(sql`select code, province_code, name from cities order by code`),
  audits: await n(sql`select count(*)::int as n from audit_log where action = 'regions.import'`),
  version: await n(sql`select version::int as n from content_version`),
});

/** The current data as the export writes it (the round trip's start). */
async function current(kind: RegionKind, cookie: string): Promise<string[][]> {
  const response = await exportOf(kind, cookie);
  expect(response.statusCode).toBe(200);
  return parse(response.body, { bom: true }) as string[][];
}
const csv = (table: string[][]) =>
  `\ufeff${table.map((r) => r.map((c) => (/[",\s]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')).join('\r\n')}\r\n`;

/** A city that an offline dealer is in, and that dealer's name. */
async function dealerCity() {
  return (
    await rows<{ code: string; name: string; province_code: string; dealer: string }>(sql`
      select c.code, c.name, c.province_code, s.name as dealer from stores s join cities c on c.code = s.city_code
      where s.type = 'offline_store' order by s.id limit 1`)
  )[0]!;
}

describe('POST studio/regions/import', () => {
  it('the export imports back unchanged: a dry run of it changes nothing, and so does its apply', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    const provinces = await current('provinces', admin);
    const cities = await current('cities', admin);
    expect(provinces[0]).toEqual(['code', 'name']);
    expect(cities[0]).toEqual(['code', 'province_code', 'name']);
    expect(provinces.length - 1).toBe(38);
    expect(cities.length - 1).toBe(514);
    const before = await footprint();
    for (const dry of [1, 0] as const) {
      const response = await post({ provinces: csv(provinces), cities: csv(cities) }, admin, dry);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = RegionImportResultSchema.parse(response.json());
      expect(data.provinces).toMatchObject({ rows: 38, added: [], changed: [], unchanged: 38, removed: [], kept: [] });
      expect(data.cities).toMatchObject({ rows: 514, added: [], changed: [], unchanged: 514, removed: [], kept: [] });
    }
    expect(await footprint()).toEqual(before); // nothing to write: no audit entry, no new content version
  });

  it('a dry run answers the rename, the addition, the removal and what is kept, and writes nothing; the apply writes exactly that and the dealer finder shows the new name', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    const city = await dealerCity();
    // A city nothing refers to, and a referenced one (the dealer's province's other cities may be free).
    const free = (
      await rows<{ code: string; name: string }>(sql`
        select c.code, c.name from cities c where not exists (select 1 from stores s where s.city_code = c.code)
          and not exists (select 1 from service_centers s where s.city_code = c.code)
          and not exists (select 1 from pickup_points p where p.city_code = c.code)
          and not exists (select 1 from job_vacancies j where j.city_code = c.code)
          and not exists (select 1 from users u where u.city_id = c.code)
          and not exists (select 1 from studio_drafts d where d.data -> 'region' ->> 'city_code' = c.code)
        order by c.code limit 1`)
    )[0]!;
    const table = await current('cities', admin);
    const renamed = `${city.name} Raya`;
    const edited = table
      .filter((r) => r[0] !== free.code && r[0] !== city.code)
      .concat([[city.code, city.province_code, renamed]])
      .concat([['31.99', '31', 'Kota Uji Coba']]);
    // The dealer's city is renamed, not dropped; drop a second, referenced city to see it kept.
    const referenced = (
      await rows<{ code: string; n: number }>(sql`
        select city_code as code, count(*)::int as n from service_centers where city_code <> ${city.code}
        group by city_code order by city_code limit 1`)
    )[0]!;
    const withoutReferenced = edited.filter((r) => r[0] !== referenced.code);
    const before = await footprint();
    const publicBefore = await t.app.inject({ url: `/api/cms/v2/authorized_store?search=${encodeURIComponent(city.dealer)}` });
    expect(publicBefore.body).toContain(city.name);

    const dry = await post({ cities: csv(withoutReferenced) }, admin, 1);
    expect(dry.statusCode, dry.body).toBe(200);
    const planned = RegionImportResultSchema.parse(dry.json()).data;
    expect(planned.dry_run).toBe(true);
    expect(planned.provinces).toBeNull();
    expect(planned.cities!.added).toEqual([{ code: '31.99', province_code: '31', name: 'Kota Uji Coba' }]);
    expect(planned.cities!.changed).toEqual([
      { code: city.code, province_code: city.province_code, name: renamed, before_name: city.name },
    ]);
    expect(planned.cities!.removed.map((r) => r.code)).toEqual([free.code]);
    expect(planned.cities!.kept).toHaveLength(1);
    expect(planned.cities!.kept[0]!.code).toBe(referenced.code);
    expect(planned.cities!.kept[0]!.references).toContainEqual({
      source: 'service_centers',
      collection: 'service-centers',
      count: referenced.n,
    });
    expect(planned.cities!.unchanged).toBe(514 - 3);
    expect(await footprint()).toEqual(before);
    expect((await t.app.inject({ url: `/api/cms/v2/authorized_store?search=${encodeURIComponent(city.dealer)}` })).body).not.toContain(
      renamed,
    );

    const applied = await post({ cities: csv(withoutReferenced) }, admin, 0);
    expect(applied.statusCode, applied.body).toBe(200);
    const done = RegionImportResultSchema.parse(applied.json()).data;
    expect({ ...done, dry_run: true }).toEqual(planned);
    const after = await footprint();
    expect(after.audits).toBe(before.audits + 1);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.cities).toContainEqual({ code: city.code, province_code: city.province_code, name: renamed });
    expect(after.cities).toContainEqual({ code: '31.99', province_code: '31', name: 'Kota Uji Coba' });
    expect(after.cities.map((c) => (c as { code: string }).code)).toContain(referenced.code); // kept
    expect(after.cities.map((c) => (c as { code: string }).code)).not.toContain(free.code); // deleted
    // The public reads, cached before, show the new name at once (the apply told the caches).
    const finder = await t.app.inject({ url: `/api/cms/v2/authorized_store?search=${encodeURIComponent(city.dealer)}` });
    expect(finder.body).toContain(renamed);
    const pickers = await t.app.inject({ url: `/api/cms/v2/utilities/city?province_id=${city.province_code}` });
    expect(pickers.body).toContain(renamed);
    const [audit] = await rows<{ staff_id: number; after: { cities: { changed: unknown[] } } }>(
      sql`select staff_id, after from audit_log where action = 'regions.import' order by id desc limit 1`,
    );
    expect(audit!.after.cities.changed).toHaveLength(1);
  });

  it('a province the file drops keeps while its cities or a dealer refer to it; with its cities dropped too and nothing else referring, it goes', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    // A province with no dealer, service centre, pickup point, job or account in it.
    const lonely = (
      await rows<{ code: string; name: string }>(sql`
        select p.code, p.name from provinces p where not exists (select 1 from stores s where s.province_code = p.code)
          and not exists (select 1 from service_centers s where s.province_code = p.code)
          and not exists (select 1 from pickup_points s where s.province_code = p.code)
          and not exists (select 1 from job_vacancies s where s.province_code = p.code)
          and not exists (select 1 from users u where u.province_id = p.code)
          and not exists (select 1 from studio_drafts d where d.data -> 'region' ->> 'province_code' = p.code)
          and not exists (select 1 from cities c where c.province_code = p.code
            and (exists (select 1 from users u where u.city_id = c.code)))
        order by p.code desc limit 1`)
    )[0]!;
    const cityCount = await n(sql`select count(*)::int as n from cities where province_code = ${lonely.code}`);
    const provinces = (await current('provinces', admin)).filter((r) => r[0] !== lonely.code);
    const onlyProvinces = RegionImportResultSchema.parse((await post({ provinces: csv(provinces) }, admin, 1)).json()).data;
    expect(onlyProvinces.provinces!.removed).toEqual([]);
    expect(onlyProvinces.provinces!.kept).toEqual([
      { code: lonely.code, name: lonely.name, references: [{ source: 'cities', collection: null, count: cityCount }] },
    ]);
    const cities = (await current('cities', admin)).filter((r) => r[1] !== lonely.code);
    const both = await post({ provinces: csv(provinces), cities: csv(cities) }, admin, 0);
    expect(both.statusCode, both.body).toBe(200);
    const done = RegionImportResultSchema.parse(both.json()).data;
    expect(done.cities!.removed).toHaveLength(cityCount);
    expect(done.provinces!.removed).toEqual([{ code: lonely.code, name: lonely.name }]);
    expect(await n(sql`select count(*)::int as n from provinces where code = ${lonely.code}`)).toBe(0);
  });

  it('a city whose province is only in the same upload is accepted; one whose province exists nowhere is refused', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    const provinces = await current('provinces', admin);
    const cities = await current('cities', admin);
    const before = await footprint();
    const refused = await post({ cities: csv([...cities, ['97.01', '97', 'Kabupaten Baru']]) }, admin, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      {
        file: 'cities',
        line: cities.length + 1,
        field: 'province_code',
        message: 'Provinsi ini tidak ada, baik di data maupun di berkas provinsi.',
      },
    ]);
    const ok = await post(
      { provinces: csv([...provinces, ['97', 'Provinsi Baru']]), cities: csv([...cities, ['97.01', '97', 'Kabupaten Baru']]) },
      admin,
      0,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.provinces.added).toEqual([{ code: '97', name: 'Provinsi Baru' }]);
    expect(ok.json().data.cities.added).toEqual([{ code: '97.01', province_code: '97', name: 'Kabupaten Baru' }]);
    expect((await footprint()).audits).toBe(before.audits + 1);
  });

  it('bad files are a 400 listing every problem by file and line, in the caller language, and nothing is stored', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    const before = await footprint();
    const cases: { files: Files; problems: { file: string; line: number; field: string }[]; lang?: 'en' }[] = [
      {
        // Duplicates name each other's line; a bad code; a city under the wrong province; an empty name.
        files: { cities: 'code,province_code,name\n31.71,31,Kota A\n31.72,31,Kota B\n31.71,31,Kota C\n3171,31,X\n32.01,31,Y\n31.73,31,\n' },
        problems: [
          { file: 'cities', line: 2, field: 'code' },
          { file: 'cities', line: 4, field: 'code' },
          { file: 'cities', line: 5, field: 'code' },
          { file: 'cities', line: 6, field: 'code' },
          { file: 'cities', line: 7, field: 'name' },
        ],
      },
      {
        files: { provinces: 'kode,nama\n31,DKI\n' },
        problems: [
          { file: 'provinces', line: 1, field: 'kode' },
          { file: 'provinces', line: 1, field: 'nama' },
          { file: 'provinces', line: 1, field: 'code' },
          { file: 'provinces', line: 1, field: 'name' },
        ],
      },
      {
        files: { provinces: 'code,name\n31,DKI\u0000\n3,Satu\n' },
        problems: [
          { file: 'provinces', line: 2, field: 'name' },
          { file: 'provinces', line: 3, field: 'code' },
        ],
      },
      { files: { provinces: 'code,name\n31,DKI,extra\n"32,Jabar\n' }, problems: [{ file: 'provinces', line: 3, field: '_' }] },
      { files: { provinces: `code,name\n31,${'x'.repeat(101)}\n` }, problems: [{ file: 'provinces', line: 2, field: 'name' }], lang: 'en' },
      { files: { provinces: '' }, problems: [{ file: 'provinces', line: 1, field: '_' }] },
    ];
    for (const { files, problems, lang } of cases) {
      const response = await post(files, admin, 0, lang ? { 'accept-language': 'en' } : {});
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json() as { message: string; problems: { file: string; line: number; field: string; message: string }[] };
      expect(
        body.problems.map(({ file, line, field }) => ({ file, line, field })),
        JSON.stringify(files),
      ).toEqual(problems);
      if (lang === 'en') {
        expect(body.message).toBe('Nothing was saved: fix the file, then run the dry run again.');
        expect(body.problems[0]!.message).toBe('The name is too long: at most 100 characters.');
      } else expect(body.message).toBe('Tidak ada yang disimpan: perbaiki berkasnya lalu uji coba lagi.');
    }
    const duplicate = (await post({ cities: 'code,province_code,name\n31.71,31,A\n31.71,31,B\n' }, admin, 1)).json() as {
      problems: { message: string }[];
    };
    expect(duplicate.problems.map((p) => p.message)).toEqual([
      'Kode ini juga ada di baris 3 berkas ini.',
      'Kode ini juga ada di baris 2 berkas ini.',
    ]);
    // A column row that is not one of the two files, the same file twice, no file, a field, bytes that are not UTF-8 (a lone surrogate's), a huge file, JSON.
    expect((await post({}, admin, 0)).statusCode).toBe(400);
    expect(
      (
        await post({ provinces: 'code,name\n' }, admin, 0, {}, [
          { name: 'provinces', filename: 'b.csv', type: 'text/csv', data: Buffer.from('code,name\n') },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (await post({}, admin, 0, {}, [{ name: 'villages', filename: 'v.csv', type: 'text/csv', data: Buffer.from('code,name\n') }]))
        .statusCode,
    ).toBe(400);
    expect((await post({ provinces: 'code,name\n' }, admin, 0, {}, [{ name: 'note', value: 'x' }])).statusCode).toBe(400);
    const surrogate = await post(
      { provinces: Buffer.concat([Buffer.from('code,name\n31,DKI '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('\n')]) },
      admin,
      0,
    );
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toContain('UTF-8');
    const huge = await post({ provinces: `code,name\n${'31,Jakarta\n'.repeat(500_000)}` }, admin, 0);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('MB');
    const manyRows = await post({ cities: `code,province_code,name\n${'31.71,31,A\n'.repeat(20_001)}` }, admin, 0);
    expect(manyRows.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/cms/studio/regions/import?dry_run=0',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', cookie: `${STAFF_COOKIE}=${admin}` },
      payload: '{"provinces":"code,name"}',
    });
    expect(json.statusCode).toBe(415);
    expect(await footprint()).toEqual(before);
  });

  it('parallel duplicate applies: one changes, the others find nothing left to do; one audit entry', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    const provinces = (await current('provinces', admin)).map((r, i) => (i === 1 ? [r[0]!, `${r[1]} (baru)`] : r));
    const before = await footprint();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post({ provinces: csv(provinces) }, admin, 0)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const changed = answers.map((a) => RegionImportResultSchema.parse(a.json()).data.provinces!.changed.length).sort();
    expect(changed).toEqual([0, 0, 0, 1]);
    expect((await footprint()).audits).toBe(before.audits + 1);
  });

  it('only administrators: editors and the rest get 403, no session 401, a cross-site post 403, before the body is read', async () => {
    const body = { provinces: 'code,name\n31,Jakarta\n' };
    expect((await post(body, undefined, 1)).statusCode).toBe(401);
    for (const role of ['editor', 'marketing', 'hr', 'service'] as const) {
      const cookie = (await staffSession(t, role)).cookie;
      expect((await post(body, cookie, 1)).statusCode, role).toBe(403);
      expect((await exportOf('cities', cookie)).statusCode, role).toBe(403);
    }
    const admin = (await staffSession(t, 'admin')).cookie;
    expect((await post(body, admin, 1, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await exportOf('cities', undefined)).statusCode).toBe(401);
    expect((await exportOf('villages' as RegionKind, admin)).statusCode).toBe(400);
  });

  it('the export: BOM, CRLF, the seed columns, names with a leading formula character guarded and taken off again on import', async () => {
    const admin = (await staffSession(t, 'admin')).cookie;
    await t.db.execute(sql`update provinces set name = '=Aceh' where code = '11'`);
    const response = await exportOf('provinces', admin);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\ufeffcode,name\r\n')).toBe(true);
    expect(response.body).toContain("11,'=Aceh\r\n");
    const again = RegionImportResultSchema.parse((await post({ provinces: response.body }, admin, 1)).json()).data;
    expect(again.provinces!.changed, JSON.stringify(again.provinces!.changed)).toEqual([]);
    expect(again.provinces!.unchanged).toBe(again.provinces!.rows);
    expect(again.provinces!.rows).toBe(await n(sql`select count(*)::int as n from provinces`));
  });
});
