import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { SubmissionResultSchema } from '@/contract/forms';
import { useTestApp } from '@/server/test/helper';
import { countStored, nextIp, PDF, postForm } from './test-forms';

const t = useTestApp();

const contact = { type: 'contact', name: 'Budi', email: 'budi@example.com', phone: '081234567890', notes: 'Halo' };

describe('form abuse protection', () => {
  it('requires a UUID Idempotency-Key', async () => {
    for (const key of [null, 'abc']) {
      const res = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message).toMatch(/Idempotency-Key/);
    }
  });

  it('the same key twice → one record and the first answer again, also when sent at the same time', async () => {
    const before = await countStored(t.db);
    const key = randomUUID();
    const first = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
    const again = await postForm(t, 'v2/inquiry/store', contact, { key, ip: nextIp() });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotency-replayed']).toBe('true'); // the replay says so (decision 090)
    // The same key with a different body is another request: 422, never the first answer (decision 090).
    const changed = await postForm(t, 'v2/inquiry/store', { ...contact, notes: 'changed' }, { key, ip: nextIp(), lang: 'en' });
    expect(changed.statusCode).toBe(422);
    expect(ErrorSchema.parse(changed.json()).message).toMatch(/different submission/);
    const raceKey = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => postForm(t, 'v2/inquiry/store', contact, { key: raceKey, ip: nextIp() })),
    );
    const refs = new Set(racing.map((r) => SubmissionResultSchema.parse(r.json()).data.reference));
    expect(refs.size).toBe(1);
    expect((await countStored(t.db)).submissions).toBe(before.submissions + 2);
  });

  it('a filled honeypot answers like a success and stores nothing', async () => {
    const before = await countStored(t.db);
    const res = await postForm(t, 'v2/inquiry/store', { ...contact, website: 'http://spam.example' }, { ip: nextIp() });
    expect(res.statusCode).toBe(201);
    SubmissionResultSchema.parse(res.json());
    expect(await countStored(t.db)).toEqual(before);
  });

  it('caps parts and files: a second file where a form takes one is a field error, nothing stored', async () => {
    const before = await countStored(t.db);
    const cv = { field: 'cv', name: 'a.pdf', bytes: PDF };
    const res = await postForm(t, 'v2/lowongan_kerja/store', contact, { files: [cv, { ...cv, field: 'cv2' }], ip: nextIp(), lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).errors?.cv).toEqual(['Only one file is accepted.']);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('rate-limits every form POST per client: the 11th in a minute → 429 with a message', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await postForm(t, 'v2/support/store', {}, { ip })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    const limited = await postForm(t, 'v2/support/store', {}, { ip, lang: 'en' });
    expect(ErrorSchema.parse(limited.json()).message).toMatch(/too many/i);
    // another route and another client are counted apart
    expect((await postForm(t, 'v2/inquiry/store', contact, { ip })).statusCode).toBe(201);
    expect((await postForm(t, 'v2/support/store', {}, { ip: nextIp() })).statusCode).toBe(400);
  });
});
