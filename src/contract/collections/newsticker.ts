import { msg } from '@lingui/core/macro';
import { defineCollection, sortOrder, HOME } from './fields';

export const newsticker = defineCollection({
  key: 'newsticker',
  label: msg`Teks berjalan`,
  roles: HOME,
  titleField: 'text',
  fields: [
    { name: 'text', en: 'text_en', kind: 'text', required: true, max: 300, label: msg`Teks` },
    { name: 'link', kind: 'text', required: true, max: 500, label: msg`Tautan` },
    sortOrder,
  ],
});
