import { msg } from '@lingui/core/macro';
import { defineCollection, CATALOGUE } from './fields';

/**
 * The holiday calendar every dealer and service centre follows (src/contract/hours.ts): national holidays,
 * cuti bersama, Lebaran, Ramadan hours — closed, or the hours given, from `date` to `end_date`. A store's own
 * overrides (its hours field) win over it.
 */
export const holidays = defineCollection({
  key: 'holidays',
  label: msg`Kalender libur`,
  roles: CATALOGUE,
  titleField: 'name',
  fields: [
    { name: 'name', en: 'name_en', kind: 'text', required: true, max: 200, label: msg`Nama hari libur` },
    { name: 'date', kind: 'date', required: true, label: msg`Tanggal` },
    { name: 'end_date', kind: 'date', label: msg`Sampai tanggal (untuk beberapa hari)` },
    { name: 'hours', kind: 'day-hours', label: msg`Jam buka hari itu (kosong = tutup)` },
  ],
});
