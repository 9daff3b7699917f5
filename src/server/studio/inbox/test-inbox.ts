import { createHash, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { SubmissionKind } from '@/contract/forms';
import type { Database } from '@/server/db/client';
import { brands, productRegistrations, products, submissionFiles, submissions } from '@/server/db/schema';

// Helpers for the inbox's server tests: submissions of every kind written straight into the tables, as the
// form pipeline leaves them (payload without the honeypot, response body with the visitor's reference).

export type Seeded = { id: string; kind: SubmissionKind; reference: string; fileId?: number; bytes?: Buffer };

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function insertSubmission(
  db: Database,
  kind: SubmissionKind,
  payload: Record<string, unknown>,
  {
    file,
    createdAt,
    reference,
  }: { file?: { field: string; name: string; mime: string; bytes: Buffer }; createdAt?: string; reference?: string } = {},
): Promise<Seeded> {
  const id = randomUUID();
  const shown = reference ?? id;
  await db.insert(submissions).values({
    id,
    kind,
    idempotency_key: id,
    payload,
    response_status: 201,
    response_body: { message: 'ok', data: { reference: shown } },
    lang: 'id',
    client_ip_hash: 'test',
    ...(createdAt ? { created_at: createdAt } : {}),
  });
  if (!file) return { id, kind, reference: shown };
  const [row] = await db
    .insert(submissionFiles)
    .values({
      submission_id: id,
      field: file.field,
      original_name: file.name,
      stored_name: `${id}-${file.field}.bin`,
      mime: file.mime,
      size: file.bytes.length,
      sha256: sha256(file.bytes),
      data: file.bytes,
    })
    .returning({ id: submissionFiles.id });
  return { id, kind, reference: shown, fileId: row!.id, bytes: file.bytes };
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(randomUUID()), Buffer.alloc(300, 0x20), Buffer.from('\n%%EOF\n')]);

/** One submission of every kind (a file on each), plus a warranty claim under second-claim review. */
export async function seedEveryKind(db: Database, tag: string) {
  const [product] = await db
    .select({ id: products.id, brand: brands.slug })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .orderBy(asc(products.id))
    .limit(1);
  const file = (name: string) => ({ field: 'attachment', name, mime: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.from(name)]) });
  const out: Record<string, Seeded> = {};
  out.career = await insertSubmission(
    db,
    'career',
    {
      full_name: `Pelamar ${tag}`,
      email: `pelamar.${tag}@example.test`,
      phone: '081234567890',
      position: 'staf-gudang',
      id_number: '3174012345678901',
    },
    { file: { ...file('cv pelamar.pdf'), field: 'cv' } },
  );
  out.inquiry = await insertSubmission(
    db,
    'inquiry',
    {
      type: 'b2b',
      name: `Pembeli ${tag}`,
      company: `PT Uji ${tag}`,
      email: `b2b.${tag}@example.test`,
      phone: '0811111111',
      message: 'Butuh 20 unit',
      channel: 'search',
    },
    { file: file('rfq.pdf') },
  );
  out.lottery = await insertSubmission(
    db,
    'lottery',
    {
      campaign_id: 1,
      name: `Undian ${tag}`,
      email: `undian.${tag}@example.test`,
      phone: '0812222222',
      invoice_number: 'INV-1',
      total_purchase: 3_000_000,
    },
    { file: { ...file('invoice.pdf'), field: 'invoice' } },
  );
  out.giveaway = await insertSubmission(
    db,
    'giveaway',
    { giveaway: 'hadiah', name: `Hadiah ${tag}`, email: `hadiah.${tag}@example.test`, phone: '0813333333', city: 'Bandung' },
    { file: file('bukti.pdf') },
  );
  out.subscription = await insertSubmission(
    db,
    'subscription',
    { email: `langganan.${tag}@example.test`, name: `Langganan ${tag}`, brands: ['a'], categories: [] },
    { file: file('x.pdf') },
  );
  out.support = await insertSubmission(
    db,
    'support',
    { brand: 'b', product: 'p', problem: 'Rusak', name: `Servis ${tag}`, email: `servis.${tag}@example.test`, phone: '0814444444' },
    { file: file('foto.pdf') },
  );
  const regRef = `REG-${tag
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, 'X')}`;
  out.product_registration = await insertSubmission(
    db,
    'product_registration',
    {
      brand: product!.brand,
      product: String(product!.id),
      serial_number: `SN${tag}`,
      purchase_date: '2026-01-02',
      place_type: 'other',
      place_name: 'Toko',
      name: `Pendaftar ${tag}`,
      email: `daftar.${tag}@example.test`,
      phone: '',
    },
    { file: { ...file('nota.pdf'), field: 'invoice' }, reference: regRef },
  );
  await db.insert(productRegistrations).values({
    reference: regRef,
    submission_id: out.product_registration.id,
    email: `daftar.${tag}@example.test`,
    name: `Pendaftar ${tag}`,
    phone: '0815555555',
    brand_slug: product!.brand,
    product_id: product!.id,
    serial_number: `SN${tag}`,
    serial_norm: `SN${tag}`.toUpperCase(),
    purchase_date: '2026-01-02',
    place_type: 'other',
    place_name: 'Toko',
    review_requested_at: new Date().toISOString(),
  });
  // A second claim on an activated serial: no name or e-mail of its own, they come from its registration.
  out.warranty_activation = await insertSubmission(
    db,
    'warranty_activation',
    { serial_number: `SN${tag}`, reference: regRef.toLowerCase() },
    { file: file('klaim.pdf'), reference: regRef },
  );
  // A customer's answer to a repair quote (docs/decisions/310): receipt, e-mail and the answer.
  out.quote_decision = await insertSubmission(
    db,
    'quote_decision',
    { receipt: 'DK-00000000', email: `jawab.${tag}@example.test`, decision: 'approve' },
    { file: file('jawaban.pdf') },
  );
  return out as Record<SubmissionKind, Seeded>;
}
