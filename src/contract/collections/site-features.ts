import { msg } from '@lingui/core/macro';
import { defineCollection, sortOrder, HOME } from './fields';

export const siteFeatures = defineCollection({
  key: 'site-features',
  label: msg`Keunggulan situs`,
  roles: HOME,
  titleField: 'title',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    {
      name: 'description',
      en: 'description_en',
      kind: 'textarea',
      required: true,
      max: 2_000,
      label: msg`Deskripsi`,
    },
    { name: 'icon', kind: 'text', required: true, max: 100, label: msg`Ikon` },
    sortOrder,
  ],
});
