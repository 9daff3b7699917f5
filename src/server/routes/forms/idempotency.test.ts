import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { SubmissionResultSchema } from '@/contract/forms';
import { brands, submissions } from '@/server/db/schema';
import { listSupportProducts } from '@/server/repositories/pickers';
import { useTestApp } from '@/server/test/helper';
import { countStored, nextIp, postForm } from './test-forms';

// The IETF Idempotency-Key draft as docs/decisions/090 reads it: a key is scoped to its endpoint, compared
// exactly as sent (one spelling: a lower-case UUID), the same key with another body is a 422, and a
// replayed answer says so in `Idempotency-Replayed: true`.
const t = useTestApp();

const contact = { type: 'contact', name: 'Budi Santoso', email: 'budi@contoh.id', phone: '081234567890', notes: 'Halo.' };

async function supportFields() {
  const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
  const [product] = (await listSupportProducts(t.db, brand!.id))!;
  return {
    brand: String(brand!.id),
    product: String(product!.id),
    problem: 'Tidak mau menyala.',
    name: 'Andi',
    email: 'andi@contoh.id',
    phone: '6281298765432',
  };
}

describe('Idempotency-Key', () => {
  it('is scoped to the endpoint: the same key on the inquiry and the support form stores two records', async () => {
    const key = randomUUID();
    const inquiry = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
    const support = await postForm(t, 'v2/support/store', await supportFields(), { key, ip: nextIp() });
    expect(inquiry.statusCode).toBe(201);
    expect(support.statusCode).toBe(201);
    expect(support.headers['idempotency-replayed']).toBeUndefined();
    const a = SubmissionResultSchema.parse(inquiry.json()).data.reference;
    const b = SubmissionResultSchema.parse(support.json()).data.reference;
    expect(a).not.toBe(b);
    const rows = await t.db.select({ kind: submissions.kind }).from(submissions).where(eq(submissions.idempotency_key, key));
    expect(rows.map((r) => r.kind).sort()).toEqual(['inquiry', 'support']);
  });

  it('replays the first answer for the same key and body, marked Idempotency-Replayed: true', async () => {
    const key = randomUUID();
    const first = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
    const before = await countStored(t.db);
    const again = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await countStored(t.db)).toEqual(before);
  });

  it('answers 422 for the same key with a different body, in the request language, and stores nothing', async () => {
    const key = randomUUID();
    expect((await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() })).statusCode).toBe(201);
    const before = await countStored(t.db);
    const changed = await postForm(t, 'v2/inquiry/store', { ...contact, notes: 'Lain.' }, { key, ip: nextIp(), lang: 'en' });
    expect(changed.statusCode).toBe(422);
    expect(changed.headers['idempotency-replayed']).toBeUndefined();
    expect(ErrorSchema.parse(changed.json()).message).toBe(
      'This Idempotency-Key was already used with a different submission. Send it again with a new key.',
    );
    const inId = await postForm(t, 'v2/inquiry/store', { ...contact, notes: 'Lain.' }, { key, ip: nextIp() });
    expect(ErrorSchema.parse(inId.json()).message).toMatch(/sudah dipakai untuk isian yang berbeda/);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('compares keys exactly: only the lower-case spelling is accepted, so an upper-cased copy never stores a second record', async () => {
    const key = randomUUID();
    expect((await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() })).statusCode).toBe(201);
    const upper = await postForm(t, 'v2/inquiry/store', contact, { key: key.toUpperCase(), ip: nextIp() });
    expect(upper.statusCode).toBe(400);
    expect(ErrorSchema.parse(upper.json()).message).toMatch(/Idempotency-Key/);
    const [stored] = await t.db.select({ n: count() }).from(submissions).where(eq(submissions.idempotency_key, key.toUpperCase()));
    expect(stored!.n).toBe(0);
  });

  it('a refused body stores nothing, so the same key can carry the corrected one (the outbox resends with its key)', async () => {
    const key = randomUUID();
    const refused = await postForm(t, 'v2/inquiry/store', { ...contact, email: 'bukan-email' }, { key, ip: nextIp() });
    expect(refused.statusCode).toBe(400);
    expect(ErrorSchema.parse(refused.json()).errors?.email).toHaveLength(1); // the server's field message
    const corrected = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotency-replayed']).toBeUndefined();
  });
});
