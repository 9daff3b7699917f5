import { msg } from '@lingui/core/macro';
import { defineCollection, slug, seo, opt, CONTENT } from './fields';

export const articles = defineCollection({
  key: 'articles',
  label: msg`Artikel & acara`,
  roles: CONTENT,
  titleField: 'title',
  slugField: 'slug',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    slug,
    {
      name: 'kind',
      kind: 'select',
      required: true,
      label: msg`Jenis`,
      options: [opt('article', msg`Artikel`), opt('event', msg`Acara`)],
    },
    {
      name: 'category',
      kind: 'select',
      required: true,
      label: msg`Kategori`,
      options: [
        opt('news', msg`Berita`),
        opt('photography', msg`Fotografi`),
        opt('videography', msg`Videografi`),
        opt('sport', msg`Olahraga`),
        opt('gadget', msg`Gadget`),
      ],
    },
    {
      name: 'excerpt',
      en: 'excerpt_en',
      kind: 'textarea',
      required: true,
      max: 1_000,
      label: msg`Ringkasan`,
    },
    {
      name: 'body',
      en: 'body_en',
      kind: 'richtext',
      required: true,
      max: 200_000,
      label: msg`Isi (judul H2/H3 membentuk daftar isi)`,
    },
    { name: 'author', kind: 'text', required: true, max: 200, label: msg`Penulis` },
    { name: 'thumbnail', kind: 'image', required: true, label: msg`Gambar sampul`, aspect: 9 / 16 },
    {
      name: 'related_product_slugs',
      kind: 'references',
      collection: 'products',
      by: 'slug',
      max: 50,
      label: msg`Produk terkait`,
    },
    { name: 'published_at', kind: 'datetime', required: true, label: msg`Tanggal terbit` },
    { name: 'event_date', kind: 'datetime', label: msg`Tanggal acara` },
    { name: 'event_location', kind: 'text', max: 300, label: msg`Lokasi acara` },
    ...seo,
  ],
});
