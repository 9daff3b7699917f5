import { desc, eq } from 'drizzle-orm';
import { addDays, jakartaDate } from '../accounts/warranty-dates';
import { brands, giveaways, pickupPoints, ticketStages } from '../db/schema';
import { listSupportProducts } from '../repositories/pickers';
import { careerFields, DOCX, PDF, PNG, postForm, type TestFile } from '../routes/forms/test-forms';
import type { TestApp } from '../test/helper';

// One valid body per form POST (each answers 201 as it is), so a test can spoil one field at a time and
// know that field alone is the reason for the answer (docs/decisions/150, "no 5xx from any body").

export type ValidForm = { fields: Record<string, string>; file?: TestFile };

let serialCounter = 0;

export async function validFormBodies(t: TestApp): Promise<Record<string, ValidForm>> {
  const [giveaway] = await t.db.select({ slug: giveaways.slug }).from(giveaways).orderBy(desc(giveaways.ends_at)).limit(1); // the open one
  const [hollyland] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
  const [product] = (await listSupportProducts(t.db, hollyland!.id))!;
  const [pickup] = await t.db.select({ id: pickupPoints.id }).from(pickupPoints).limit(1);
  const serial = `HL-BAD-${++serialCounter}-${Date.now().toString(36)}`;
  const registration: Record<string, string> = {
    brand: 'hollyland',
    product: String(product!.id),
    serial_number: serial,
    purchase_date: addDays(jakartaDate(), -3),
    place_type: 'dealer',
    place_name: 'Denka Store Pluit',
    name: 'Budi Santoso',
    email: 'tamu@contoh.id',
    phone: '081234567890',
    consent: 'true',
  };
  const invoice: TestFile = { field: 'invoice', name: 'nota.pdf', bytes: PDF, type: 'application/pdf' };
  // The activation needs a registration of its own.
  const registered = await postForm(t, 'v2/product-registration', registration, { files: [invoice] });
  if (registered.statusCode !== 201) throw new Error(`fixture registration failed: ${registered.body}`);
  const reference = registered.json<{ data: { reference: string } }>().data.reference;
  // A repair ticket with an open quote for the customer's answer (docs/decisions/310): a support request as
  // the form stores it, its quote written straight into its stages.
  const support = await postForm(t, 'v2/support/store', {
    brand: String(hollyland!.id),
    product: String(product!.id),
    problem: 'Layar retak.',
    name: 'Sari',
    email: 'sari@contoh.id',
    phone: '6281298765432',
  });
  const ticket = support.json<{ data: { reference: string; receipt: string } }>().data;
  await t.db.insert(ticketStages).values([
    { submission_id: ticket.reference, stage: 'checked', notified_at: new Date().toISOString() },
    { submission_id: ticket.reference, stage: 'quote', amount: 450_000, notified_at: new Date().toISOString() },
  ]);
  return {
    '/api/cms/v2/support/quote': { fields: { receipt: ticket.receipt, email: 'sari@contoh.id', decision: 'approve' } },
    '/api/cms/v2/inquiry/store': {
      fields: {
        type: 'b2b',
        name: 'Siti Rahma',
        company: 'PT Kamera',
        phone: '+6281234567890',
        email: 'siti@contoh.id',
        second_email: 'lain@contoh.id',
        address: 'Jl. Wastukancana 2',
        message: 'Butuh 20 unit.',
        channel: 'search',
        product: 'hollyland-lark-m2s',
      },
    },
    '/api/cms/v2/lowongan_kerja/store': {
      fields: await careerFields(t.db, 'dewi@contoh.id'),
      file: { field: 'cv', name: 'cv dewi.docx', bytes: DOCX },
    },
    '/api/cms/v2/campaign/store_entry': {
      fields: {
        campaign_id: '2',
        name: 'Rudi Hartono',
        email: 'rudi@contoh.id',
        date_of_birth: '1990-01-31',
        phone: '085712345678',
        id_type: 'nik',
        id_number: '3271012345678901',
        address: 'Jl. Merdeka 10, Bogor',
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
      },
      file: { field: 'invoice', name: 'nota.png', bytes: PNG, type: 'image/png' },
    },
    '/api/cms/v2/giveaway/registration': {
      fields: {
        giveaway: giveaway!.slug,
        name: 'Maya',
        email: 'maya@contoh.id',
        phone: '081311112222',
        city: 'Surabaya',
        instagram: '@maya',
        serial_number: 'SN-1',
        terms: 'on',
      },
    },
    '/api/cms/v2/support/store': {
      fields: {
        brand: String(hollyland!.id),
        product: String(product!.id),
        problem: 'Tidak mau menyala.',
        service_point: `pickup:${pickup!.id}`,
        name: 'Andi',
        email: 'andi@contoh.id',
        phone: '6281298765432',
      },
    },
    '/api/cms/v2/product-registration': { fields: { ...registration, serial_number: `${serial}-2` }, file: invoice },
    '/api/cms/v2/warranty/activation': { fields: { serial_number: serial, reference } },
    '/api/cms/v2/subscription': {
      fields: { email: 'kabar@contoh.id', name: 'Kabar', brands: 'hollyland', categories: '', consent: 'true' },
    },
  };
}
