import { msg } from '@lingui/core/macro';
import { defineCollection, CONTENT } from './fields';

export const milestones = defineCollection({
  key: 'milestones',
  label: msg`Tonggak sejarah`,
  roles: CONTENT,
  titleField: 'title',
  idField: 'year',
  fields: [
    { name: 'year', kind: 'number', required: true, min: 1900, maxValue: 2200, label: msg`Tahun` },
    {
      name: 'brand_count',
      kind: 'number',
      required: true,
      min: 0,
      maxValue: 10_000,
      label: msg`Jumlah merek`,
    },
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    { name: 'text', en: 'text_en', kind: 'textarea', required: true, max: 5_000, label: msg`Teks` },
  ],
});
