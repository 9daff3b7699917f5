import { msg } from '@lingui/core/macro';
import { defineCollection, seo, slug, sortOrder, CATALOGUE } from './fields';

export const brands = defineCollection({
  key: 'brands',
  label: msg`Merek`,
  roles: CATALOGUE,
  titleField: 'name',
  slugField: 'slug',
  fields: [
    { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama merek` },
    slug,
    { name: 'image_url', kind: 'image', store: 'url', label: msg`Logo` },
    {
      name: 'description',
      en: 'description_en',
      kind: 'richtext',
      max: 20_000,
      label: msg`Tentang merek`,
    },
    {
      name: 'warranty_unit_months',
      kind: 'number',
      min: 0,
      maxValue: 120,
      label: msg`Garansi unit (bulan)`,
    },
    {
      name: 'warranty_accessories_months',
      kind: 'number',
      min: 0,
      maxValue: 120,
      label: msg`Garansi aksesori (bulan)`,
    },
    {
      name: 'warranty_battery_months',
      kind: 'number',
      min: 0,
      maxValue: 120,
      label: msg`Garansi baterai (bulan)`,
    },
    {
      name: 'warranty_replacement_days',
      kind: 'number',
      min: 0,
      maxValue: 90,
      label: msg`Ganti baru (hari)`,
    },
    {
      name: 'warranty_claim_steps',
      en: 'warranty_claim_steps_en',
      kind: 'strings',
      max: 30,
      label: msg`Langkah klaim garansi`,
    },
    {
      name: 'warranty_notes',
      en: 'warranty_notes_en',
      kind: 'textarea',
      max: 5_000,
      label: msg`Catatan garansi`,
    },
    { name: 'featured', kind: 'boolean', label: msg`Unggulan` },
    sortOrder,
    ...seo,
  ],
});
