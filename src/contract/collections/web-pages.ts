import { msg } from '@lingui/core/macro';
import { defineCollection, seo, slug, CONTENT } from './fields';

export const webPages = defineCollection({
  key: 'web-pages',
  label: msg`Halaman web (privasi, syarat)`,
  roles: CONTENT,
  titleField: 'title',
  slugField: 'slug',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    slug,
    { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 200_000, label: msg`Isi` },
    ...seo,
  ],
});
