import { msg } from '@lingui/core/macro';
import { defineCollection, opt, HOME } from './fields';

export const homeSections = defineCollection({
  key: 'home-sections',
  label: msg`Bagian beranda (teks dan gambar)`,
  roles: HOME,
  titleField: 'title',
  fields: [
    {
      name: 'key',
      kind: 'select',
      required: true,
      label: msg`Bagian`,
      options: [opt('section_1', msg`Bagian 1`), opt('section_2', msg`Bagian 2`)],
    },
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    {
      name: 'subtitle',
      en: 'subtitle_en',
      kind: 'text',
      required: true,
      max: 500,
      label: msg`Subjudul`,
    },
    { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 20_000, label: msg`Isi` },
    { name: 'image', kind: 'image', required: true, label: msg`Gambar`, aspect: 9 / 16 },
    {
      name: 'cta_label',
      en: 'cta_label_en',
      kind: 'text',
      required: true,
      max: 100,
      label: msg`Label tombol`,
    },
    { name: 'cta_link', kind: 'text', required: true, max: 500, label: msg`Tautan tombol` },
  ],
});
