import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';
import { nextIp, postForm } from '../routes/forms/test-forms';
import { call } from '../routes/accounts/test-accounts';

// Nothing personal in logs (docs/decisions/152): when the database refuses a write, the error log names the
// request, route, status and error class — never the SQL parameters (e-mail, phone, the password hash, file
// bytes), the body or the query string. Each test plants a marker in a request and searches the whole log.

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const log = () => lines.join('');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: sink } });
  // Make the database refuse these writes, as a full disk or a broken constraint would: a real 500 path.
  await t.db.execute(sql`alter table submissions add constraint log_test_no_en check (lang <> 'en')`);
  await t.db.execute(sql`alter table submission_files add constraint log_test_no_files check (size < 0)`);
  await t.db.execute(sql`alter table users add constraint log_test_no_users check (phone <> '081299990000')`);
});
afterAll(() => t?.close());

describe('the log never carries what a visitor sent', () => {
  it('a failed form insert: 500, logged with request id, route and error class; no field value', async () => {
    const marker = `PENANDA${Date.now()}`;
    const res = await postForm(
      t,
      'v2/inquiry/store',
      {
        type: 'contact',
        name: `Nama ${marker}`,
        email: `${marker.toLowerCase()}@contoh.id`,
        phone: '081234567890',
        notes: `Catatan ${marker}`,
      },
      { lang: 'en', ip: nextIp() },
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, route: '/api/cms/v2/inquiry/store', statusCode: 500 });
    expect(failure?.reqId).toBeTruthy();
    expect(failure?.err).toMatchObject({ type: expect.any(String) });
    expect(log()).not.toMatch(new RegExp(marker, 'i'));
    expect(log()).not.toContain('081234567890');
  });

  it('a failed file insert: no file bytes, no file name', async () => {
    const marker = `BERKAS${Date.now()}`;
    const pdf = Buffer.from(`%PDF-1.4\n${marker}\n%%EOF\n`);
    const products = await t.app.inject({ url: '/api/cms/v2/support/product?brand_id=hollyland' });
    const product = String(products.json<{ data: Array<{ id: number }> }>().data[0]!.id);
    const res = await postForm(
      t,
      'v2/product-registration',
      {
        brand: 'hollyland',
        product,
        serial_number: 'HL-1',
        purchase_date: '2024-01-01',
        place_type: 'other',
        place_name: 'Toko',
        name: 'Budi',
        email: 'budi@contoh.id',
        consent: 'true',
      },
      { files: [{ field: 'invoice', name: `${marker}.pdf`, bytes: pdf }], ip: nextIp() },
    );
    expect(res.statusCode).toBe(500); // the file row is refused inside the submission's transaction
    expect(log()).not.toContain(marker);
    expect(log()).not.toContain(pdf.toString('hex').slice(0, 40));
  });

  it('a failed account insert: no e-mail, no password hash', async () => {
    const marker = `akun${Date.now()}`;
    const res = await call(t, 'v2/account/register', {
      method: 'POST',
      body: { name: 'Budi', email: `${marker}@contoh.id`, phone: '081299990000', password: 'rahasia-kamera-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(log()).toContain('request failed');
    expect(log()).not.toContain(marker);
    expect(log()).not.toContain('scrypt$');
  });

  it('query strings are not logged (a serial number or an e-mail can be in one)', async () => {
    const marker = `SERI${Date.now()}`;
    await t.app.inject({ url: `/api/cms/v2/warranty/check?serial_number=${marker}` });
    expect(log()).toContain('/api/cms/v2/warranty/check'); // the request itself is logged …
    expect(log()).not.toContain(marker); // … without its query
  });
});
