import { msg } from '@lingui/core/macro';
import { defineCollection, slug, opt, HOME } from './fields';

export const promotions = defineCollection({
  key: 'promotions',
  label: msg`Promosi`,
  roles: HOME,
  titleField: 'title',
  slugField: 'slug',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    slug,
    {
      name: 'description',
      en: 'description_en',
      kind: 'textarea',
      required: true,
      max: 5_000,
      label: msg`Deskripsi`,
    },
    {
      name: 'tag',
      kind: 'select',
      required: true,
      label: msg`Jenis promosi`,
      options: [opt('general', msg`Umum`), opt('marketplace', msg`Marketplace`)],
    },
    { name: 'marketplace', kind: 'text', max: 100, label: msg`Marketplace` },
    { name: 'url', kind: 'url', max: 500, label: msg`URL` },
    { name: 'image', kind: 'image', required: true, label: msg`Gambar`, aspect: 1 / 2 },
    {
      name: 'brand_slugs',
      kind: 'references',
      collection: 'brands',
      by: 'slug',
      max: 100,
      label: msg`Merek`,
    },
    { name: 'starts_at', kind: 'datetime', required: true, label: msg`Mulai` },
    { name: 'ends_at', kind: 'datetime', required: true, label: msg`Berakhir` },
  ],
});
