import { describe, expect, it } from 'vitest';
import { fieldErrorTexts, prefillValues } from './prefill';

describe('a kept submission back into its form', () => {
  it('restores strings, booleans, numbers, lists and files, typed like the form value', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const values = { name: '', consent: false, amount: 0, brands: [] as string[], cv: null as File | null, website: '', untouched: 'keep' };
    const next = prefillValues(values, [
      ['name', 'Budi'],
      ['consent', 'true'],
      ['amount', '1500000'],
      ['brands', 'canon,sony'],
      ['cv', cv],
      ['unknown', 'ignored'],
    ]);
    expect(next).toEqual({ name: 'Budi', consent: true, amount: 1_500_000, brands: ['canon', 'sony'], cv, website: '', untouched: 'keep' });
    expect(next.cv).toBe(cv);
    expect('unknown' in next).toBe(false);
  });

  it('restores several files of one field (a support request’s photos) as a list, in their order', () => {
    const photos = [new File(['a'], 'depan.jpg', { type: 'image/jpeg' }), new File(['b'], 'belakang.png', { type: 'image/png' })];
    const next = prefillValues({ problem: '', photo: [] as File[] }, [
      ['problem', 'Retak'],
      ['photo', photos[0]!],
      ['photo', photos[1]!],
    ]);
    expect(next.photo).toEqual(photos);
    expect(next.photo[0]).toBe(photos[0]);
    // No photo kept: the list stays empty.
    expect(prefillValues({ photo: [] as File[] }, [['problem', 'x']]).photo).toEqual([]);
  });

  it('joins a field’s server errors into one text', () => {
    expect(fieldErrorTexts({ email: ['A.', 'B.'] })).toEqual({ email: 'A. B.' });
  });
});
