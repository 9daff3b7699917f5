import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceCenterResponseSchema } from '@/contract/service';
import { holidays, stores } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { call, staffSession } from './test-studio';

// Opening hours in the studio (docs/decisions/025-dealer-finders.md): the server checks a store's week and
// overrides and the holiday calendar with the contract's schema and names each bad part by its path.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const WEEK = ['09:00-12:00,13:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-11:30,13:30-17:00', '10:00-14:00', ''];

async function firstCity() {
  const [store] = await t.db.select().from(stores).where(eq(stores.type, 'offline_store')).limit(1);
  return { province_code: store!.province_code!, city_code: store!.city_code! };
}

describe('hours in the studio', () => {
  it("refuses bad hours with an error per day, per override date and per duplicate, in the staff member's language", async () => {
    const editor = await staffSession(t, 'editor');
    const response = await call(t, 'studio/collections/dealers', {
      method: 'POST',
      cookie: editor.cookie,
      body: {
        data: {
          type: 'offline_store',
          name: 'Toko Jam Salah',
          region: await firstCity(),
          hours: {
            week: ['09:00-17:00', '9-17', '13:00-17:00,09:00-12:00', '', '', '', ''],
            exceptions: [
              { date: '2026-02-30', hours: '' },
              { date: '2026-12-31', hours: '10:00-25:00' },
            ],
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['hours.exceptions.0.date', 'hours.exceptions.1.hours', 'hours.week.1', 'hours.week.2']);
    expect(errors['hours.week.1']).toEqual(['Jam tidak valid: tiap rentang JJ:MM–JJ:MM, berurutan, tanpa tumpang tindih.']);

    const twice = await call(t, 'studio/collections/dealers', {
      method: 'POST',
      cookie: editor.cookie,
      body: {
        data: {
          type: 'offline_store',
          name: 'Toko Tanggal Ganda',
          hours: {
            week: WEEK,
            exceptions: [
              { date: '2026-12-31', hours: '' },
              { date: '2026-12-31', hours: '10:00-12:00' },
            ],
          },
        },
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'hours.exceptions': ['Tanggal ini sudah ada.'] });
  });

  it("publishes a service centre's split hours and a holiday, both served to the finders", async () => {
    const editor = await staffSession(t, 'editor');
    const [centre] = ServiceCenterResponseSchema.parse((await t.app.inject({ url: '/api/cms/v2/service_center' })).json()).data;
    const opened = await call(t, `studio/collections/service-centers/${centre!.id}`, { cookie: editor.cookie });
    expect(opened.statusCode, opened.body).toBe(200);
    const draft = opened.json().data as { draft: Record<string, unknown>; version: number };
    const hours = { week: WEEK, exceptions: [{ date: '2027-01-02', hours: '', note: 'Inventaris' }] };
    const saved = await call(t, `studio/collections/service-centers/${centre!.id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: { ...draft.draft, hours }, version: draft.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await call(t, `studio/collections/service-centers/${centre!.id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: saved.json().data.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    const after = ServiceCenterResponseSchema.parse((await t.app.inject({ url: '/api/cms/v2/service_center' })).json()).data;
    expect(after.find((c) => c.id === centre!.id)!.hours).toEqual(hours);

    const bad = await call(t, 'studio/collections/holidays', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: { name: 'Libur Salah', date: '2099-01-01', hours: '10:00' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['hours']);
    const created = await call(t, 'studio/collections/holidays', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: { name: 'Hari Uji', name_en: 'Test Day', date: '2099-01-01', end_date: '2099-01-02', hours: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data as { id: number; version: number };
    const holidayPublished = await call(t, `studio/collections/holidays/${id}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version },
    });
    expect(holidayPublished.statusCode, holidayPublished.body).toBe(200);
    const served = (await t.app.inject({ url: '/api/cms/v2/holidays?lang=en' })).json().data as unknown[];
    expect(served).toContainEqual({ date: '2099-01-01', end_date: '2099-01-02', name: 'Test Day', hours: '' });
    await t.db.delete(holidays).where(eq(holidays.name, 'Hari Uji'));
  });
});
