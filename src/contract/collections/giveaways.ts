import { msg } from '@lingui/core/macro';
import { defineCollection, slug, HOME } from './fields';

export const giveaways = defineCollection({
  key: 'giveaways',
  label: msg`Giveaway`,
  roles: HOME,
  titleField: 'title',
  slugField: 'slug',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    slug,
    {
      name: 'brand_slug',
      kind: 'reference',
      collection: 'brands',
      by: 'slug',
      required: true,
      label: msg`Merek`,
    },
    {
      name: 'subtitle',
      en: 'subtitle_en',
      kind: 'text',
      required: true,
      max: 500,
      label: msg`Subjudul`,
    },
    { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 50_000, label: msg`Isi` },
    { name: 'prizes', en: 'prizes_en', kind: 'strings', max: 50, label: msg`Hadiah` },
    { name: 'terms', en: 'terms_en', kind: 'strings', max: 100, label: msg`Syarat dan ketentuan` },
    { name: 'starts_at', kind: 'datetime', required: true, label: msg`Dibuka` },
    { name: 'ends_at', kind: 'datetime', required: true, label: msg`Ditutup` },
    { name: 'image', kind: 'image', required: true, label: msg`Gambar`, aspect: 9 / 16 },
    {
      name: 'product_slugs',
      kind: 'references',
      collection: 'products',
      by: 'slug',
      max: 50,
      label: msg`Produk`,
    },
  ],
});
