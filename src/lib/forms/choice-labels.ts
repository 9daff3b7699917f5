import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EDUCATION_LEVELS, GENDERS, IdType, MARITAL_STATUSES, RELIGIONS } from '@/contract/forms';

// Labels of the choice fields shared by the career and lottery forms.
export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = { male: msg`Laki-laki`, female: msg`Perempuan` };
export const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], MessageDescriptor> = {
  single: msg`Belum menikah`,
  married: msg`Menikah`,
  divorced: msg`Cerai hidup`,
  widowed: msg`Cerai mati`,
};
export const RELIGION_LABELS: Record<(typeof RELIGIONS)[number], MessageDescriptor> = {
  islam: msg`Islam`,
  protestant: msg`Kristen Protestan`,
  catholic: msg`Katolik`,
  hindu: msg`Hindu`,
  buddhist: msg`Buddha`,
  confucian: msg`Konghucu`,
  other: msg`Lainnya`,
};
export const EDUCATION_LABELS: Record<(typeof EDUCATION_LEVELS)[number], MessageDescriptor> = {
  sma: msg`SMA/SMK`,
  d3: msg`Diploma (D3)`,
  s1: msg`Sarjana (S1)`,
  s2: msg`Magister (S2)`,
  s3: msg`Doktor (S3)`,
  other: msg`Lainnya`,
};
export const ID_TYPE_LABELS: Record<IdType, MessageDescriptor> = { nik: msg`KTP (NIK)`, sim: msg`SIM`, passport: msg`Paspor` };

/** `{ value, label }` options for a Select, labels in the active language. */
export const choiceData = <K extends string>(labels: Record<K, MessageDescriptor>, i18n: I18n) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: i18n._(labels[value]) }));
