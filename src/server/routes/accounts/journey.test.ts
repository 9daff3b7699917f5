import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type RegisteredProduct, type WarrantyStatus } from '@/contract/accounts';
import { addDays, addMonths, jakartaDate } from '@/server/accounts/warranty-dates';
import { productRegistrations, submissionFiles, subscriptions } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { EXE, PDF, PNG, postForm } from '../forms/test-forms';
import { call, HOST, registerAndLogin, SAME_ORIGIN } from './test-accounts';
import { listWarrantyReviews } from '@/server/repositories/accounts-registrations';

// docs/product.md §6: register → login → profile → register a product → activate → warranty dates.
const t = useTestApp();

const hollylandProduct = async () => {
  const res = await t.app.inject({ url: '/api/cms/v2/support/product?brand_id=hollyland' });
  return res.json<{ data: Array<{ id: number; name: string }> }>().data[0]!;
};

const registration = (fields: Record<string, string>) => ({
  brand: 'hollyland',
  serial_number: `HL ${randomUUID().slice(0, 8)}`,
  purchase_date: addDays(jakartaDate(), -3),
  place_type: 'dealer',
  place_name: 'Denka Store Pluit',
  name: 'Budi Santoso',
  email: 'tamu@contoh.id',
  consent: 'true',
  ...fields,
});

async function postRegistration(fields: Record<string, string>, cookie?: string, extraHeaders: Record<string, string> = SAME_ORIGIN) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('invoice', new Blob([new Uint8Array(PDF)]), 'nota.pdf');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/cms/v2/product-registration',
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'idempotency-key': randomUUID(),
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...extraHeaders,
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('the customer journey', () => {
  it('register → login → profile → register a product → activate → warranty with the right dates', async () => {
    const { cookie, email } = await registerAndLogin(t);
    const me = await call(t, 'v2/account/me', { cookie });
    expect(me.json<{ data: { email: string; profile_complete: boolean } }>().data).toMatchObject({ email, profile_complete: false });
    const profile = {
      name: 'Budi Santoso',
      phone: '081234567890',
      address: 'Jl. Pluit Raya 1',
      province_id: '31',
      city_id: '31.71',
      postal_code: '14450',
      birth_date: '1992-05-01',
      gender: 'male',
    };
    expect((await call(t, 'v2/account/profile', { method: 'PUT', cookie, body: profile })).statusCode).toBe(200);

    const product = await hollylandProduct();
    const purchase = '2025-01-31';
    const fields = registration({ product: String(product.id), purchase_date: purchase, email: 'diabaikan@contoh.id' });
    const registered = await postRegistration(fields, cookie);
    expect(registered.statusCode, registered.body).toBe(201);
    const reference = registered.json<{ data: { reference: string } }>().data.reference;
    expect(reference).toMatch(/^REG-[A-Z2-9]{8}$/);
    const [row] = await t.db.select().from(productRegistrations).where(eq(productRegistrations.reference, reference));
    expect(row!.email).toBe(email); // tied to the account, not the typed e-mail
    expect(await t.db.select().from(submissionFiles).where(eq(submissionFiles.submission_id, row!.submission_id))).toHaveLength(1);

    const activated = await postForm(t, 'v2/warranty/activation', {
      serial_number: fields.serial_number.toLowerCase(),
      reference: reference.toLowerCase(),
    });
    expect(activated.statusCode, activated.body).toBe(201);
    expect(activated.json<{ message: string }>().message).toBe('Garansi sudah aktif.');

    const list = (await call(t, 'v2/account/registrations', { cookie })).json<{ data: RegisteredProduct[] }>().data;
    expect(list).toHaveLength(1);
    // "My gear": the product's manual, to keep for offline.
    expect(list[0]!.manual_url).toMatch(/^\/media\/manuals\/[a-z0-9-]+\.pdf$/);
    const warranty = list[0]!.warranty;
    // Hollyland: 24 months unit, 6 accessories, 6 battery (seeded policy); 31 Jan + n months clamps to month end.
    expect(warranty).toMatchObject({
      product: { id: product.id },
      brand: { slug: 'hollyland' },
      purchase_date: purchase,
      activated: true,
      coverage: {
        unit: { months: 24, until: '2027-01-31' },
        accessories: { months: 6, until: '2025-07-31' },
        battery: { months: 6, until: '2025-07-31' },
      },
      replacement: { days: 14, until: '2025-02-14', open: false },
    });

    const check = await call(t, `v2/warranty/check?serial_number=${encodeURIComponent(fields.serial_number)}`);
    expect(check.statusCode).toBe(200);
    const [status] = check.json<{ data: WarrantyStatus[] }>().data;
    expect(status).toEqual(warranty);
    expect(JSON.stringify(check.json())).not.toContain(reference); // the reference proves ownership: never public
  });

  it('a recent purchase has its 14-day replacement window open; months follow the calendar', async () => {
    const product = await hollylandProduct();
    const purchase = addDays(jakartaDate(), -13);
    const fields = registration({ product: String(product.id), purchase_date: purchase });
    expect((await postRegistration(fields)).statusCode).toBe(201); // a visitor: no account
    const [status] = (await call(t, `v2/warranty/check?serial_number=${encodeURIComponent(fields.serial_number)}`)).json<{
      data: WarrantyStatus[];
    }>().data;
    expect(status).toMatchObject({ activated: false, replacement: { until: addDays(purchase, 14), open: true } });
    expect(status!.coverage.unit.until).toBe(addMonths(purchase, 24));
  });

  it('a serial can be registered twice, but only one registration of a product activates it; a second claim goes to staff review', async () => {
    const product = await hollylandProduct();
    const fields = registration({ product: String(product.id) });
    const first = (await postRegistration(fields)).json<{ data: { reference: string } }>().data.reference;
    const second = (await postRegistration({ ...fields, email: 'lain@contoh.id' })).json<{ data: { reference: string } }>().data.reference;
    expect((await postForm(t, 'v2/warranty/activation', { serial_number: fields.serial_number, reference: first })).statusCode).toBe(201);
    // Activating the same registration again is a no-op success (a replayed request).
    expect((await postForm(t, 'v2/warranty/activation', { serial_number: fields.serial_number, reference: first })).statusCode).toBe(201);
    // Never first-come-wins silently (decision 133): the second claim waits for staff with its invoice.
    const claimed = await postForm(t, 'v2/warranty/activation', { serial_number: fields.serial_number, reference: second }, { lang: 'en' });
    expect(claimed.statusCode).toBe(202);
    expect(claimed.json<{ data: { review?: boolean } }>().data.review).toBe(true);
    expect(claimed.json<{ message: string }>().message).toMatch(
      /already activated on another registration.*passed to our staff for review/,
    );
    const claimedId = await postForm(
      t,
      'v2/warranty/activation',
      { serial_number: fields.serial_number, reference: second },
      { lang: 'id' },
    );
    expect(claimedId.statusCode).toBe(202);
    expect(claimedId.json<{ message: string }>().message).toMatch(/sudah diaktifkan pada registrasi lain.*teruskan ke staf/);
    const rows = await t.db.select().from(productRegistrations).where(eq(productRegistrations.reference, second));
    expect(rows[0]).toMatchObject({ activated_at: null });
    expect(rows[0]!.review_requested_at).not.toBeNull();
    const reviews = await listWarrantyReviews(t.db);
    const review = reviews.find((r) => r.claim.reference === second)!;
    expect(review.activated?.reference).toBe(first);
    expect(review.claim.invoice).toHaveLength(1); // the claimant's invoice travels with the claim
    expect(review.claim.invoice[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const wrong = await postForm(t, 'v2/warranty/activation', { serial_number: 'LAIN-123', reference: first });
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.reference).toEqual(['Nomor registrasi dan nomor seri tidak cocok.']);
  });

  it('refuses bad registrations with field errors and stores nothing', async () => {
    const product = await hollylandProduct();
    const before = (await t.db.select().from(productRegistrations)).length;
    const future = await postRegistration(
      registration({ product: String(product.id), purchase_date: addDays(jakartaDate(), 2), dealer_id: '999999' }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      purchase_date: ['Tanggal tidak boleh di masa depan.'],
      dealer_id: ['Dealer tidak ditemukan.'],
    });
    const noDate = await postRegistration(registration({ product: String(product.id), purchase_date: '2025-02-30' }));
    expect(noDate.json<{ errors: Record<string, string[]> }>().errors.purchase_date).toEqual(['Tanggal tidak valid.']);
    const otherBrand = await postRegistration(registration({ brand: 'insta360', product: String(product.id) }));
    expect(otherBrand.json<{ errors: Record<string, string[]> }>().errors.product).toBeDefined();
    const exe = await postForm(t, 'v2/product-registration', registration({ product: String(product.id) }), {
      files: [{ field: 'invoice', name: 'nota.pdf', bytes: EXE }],
    });
    expect(exe.json<{ errors: Record<string, string[]> }>().errors.invoice).toEqual(['Jenis berkas tidak diterima.']);
    const png = await postForm(t, 'v2/product-registration', registration({ product: String(product.id), consent: '' }), {
      files: [{ field: 'invoice', name: 'n.png', bytes: PNG }],
    });
    expect(png.json<{ errors: Record<string, string[]> }>().errors.consent).toBeDefined();
    expect((await t.db.select().from(productRegistrations)).length).toBe(before);
  });

  it('a cross-site product registration that carries the session cookie is refused', async () => {
    const { cookie } = await registerAndLogin(t);
    const product = await hollylandProduct();
    const res = await postRegistration(registration({ product: String(product.id) }), cookie, {
      host: HOST,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
  });

  it('the public check: seeded demo serials, and a translated 404 for an unknown serial', async () => {
    const demo = await call(t, 'v2/warranty/check?serial_number=demo-insta-0001');
    expect(demo.statusCode).toBe(200);
    expect(demo.json<{ data: WarrantyStatus[] }>().data[0]).toMatchObject({
      brand: { slug: 'insta360' },
      activated: true,
      replacement: { open: true },
    });
    const missing = await call(t, 'v2/warranty/check?serial_number=TIDAK-ADA-999&lang=en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toMatch(/^Serial number not found/);
    expect((await call(t, 'v2/warranty/check?serial_number=%27%20OR%201%3D1')).statusCode).toBe(400);
  });
});

describe('subscription', () => {
  it('stores consent time and interests; the signed link unsubscribes, a tampered one is refused', async () => {
    const email = `langganan.${Date.now()}@contoh.id`;
    const res = await postForm(t, 'v2/subscription', { email, brands: 'insta360,hollyland', categories: '', consent: 'true' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(row).toMatchObject({ brand_slugs: ['insta360', 'hollyland'], unsubscribed_at: null });
    expect(row!.consent_at).toBeTruthy();
    expect((await postForm(t, 'v2/subscription', { email, consent: '' })).statusCode).toBe(400);
    expect((await postForm(t, 'v2/subscription', { email, brands: 'tidak-ada', consent: 'true' })).statusCode).toBe(400);

    const { unsubscribeToken } = await import('@/server/accounts/session-token');
    const token = unsubscribeToken(t.app.accountSecret, row!.id);
    const tampered = [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), `${row!.id + 1}.${token.split('.')[1]}`, 'x', `${row!.id}.`];
    for (const bad of tampered) {
      const refused = await call(t, 'v2/subscription/unsubscribe', { method: 'POST', body: { token: bad } });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id)))[0]!.unsubscribed_at).toBeNull();
    const done = await call(t, 'v2/subscription/unsubscribe', { method: 'POST', body: { token } });
    expect(done.statusCode).toBe(200);
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id)))[0]!.unsubscribed_at).not.toBeNull();
    // Subscribing again lifts it, with a new consent time.
    expect((await postForm(t, 'v2/subscription', { email: email.toUpperCase(), consent: 'true' })).statusCode).toBe(201);
    const again = await t.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(again[0]!.unsubscribed_at).toBeNull();
  });
});
