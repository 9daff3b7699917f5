import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { SubmissionResultSchema } from '@/contract/forms';
import { brands, pickupPoints, serviceCenters, submissionFiles, submissions } from '@/server/db/schema';
import { listSupportProducts } from '@/server/repositories/pickers';
import { useTestApp } from '@/server/test/helper';
import { countStored, EXE, nextIp, PDF, PNG, postForm } from './test-forms';

const t = useTestApp();

const contact = {
  type: 'contact',
  name: 'Budi Santoso',
  email: 'budi@example.co.id',
  phone: '0812-3456-7890',
  notes: 'Halo, saya ingin bertanya.',
};
const business = {
  type: 'b2g',
  name: 'Siti Rahma',
  company: 'Dinas Kominfo Kota Bandung',
  phone: '+6281234567890',
  email: 'siti@bandung.go.id',
  second_email: '',
  address: 'Jl. Wastukancana No. 2, Bandung',
  message: 'Kami membutuhkan 20 unit mikrofon nirkabel.',
  channel: 'search',
  product: 'hollyland-lark-m2s',
};

describe('POST v2/inquiry/store', () => {
  it('stores a contact message and a B2G inquiry, 201 with a reference', async () => {
    for (const fields of [contact, business]) {
      const res = await postForm(t, 'v2/inquiry/store', fields, { ip: nextIp() });
      expect(res.statusCode).toBe(201);
      const { data } = SubmissionResultSchema.parse(res.json());
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, data.reference));
      expect(row!.kind).toBe('inquiry');
      expect(row!.payload).toMatchObject({ type: fields.type, name: fields.name });
      expect(row!.payload).not.toHaveProperty('website');
    }
  });

  it.each([
    ['name', '', /wajib/i],
    ['email', 'not-an-email', /email/i],
    ['phone', '12345', /telepon/i],
    ['phone', '+1 415 555 0100', /telepon/i],
    ['notes', '', /wajib/i],
    ['notes', 'x'.repeat(5001), /panjang/i],
  ])('refuses %s = %j with a message and stores nothing', async (field, value, pattern) => {
    const before = await countStored(t.db);
    const res = await postForm(t, 'v2/inquiry/store', { ...contact, [field]: value }, { ip: nextIp() });
    expect(res.statusCode).toBe(400);
    const body = ErrorSchema.parse(res.json());
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.errors?.[field]?.[0]).toMatch(pattern);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('answers field errors in English when asked', async () => {
    const res = await postForm(t, 'v2/inquiry/store', { ...business, company: '', phone: '0800' }, { ip: nextIp(), lang: 'en' });
    expect(res.statusCode).toBe(400);
    const body = ErrorSchema.parse(res.json());
    expect(body.message).toMatch(/check the form/i);
    expect(body.errors?.company).toEqual(['This field is required.']);
    expect(body.errors?.phone?.[0]).toMatch(/Indonesian phone number/);
  });

  it('refuses an unknown inquiry type', async () => {
    const res = await postForm(t, 'v2/inquiry/store', { ...contact, type: 'spam' }, { ip: nextIp() });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST v2/support/store', () => {
  it('stores a request for a product of the brand, refuses a product of another brand', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
    const [other] = await t.db.select().from(brands).where(eq(brands.slug, 'insta360'));
    const [product] = (await listSupportProducts(t.db, brand!.id))!;
    const [foreign] = (await listSupportProducts(t.db, other!.id))!;
    const fields = {
      brand: String(brand!.id),
      product: String(product!.id),
      problem: 'Tidak mau menyala.',
      name: 'Andi',
      email: 'andi@example.com',
      phone: '6281298765432',
    };
    const ok = await postForm(t, 'v2/support/store', fields, { ip: nextIp() });
    expect(ok.statusCode).toBe(201);
    const { data } = SubmissionResultSchema.parse(ok.json());
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, data.reference));
    expect(row!.kind).toBe('support');

    const before = await countStored(t.db);
    const wrong = await postForm(t, 'v2/support/store', { ...fields, product: String(foreign!.id) }, { ip: nextIp() });
    expect(wrong.statusCode).toBe(400);
    expect(ErrorSchema.parse(wrong.json()).errors?.product?.[0]).toMatch(/produk/i);
    const noBrand = await postForm(t, 'v2/support/store', { ...fields, brand: 'no-such-brand' }, { ip: nextIp() });
    expect(ErrorSchema.parse(noBrand.json()).errors?.brand?.[0]).toMatch(/merek/i);
    const noProblem = await postForm(t, 'v2/support/store', { ...fields, problem: ' ' }, { ip: nextIp() });
    expect(ErrorSchema.parse(noProblem.json()).errors?.problem?.[0]).toMatch(/wajib/i);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('keeps the unit\'s serial number ("My gear" fills it in); a hostile one is a field error, nothing stored', async () => {
    const [product] = (await listSupportProducts(t.db, 'hollyland'))!;
    const fields = {
      brand: 'hollyland',
      product: product!.slug,
      problem: 'Mati total.',
      name: 'Andi',
      email: 'andi@example.com',
      phone: '6281298765432',
    };
    const ok = await postForm(t, 'v2/support/store', { ...fields, serial_number: ' HL-LARK 0042 ' }, { ip: nextIp() });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, SubmissionResultSchema.parse(ok.json()).data.reference));
    expect(row!.payload).toMatchObject({ serial_number: 'HL-LARK 0042' });

    const before = await countStored(t.db);
    for (const serial_number of ['<script>alert(1)</script>', "1' OR '1'='1", 'A'.repeat(61), '-leading-dash']) {
      const bad = await postForm(t, 'v2/support/store', { ...fields, serial_number }, { ip: nextIp() });
      expect(bad.statusCode, serial_number).toBe(400);
      expect(ErrorSchema.parse(bad.json()).errors?.serial_number).toHaveLength(1);
    }
    expect(await countStored(t.db)).toEqual(before);
  });

  it('keeps the chosen service centre or pickup point; refuses one that is not published or not a point at all', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
    const [product] = (await listSupportProducts(t.db, brand!.id))!;
    const [centre] = await t.db.select({ id: serviceCenters.id }).from(serviceCenters).limit(1);
    const [point] = await t.db.select({ id: pickupPoints.id }).from(pickupPoints).limit(1);
    const fields = {
      brand: String(brand!.id),
      product: String(product!.id),
      problem: 'Layar bergaris.',
      name: 'Andi',
      email: 'andi@example.com',
      phone: '6281298765432',
    };
    for (const choice of [`center:${centre!.id}`, `pickup:${point!.id}`]) {
      const ok = await postForm(t, 'v2/support/store', { ...fields, service_point: choice }, { ip: nextIp() });
      expect(ok.statusCode).toBe(201);
      const [row] = await t.db
        .select()
        .from(submissions)
        .where(eq(submissions.id, SubmissionResultSchema.parse(ok.json()).data.reference));
      expect((row!.payload as Record<string, unknown>).service_point).toBe(choice);
    }
    const before = await countStored(t.db);
    for (const hostile of [
      'center:999999999',
      'pickup:0',
      'dealer:1',
      `center:${centre!.id}\u0000`,
      'center:1 OR 1=1',
      'x'.repeat(20_000),
      'center:-1',
    ]) {
      const res = await postForm(t, 'v2/support/store', { ...fields, service_point: hostile }, { ip: nextIp() });
      expect([hostile.slice(0, 20), res.statusCode]).toEqual([hostile.slice(0, 20), 400]);
    }
    const unknown = await postForm(t, 'v2/support/store', { ...fields, service_point: 'pickup:999999' }, { ip: nextIp() });
    expect(ErrorSchema.parse(unknown.json()).errors?.service_point).toHaveLength(1);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('keeps a photo of the fault (JPG/PNG by content) as its file; refuses a PDF or a renamed program', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
    const [product] = (await listSupportProducts(t.db, brand!.id))!;
    const fields = {
      brand: String(brand!.id),
      product: String(product!.id),
      problem: 'Lensa retak.',
      name: 'Andi',
      email: 'andi@example.com',
      phone: '6281298765432',
    };
    const ok = await postForm(t, 'v2/support/store', fields, { ip: nextIp(), files: [{ field: 'photo', name: 'retak.png', bytes: PNG }] });
    expect(ok.statusCode).toBe(201);
    const id = SubmissionResultSchema.parse(ok.json()).data.reference;
    const stored = await t.db.select().from(submissionFiles).where(eq(submissionFiles.submission_id, id));
    expect(stored.map((f) => [f.field, f.mime, f.size])).toEqual([['photo', 'image/png', PNG.length]]);

    const before = await countStored(t.db);
    for (const [name, bytes] of [
      ['retak.pdf', PDF],
      ['retak.png', EXE],
    ] as const) {
      const res = await postForm(t, 'v2/support/store', fields, { ip: nextIp(), files: [{ field: 'photo', name, bytes }] });
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).errors?.photo).toHaveLength(1);
    }
    expect(await countStored(t.db)).toEqual(before);
  });
});
