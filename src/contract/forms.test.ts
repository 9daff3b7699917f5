import { describe, expect, it } from 'vitest';
import { CareerApplicationSchema, LotteryEntrySchema, parseServiceRequestQuery, serviceRequestQuery, SupportRequestSchema } from './forms';

// Found by the form fuzz (src/server/fuzz/form-posts.test.ts, PostgreSQL run): an id_type naming an
// Object.prototype member reached the ID-number check and threw (a 500) instead of a field error.

describe('the ID-number check', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('an id_type of %j is a field error, not a throw', (idType) => {
    for (const schema of [LotteryEntrySchema, CareerApplicationSchema]) {
      const result = schema.safeParse({ id_type: idType, id_number: '-1.8e-42' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.some((issue) => issue.path[0] === 'id_type')).toBe(true);
    }
  });

  it('still checks the number against a valid id_type', () => {
    const result = LotteryEntrySchema.safeParse({ id_type: 'nik', id_number: '123' });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'id_number')?.message).toBe('nik');
  });
});

describe('the service request prefill in the address ("My gear")', () => {
  const parse = (query: string) => parseServiceRequestQuery(new URLSearchParams(query));

  it('round-trips a registered unit', () => {
    const prefill = { serial: 'HL 12/AB-3', brand: 'hollyland', product: 'lark-m2' };
    expect(parse(serviceRequestQuery(prefill))).toEqual(prefill);
  });

  it('drops each hostile or malformed value on its own and gives nothing when nothing is left', () => {
    expect(parse('serial=<script>alert(1)</script>&merek=hollyland&produk=lark-m2')).toEqual({
      serial: '',
      brand: 'hollyland',
      product: 'lark-m2',
    });
    expect(parse(`serial=${'A'.repeat(61)}&merek=../../etc&produk=Lark M2`)).toBeUndefined();
    expect(parse('serial=SN1&merek=hollyland&merek=saramonic&produk=x')).toEqual({ serial: 'SN1', brand: '', product: 'x' });
    expect(parse('produk=lark-m2')).toBeUndefined();
    expect(parse('')).toBeUndefined();
  });

  it('the support request takes the serial number as the registration does, optionally', () => {
    const base = { brand: 'hollyland', product: '1', problem: 'Mati', name: 'Budi', email: 'budi@contoh.id', phone: '081234567890' };
    expect(SupportRequestSchema.safeParse(base).success).toBe(true);
    expect(SupportRequestSchema.parse({ ...base, serial_number: ' HL-001 ' }).serial_number).toBe('HL-001');
    const bad = SupportRequestSchema.safeParse({ ...base, serial_number: '<b>1</b>' });
    expect(bad.success || bad.error.issues[0]?.message).toBe('serial');
  });
});
