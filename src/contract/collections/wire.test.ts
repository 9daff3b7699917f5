import { describe, expect, expectTypeOf, it } from 'vitest';
import { ProductDetailSchema, type ProductDetail } from '@/contract/catalogue';
import { msg } from '@lingui/core/macro';
import { defineCollection } from './fields';
import { wireShape } from './wire';
import { z } from 'zod';

// The wire schema a declaration gives (docs/decisions/205-one-declaration-per-content-type.md).
const example = defineCollection({
  key: 'products',
  label: msg`Contoh`,
  roles: [],
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', required: true, label: msg`Nama` },
    { name: 'note', en: 'note_en', kind: 'textarea', label: msg`Catatan` },
    { name: 'body', kind: 'richtext', label: msg`Isi` },
    { name: 'grams', kind: 'number', label: msg`Berat` },
    { name: 'tags', kind: 'strings', label: msg`Tag` },
    { name: 'rows', kind: 'list', label: msg`Baris`, fields: [{ name: 'k', kind: 'text', required: true, label: msg`Kunci` }] },
    { name: 'brand_id', kind: 'reference', collection: 'brands', by: 'id', label: msg`Merek` },
  ],
});

describe('wireShape', () => {
  const schema = z.object(wireShape(example.fields, ['brand_id']));

  it('types each field from its kind: required text, nullable optional ones, arrays for lists, a string for rich text', () => {
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<{
      name: string;
      note: string | null;
      body: string;
      grams: number | null;
      tags: string[];
      rows: { k: string }[];
    }>();
    expect(schema.parse({ name: 'A', note: null, body: '', grams: null, tags: [], rows: [{ k: 'x' }] })).toBeTruthy();
    expect(schema.safeParse({ name: 'A', note: null, body: '', grams: 1.5, tags: [], rows: [] }).success).toBe(false);
    expect(schema.safeParse({ name: null, note: null, body: '', grams: null, tags: [], rows: [] }).success).toBe(false);
  });

  it('leaves out the omitted fields, and refuses a kind it cannot type unless omitted', () => {
    expect(Object.keys(schema.shape)).toEqual(['name', 'note', 'body', 'grams', 'tags', 'rows']);
    expect(() => wireShape(example.fields, [])).toThrow(/brand_id/);
  });

  it('gives the product page every declared product field, weight included', () => {
    expectTypeOf<ProductDetail['weight_grams']>().toEqualTypeOf<number | null>();
    expectTypeOf<ProductDetail['specs']>().toEqualTypeOf<{ label: string; value: string }[]>();
    expect(Object.keys(ProductDetailSchema.shape)).toContain('weight_grams');
  });
});
