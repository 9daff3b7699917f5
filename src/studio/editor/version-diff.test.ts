import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { Field } from '@/contract/collections/fields';
import { diffFields, shown } from './version-diff';

// A saved version against the draft before a restore (docs/decisions/250-staff-studio.md).
const fields: Field[] = [
  { name: 'name', kind: 'text', required: true, label: msg`Nama produk` },
  { name: 'description', en: 'description_en', kind: 'richtext', label: msg`Deskripsi` },
  { name: 'price', kind: 'money', label: msg`Harga` },
  { name: 'image', kind: 'image', label: msg`Gambar utama` },
  { name: 'active', kind: 'boolean', label: msg`Aktif` },
  {
    name: 'specs',
    kind: 'list',
    label: msg`Spesifikasi`,
    fields: [{ name: 'label', en: 'label_en', kind: 'text', label: msg`Nama` }],
  },
] as Field[];
const texts = { yes: 'Ya', no: 'Tidak', rows: (n: number) => `${n} baris` };
const translate = (label: { message?: string }) => label.message ?? '';

describe('diffFields', () => {
  it('lists only the fields that differ, each language on its own row, in the form’s order', () => {
    const version = {
      name: 'Lark M2',
      description: '<p>Mikrofon <b>nirkabel</b></p>',
      description_en: '<p>Wireless mic</p>',
      price: 2_750_000,
      image: { media_id: 4, alt: 'Tampak depan', url: '/media/a.webp' },
      active: true,
      specs: [{ label: 'Berat', label_en: 'Weight' }],
    };
    const current = { ...version, description_en: '<p>Wireless microphone</p>', price: 3_125_000, active: false, image: null };
    expect(diffFields(fields, version, current, translate, texts)).toEqual([
      { path: 'description_en', label: 'Deskripsi (EN)', version: 'Wireless mic', current: 'Wireless microphone' },
      { path: 'price', label: 'Harga', version: 'Rp 2.750.000', current: 'Rp 3.125.000' },
      { path: 'image', label: 'Gambar utama', version: 'Tampak depan', current: '—' },
      { path: 'active', label: 'Aktif', version: 'Ya', current: 'Tidak' },
    ]);
  });

  it('takes empty, null and missing as the same, and keys in any order; identical data is no row at all', () => {
    expect(diffFields(fields, { name: 'X', description: '', specs: [] }, { name: 'X', description: null }, translate, texts)).toEqual([]);
    const saved = { specs: [{ label: 'Berat', label_en: 'Weight', note: null }], image: { url: '/a.webp', alt: 'A', media_id: 4 } };
    const onScreen = { specs: [{ label_en: 'Weight', label: 'Berat' }], image: { media_id: 4, alt: 'A', url: '/a.webp', alt_en: '' } };
    expect(diffFields(fields, saved, onScreen, translate, texts)).toEqual([]);
  });

  it('shows a list by its rows and cuts a long text', () => {
    expect(shown([{ label: 'Berat', label_en: 'Weight' }, { label: 'Baterai' }], texts)).toBe('2 baris: Berat · Weight; Baterai');
    expect(shown('a'.repeat(500), texts)).toHaveLength(240);
  });
});
