import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, productRegistrations, products, submissions } from '../db/schema';
import { addDays, jakartaDate } from '../accounts/warranty-dates';
import { normalizeSerial } from '@/contract/accounts';
import { demoRegistrations, type DemoRegistration } from './content/accounts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Demo registrations of visitors (no account), each with the submission that would have carried it.
export async function seedAccounts(tx: Tx, registrations: DemoRegistration[] = demoRegistrations) {
  const today = jakartaDate();
  for (const demo of registrations) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .where(eq(brands.slug, demo.brand))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) continue;
    const submissionId = `seed-${demo.reference.toLowerCase()}`;
    const purchaseDate = typeof demo.purchase === 'string' ? demo.purchase : addDays(today, -demo.purchase);
    await tx.insert(submissions).values({
      id: submissionId,
      kind: 'product_registration',
      idempotency_key: submissionId,
      payload: { brand: demo.brand, product: String(product.id), serial_number: demo.serial, purchase_date: purchaseDate, demo: true },
      response_status: 201,
      response_body: { message: 'seeded', data: { reference: demo.reference } },
      lang: 'id',
      client_ip_hash: 'seed',
      notified_at: sql`now()`, // demo data: no staff mail, no confirmation (docs/decisions/310)
    });
    await tx.insert(productRegistrations).values({
      reference: demo.reference,
      submission_id: submissionId,
      email: 'demo@denka.example',
      name: 'Pelanggan Demo',
      brand_slug: demo.brand,
      product_id: product.id,
      serial_number: demo.serial,
      serial_norm: normalizeSerial(demo.serial),
      purchase_date: purchaseDate,
      place_type: 'other',
      place_name: demo.placeName,
      activated_at: demo.activated ? `${purchaseDate}T10:00:00+07:00` : null,
    });
  }
}
