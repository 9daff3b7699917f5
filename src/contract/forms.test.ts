import { describe, expect, it } from 'vitest';
import { CareerApplicationSchema, LotteryEntrySchema } from './forms';

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
