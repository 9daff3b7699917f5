import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CampaignDetailResponseSchema } from '@/contract/campaign';
import { SubmissionResultSchema, WrappedErrorSchema } from '@/contract/forms';
import { giveaways, lotteryCampaigns } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { countStored, nextIp, PNG, postForm, type TestFile } from '../forms/test-forms';

// Campaigns and giveaways take entries only between their starts_at and ends_at
// (docs/decisions/325-lottery-draws.md): the 2022 lottery is closed, the demo's
// 2026–2027 lottery is open; before the start and after the close a clear, translated 403, nothing stored.

const t = useTestApp();

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
  invoice_number: 'INV/2026/10/0042',
  purchase_date: '2026-10-15',
  serial_number: 'IS360X3-0001',
  purchase_place: 'offline_store',
  store_name: 'Toko Kamera Bogor',
  total_purchase: '2000000',
  terms: 'true',
};
const invoice: TestFile = { field: 'invoice', name: 'nota.png', bytes: PNG, type: 'image/png' };
const enter = (fields: Record<string, string>, lang?: 'id' | 'en') =>
  postForm(t, 'v2/campaign/store_entry', fields, { files: [invoice], ip: nextIp(), ...(lang ? { lang } : {}) });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/${url}` });

describe('lottery entries', () => {
  it('v2/campaign/current names the open campaign (the 2026–2027 lottery of the demo); the detail says whether one is open', async () => {
    const current = CampaignDetailResponseSchema.parse((await get('v2/campaign/current')).json()).data;
    expect(current).toMatchObject({ id: 2, type: 'A01', is_open: true, confirm_days: 7 });
    const old = CampaignDetailResponseSchema.parse((await get('v2/campaign/detail?campaign_id=1')).json()).data;
    expect(old.is_open).toBe(false);
    expect((await get('v2/campaign/current?type=Z99')).statusCode).toBe(404);
    expect((await get('v2/campaign/current?type=A-1')).statusCode).toBe(400);
  });

  it('the open campaign takes an entry; the 2022 campaign is closed and refuses it in the visitor language', async () => {
    const ok = await enter(entry);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(SubmissionResultSchema.parse(ok.json()).data.codes).toHaveLength(2);

    const before = await countStored(t.db);
    const closed = await enter({ ...entry, campaign_id: '1', purchase_date: '2022-10-15' });
    expect(closed.statusCode).toBe(403);
    expect(WrappedErrorSchema.parse(closed.json()).data.message).toBe('Pendaftaran undian ini sudah ditutup.');
    const closedEn = await enter({ ...entry, campaign_id: '1', purchase_date: '2022-10-15' }, 'en');
    expect(WrappedErrorSchema.parse(closedEn.json()).data.message).toBe('Entries for this lottery are closed.');
    // The campaign left out of the body is the 2022 one (docs/product.md §9): closed too.
    const { campaign_id: _omitted, ...withoutCampaign } = entry;
    expect((await enter({ ...withoutCampaign, purchase_date: '2022-10-15' })).statusCode).toBe(403);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('a campaign not open yet refuses, and opens at its start', async () => {
    const [future] = await t.db
      .insert(lotteryCampaigns)
      .values({
        type: 'A01',
        title: 'Undian depan',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: '2099-12-31T00:00:00Z',
        rupiah_per_code: 1_000_000,
        confirm_days: 7,
        address_max_length: 100,
      })
      .returning();
    const before = await countStored(t.db);
    const early = await enter({ ...entry, campaign_id: String(future!.id), purchase_date: new Date().toISOString().slice(0, 10) });
    expect(early.statusCode).toBe(403);
    expect(WrappedErrorSchema.parse(early.json()).data.message).toBe('Pendaftaran undian ini belum dibuka.');
    expect(await countStored(t.db)).toEqual(before);
    await t.db
      .update(lotteryCampaigns)
      .set({ starts_at: new Date(Date.now() - 86_400_000 * 30).toISOString() })
      .where(eq(lotteryCampaigns.id, future!.id));
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const opened = await enter({ ...entry, campaign_id: String(future!.id), purchase_date: today });
    expect(opened.statusCode, opened.body).toBe(201);
  });

  it("refuses a purchase outside the open campaign's own period", async () => {
    for (const date of ['2025-12-31', '2028-01-01', '2022-10-15']) {
      const res = await enter({ ...entry, purchase_date: date });
      expect(res.statusCode, date).toBe(400);
      expect(WrappedErrorSchema.parse(res.json()).data.errors?.purchase_date).toEqual(['Tanggal pembelian di luar periode undian ini.']);
    }
  });
});

describe('giveaway registrations', () => {
  const fields = {
    name: 'Maya',
    email: 'maya@example.com',
    phone: '081311112222',
    city: 'Surabaya',
    instagram: '@maya',
    serial_number: '',
    terms: 'on',
  };
  const register = (giveaway: string, lang?: 'id' | 'en') =>
    postForm(t, 'v2/giveaway/registration', { ...fields, giveaway }, { ip: nextIp(), ...(lang ? { lang } : {}) });

  it('the running giveaway registers; a closed one and one not started refuse with 403', async () => {
    const [open] = await t.db.select().from(giveaways).orderBy(desc(giveaways.ends_at)).limit(1);
    expect((await register(open!.slug)).statusCode).toBe(201);
    const before = await countStored(t.db);
    const closed = await register('hollyland-hoki');
    expect(closed.statusCode).toBe(403);
    expect(WrappedErrorSchema.parse(closed.json()).data.message).toBe('Pendaftaran giveaway ini sudah ditutup.');
    expect(WrappedErrorSchema.parse((await register('hollyland-hoki', 'en')).json()).data.message).toBe(
      'Registration for this giveaway is closed.',
    );
    await t.db
      .update(giveaways)
      .set({ starts_at: '2099-01-01T00:00:00Z', ends_at: '2099-12-31T00:00:00Z' })
      .where(eq(giveaways.slug, 'hollyland-lark-m2s'));
    const early = await register('hollyland-lark-m2s');
    expect(early.statusCode).toBe(403);
    expect(WrappedErrorSchema.parse(early.json()).data.message).toBe('Pendaftaran giveaway ini belum dibuka.');
    expect(await countStored(t.db)).toEqual(before);
  });
});
