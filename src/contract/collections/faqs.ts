import { msg } from '@lingui/core/macro';
import { defineCollection, sortOrder, opt, CONTENT } from './fields';

export const faqs = defineCollection({
  key: 'faqs',
  label: msg`FAQ`,
  roles: CONTENT,
  titleField: 'question',
  fields: [
    {
      name: 'group',
      kind: 'select',
      required: true,
      label: msg`Kelompok`,
      options: [opt('general', msg`Umum`), opt('service', msg`Servis`), opt('warranty', msg`Garansi`)],
    },
    {
      name: 'question',
      en: 'question_en',
      kind: 'text',
      required: true,
      max: 500,
      label: msg`Pertanyaan`,
    },
    {
      name: 'answer',
      en: 'answer_en',
      kind: 'richtext',
      required: true,
      max: 20_000,
      label: msg`Jawaban`,
    },
    sortOrder,
  ],
});
