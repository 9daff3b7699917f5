import { msg } from '@lingui/core/macro';
import { defineCollection, HOME } from './fields';

export const testimonials = defineCollection({
  key: 'testimonials',
  label: msg`Testimoni`,
  roles: HOME,
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
    { name: 'role', en: 'role_en', kind: 'text', required: true, max: 200, label: msg`Peran` },
    { name: 'quote', en: 'quote_en', kind: 'textarea', required: true, max: 2_000, label: msg`Kutipan` },
    { name: 'rating', kind: 'number', required: true, min: 1, maxValue: 5, label: msg`Nilai (1–5)` },
    { name: 'avatar', kind: 'image', required: true, label: msg`Foto` },
    { name: 'product_slug', kind: 'reference', collection: 'products', by: 'slug', label: msg`Produk` },
  ],
});
