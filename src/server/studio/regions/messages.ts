import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Lang } from '@/contract/common';
import { MAX_REGION_NAME } from '@/contract/studio/regions';
import { translate } from '@/server/lib/i18n';
import { mediaFieldMessage } from '../media/messages';

// Texts of the regions import's answers in the staff member's language (docs/decisions/250-staff-studio.md, "Regions").
// The CSV's own problems (columns, syntax, cell length) keep the collection import's texts (media/messages.ts).

const maxName = MAX_REGION_NAME;

const TEXTS = {
  refused: msg`Tidak ada yang disimpan: perbaiki berkasnya lalu uji coba lagi.`,
  no_file: msg`Lampirkan berkas provinsi, berkas kota/kabupaten, atau keduanya.`,
  unknown_part: msg`Kirim hanya berkas "provinces" dan "cities", masing-masing sekali.`,
  changed_meanwhile: msg`Sebuah data baru saja merujuk wilayah yang akan dihapus. Tidak ada yang disimpan; jalankan uji coba lagi.`,
} as const;
export type RegionMessage = keyof typeof TEXTS;
export const regionMessage = (key: RegionMessage, lang: Lang) => translate(TEXTS[key], lang);

const FIELD = {
  province_code: msg`Kode provinsi harus dua angka, mis. 31.`,
  city_code: msg`Kode kota/kabupaten harus dua angka, titik, dua angka, mis. 31.71.`,
  city_prefix: msg`Kode kota/kabupaten harus diawali kode provinsinya.`,
  unknown_province: msg`Provinsi ini tidak ada, baik di data maupun di berkas provinsi.`,
  name_required: msg`Nama wajib diisi.`,
  name_too_long: msg`Nama terlalu panjang: paling banyak ${maxName} karakter.`,
  bad_text: msg`Teks berisi karakter yang tidak diizinkan.`,
} as const;
export type RegionFieldCode = keyof typeof FIELD;

/** A row's problem: a regions code, a code of the collection import, or a descriptor made for it (a duplicate's other line). */
export const regionFieldMessage = (code: string | MessageDescriptor, lang: Lang) =>
  typeof code !== 'string'
    ? translate(code, lang)
    : code in FIELD
      ? translate(FIELD[code as RegionFieldCode], lang)
      : mediaFieldMessage(code, lang);

/** The same code on two lines of a file: each names the other. */
export const duplicateCode = (other: number): MessageDescriptor => msg`Kode ini juga ada di baris ${other} berkas ini.`;
