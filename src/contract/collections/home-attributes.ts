import { msg } from '@lingui/core/macro';
import { defineCollection, sortOrder, opt, HOME } from './fields';

export const homeAttributes = defineCollection({
  key: 'home-attributes',
  label: msg`Fitur & bagian produk beranda`,
  roles: HOME,
  titleField: 'title',
  fields: [
    {
      name: 'tag',
      kind: 'select',
      required: true,
      label: msg`Tempat`,
      options: [opt('feature_section', msg`Fitur beranda`), opt('product_section', msg`Bagian produk`)],
    },
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    {
      name: 'description',
      en: 'description_en',
      kind: 'textarea',
      required: true,
      max: 2_000,
      label: msg`Deskripsi`,
    },
    { name: 'icon', kind: 'text', max: 100, label: msg`Ikon` },
    { name: 'image', kind: 'image', label: msg`Gambar`, aspect: 9 / 16 },
    { name: 'link', kind: 'text', max: 500, label: msg`Tautan` },
    sortOrder,
  ],
});
