import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_CODES_PER_ENTRY, MAX_LOTTERY_PURCHASE, SubmissionResultSchema, WrappedErrorSchema } from '@/contract/forms';
import { giveaways, lotteryCodes, submissionFiles } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { countStored, EXE, nextIp, PNG, postForm, type TestFile } from './test-forms';

const t = useTestApp();

// The open lottery of the demo (campaign 2, 2026–2027): the 2022 campaign no longer takes entries.
const entry = {
  campaign_id: '2',
  name: 'Rudi Hartono',
  email: 'rudi@example.com',
  date_of_birth: '1990-01-31',
  phone: '085712345678',
  id_type: 'nik',
  id_number: '3271012345678901',
  address: 'Jl. Merdeka No. 10, Bogor',
  province: 'Jawa Barat',
  city: 'Kota Bogor',
  postal_code: '16121',
  invoice_number: 'INV/2022/10/0042',
  purchase_date: '2026-10-15',
  serial_number: 'IS360X3-0001',
  purchase_place: 'offline_store',
  store_name: 'Toko Kamera Bogor',
  total_purchase: '3750000',
  terms: 'true',
};
const invoice: TestFile = { field: 'invoice', name: 'nota.png', bytes: PNG, type: 'image/png' };
const enter = (f: Record<string, string>, files = [invoice]) => postForm(t, 'v2/campaign/store_entry', f, { files, ip: nextIp() });

describe('POST v2/campaign/store_entry', () => {
  it('stores the entry with its invoice and returns one unique code per Rp 1,000,000', async () => {
    const res = await enter(entry);
    expect(res.statusCode).toBe(201);
    const { data } = SubmissionResultSchema.parse(res.json());
    expect(data.codes).toHaveLength(3);
    expect(new Set(data.codes).size).toBe(3);
    const stored = await t.db.select().from(lotteryCodes).where(eq(lotteryCodes.submission_id, data.reference));
    expect(stored.map((c) => c.code).sort()).toEqual([...data.codes!].sort());
    expect(await t.db.select().from(submissionFiles).where(eq(submissionFiles.submission_id, data.reference))).toHaveLength(1);
    const second = SubmissionResultSchema.parse((await enter({ ...entry, total_purchase: '1000000' })).json());
    expect(second.data.codes).toHaveLength(1);
    expect(data.codes).not.toContain(second.data.codes![0]);
  });

  it.each([
    ['address', 'x'.repeat(101)],
    ['purchase_date', '2022-07-31'],
    ['purchase_date', '2023-01-01'],
    ['total_purchase', '999999'],
    ['terms', ''],
    ['id_number', '123'],
    ['phone', '0812'],
    ['postal_code', '1612'],
    ['purchase_place', 'pasar'],
  ])('refuses %s = %j with { data: { message, errors } } and stores nothing', async (field, value) => {
    const before = await countStored(t.db);
    const res = await enter({ ...entry, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = WrappedErrorSchema.parse(res.json());
    expect(body.data.message.length).toBeGreaterThan(0);
    expect(body.data.errors?.[field]?.[0]?.length).toBeGreaterThan(0);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('caps the codes of one entry (docs/product.md §5): the largest total gets 100 codes at once, a larger one is a field error in ID and EN', async () => {
    // How long it takes, and /healthz meanwhile, is measured by `npm run bench:upload` (docs/benchmarks.md).
    const res = await enter({ ...entry, total_purchase: String(MAX_LOTTERY_PURCHASE) });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = SubmissionResultSchema.parse(res.json());
    expect(data.codes).toHaveLength(MAX_CODES_PER_ENTRY);
    expect(new Set(data.codes).size).toBe(MAX_CODES_PER_ENTRY);
    expect(await t.db.select().from(lotteryCodes).where(eq(lotteryCodes.submission_id, data.reference))).toHaveLength(MAX_CODES_PER_ENTRY);

    const before = await countStored(t.db);
    for (const total of [MAX_LOTTERY_PURCHASE + 1, 22_000_000_000, 1e12, 1e21, Number.MAX_SAFE_INTEGER]) {
      for (const lang of ['id', 'en'] as const) {
        const refused = await postForm(
          t,
          'v2/campaign/store_entry',
          { ...entry, total_purchase: String(total) },
          {
            files: [invoice],
            ip: nextIp(),
            lang,
          },
        );
        expect(refused.statusCode, `${total}`).toBe(400);
        expect(WrappedErrorSchema.parse(refused.json()).data.errors?.total_purchase).toContain(
          lang === 'id'
            ? 'Total pembelian paling banyak Rp 100.000.000 per pendaftaran (100 kode undian).'
            : 'The total purchase is at most Rp 100,000,000 per entry (100 lottery codes).',
        );
      }
    }
    expect(await countStored(t.db)).toEqual(before);
  });

  it('refuses a disguised invoice and an unknown campaign', async () => {
    const before = await countStored(t.db);
    const exe = await enter(entry, [{ ...invoice, bytes: EXE, name: 'nota.jpg' }]);
    expect(WrappedErrorSchema.parse(exe.json()).data.errors?.invoice?.[0]).toMatch(/jenis/i);
    const unknown = await enter({ ...entry, campaign_id: '999' });
    expect(unknown.statusCode).toBe(404);
    expect(WrappedErrorSchema.parse(unknown.json()).data.message).toMatch(/kampanye/i);
    expect(await countStored(t.db)).toEqual(before);
  });
});

describe('POST v2/giveaway/registration', () => {
  it('registers for a giveaway by slug; refuses an unknown one and bad fields', async () => {
    const [giveaway] = await t.db.select({ slug: giveaways.slug }).from(giveaways).orderBy(desc(giveaways.ends_at)).limit(1); // the open one
    const fields = {
      giveaway: giveaway!.slug,
      name: 'Maya',
      email: 'maya@example.com',
      phone: '081311112222',
      city: 'Surabaya',
      instagram: '@maya',
      serial_number: '',
      terms: 'on',
    };
    const ok = await postForm(t, 'v2/giveaway/registration', fields, { ip: nextIp() });
    expect(ok.statusCode).toBe(201);
    SubmissionResultSchema.parse(ok.json());
    const before = await countStored(t.db);
    const unknown = await postForm(t, 'v2/giveaway/registration', { ...fields, giveaway: 'nope' }, { ip: nextIp() });
    expect(unknown.statusCode).toBe(404);
    WrappedErrorSchema.parse(unknown.json());
    const bad = await postForm(t, 'v2/giveaway/registration', { ...fields, city: '', terms: 'false' }, { ip: nextIp(), lang: 'en' });
    expect(bad.statusCode).toBe(400);
    const errors = WrappedErrorSchema.parse(bad.json()).data.errors;
    expect(errors?.city).toEqual(['This field is required.']);
    expect(errors?.terms?.[0]).toMatch(/agree/);
    expect(await countStored(t.db)).toEqual(before);
  });
});
