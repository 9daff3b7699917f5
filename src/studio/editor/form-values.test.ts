import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/contract/collections/registry';
import { draftSchema, publishSchema } from '@/contract/studio/draft-schema';
import { initialObject, toDraft } from './form-values';

// The editor's values ↔ the draft the server validates (docs/decisions/250-staff-studio.md).
const products = COLLECTIONS.products.fields;
const dealers = COLLECTIONS.dealers.fields;

describe('editor form values', () => {
  it('fills every field of the registry, empty where the draft has nothing', () => {
    const values = initialObject(products, { name: 'Kamera', specs: [{ label: 'Berat' }] });
    expect(values.name).toBe('Kamera');
    expect(values.description_en).toBe('');
    expect(values.price).toBe('');
    expect(values.image).toBeNull();
    expect(values.images).toEqual([]);
    expect(values.specs).toEqual([{ label: 'Berat', label_en: '', value: '', value_en: '' }]);
  });

  it('turns an untouched form into a draft the contract accepts', () => {
    const draft = toDraft(products, initialObject(products, {}));
    expect(draftSchema('products').safeParse(draft).success).toBe(true);
    expect(draft.price).toBeNull();
    expect(draft.brand_id).toBeNull();
  });

  it('sends numbers as numbers, drops blank list lines and half-picked regions, keeps rows', () => {
    const values = initialObject(dealers, {});
    const draft = toDraft(dealers, {
      ...values,
      region: { province_code: '31', city_code: '' },
      location: { lat: -6.2, lng: '' },
    });
    expect(draft.region).toBeNull();
    expect(draft.location).toBeNull();
    const product = toDraft(products, {
      ...initialObject(products, {}),
      price: 2750000,
      in_box: ['Kamera', ' ', ''],
      specs: [{ label: 'Berat', label_en: '', value: '30 g', value_en: '' }],
    });
    expect(product.price).toBe(2750000);
    expect(product.in_box).toEqual(['Kamera']);
    expect(product.specs).toEqual([{ label: 'Berat', label_en: '', value: '30 g', value_en: '' }]);
    expect(draftSchema('products').safeParse(product).success).toBe(true);
  });

  it('keeps a wrong value for the schema to name under its field', () => {
    const draft = toDraft(products, { ...initialObject(products, {}), video_url: 'javascript:alert(1)' });
    const result = draftSchema('products').safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('video_url');
  });
});

describe('a required field left empty', () => {
  it('says "required" for an image, a file, a choice and a reference, not zod’s type message', () => {
    const parsed = publishSchema('products').safeParse({
      name: 'Kamera',
      brand_id: null,
      category_id: null,
      price: 1,
      description: 'x',
      image: null,
    });
    expect(parsed.success).toBe(false);
    const codes = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(codes).toMatchObject({ image: 'required', brand_id: 'required', category_id: 'required' });
  });
});
