import { msg } from '@lingui/core/macro';
import { defineCollection, HOME } from './fields';

export const lotteryCampaigns = defineCollection({
  key: 'lottery-campaigns',
  label: msg`Kampanye undian`,
  roles: HOME,
  titleField: 'title',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    { name: 'type', kind: 'text', required: true, max: 100, label: msg`Jenis kampanye` },
    { name: 'starts_at', kind: 'datetime', required: true, label: msg`Dibuka` },
    { name: 'ends_at', kind: 'datetime', required: true, label: msg`Ditutup` },
    { name: 'rupiah_per_code', kind: 'money', required: true, label: msg`Rupiah per kode undian` },
    {
      name: 'confirm_days',
      kind: 'number',
      required: true,
      min: 1,
      maxValue: 365,
      label: msg`Hari konfirmasi pemenang`,
    },
    {
      name: 'address_max_length',
      kind: 'number',
      required: true,
      min: 10,
      maxValue: 2_000,
      label: msg`Panjang alamat maksimal`,
    },
    { name: 'terms', en: 'terms_en', kind: 'strings', max: 100, label: msg`Syarat dan ketentuan` },
    {
      name: 'brand_slugs',
      kind: 'references',
      collection: 'brands',
      by: 'slug',
      max: 100,
      label: msg`Merek`,
    },
  ],
});
