import type { Lang } from '@/contract/common';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/contract/studio/import';
import { MAX_IMAGE_PIXELS, MAX_MEDIA_BYTES } from '@/contract/studio/media';

// Texts of the media library's and the CSV import's answers in the staff member's language
// (Accept-Language or `lang`, as the public API; docs/decisions/260-studio-media.md, 261-csv-import-export.md).

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const megapixels = Math.round(MAX_IMAGE_PIXELS / 1_000_000);

const TEXTS = {
  invalid: { id: 'Periksa kembali isian formulir.', en: 'Please check the form fields.' },
  not_multipart: { id: 'Kirim berkas sebagai multipart/form-data.', en: 'Send the file as multipart/form-data.' },
  file_too_large: { id: `Berkas lebih dari ${mb(MAX_MEDIA_BYTES)} MB.`, en: `The file is larger than ${mb(MAX_MEDIA_BYTES)} MB.` },
  not_found: { id: 'Media tidak ditemukan.', en: 'Media not found.' },
  in_use: {
    id: 'Media ini masih dipakai oleh draf atau konten yang terbit; lepaskan dulu dari sana.',
    en: 'This medium is still used by a draft or by published content; remove it there first.',
  },
  deleted: { id: 'Media dihapus.', en: 'Media deleted.' },
  csv_type: { id: 'Kirim berkas CSV (text/csv, UTF-8).', en: 'Send a CSV file (text/csv, UTF-8).' },
  csv_too_large: {
    id: `Berkas CSV lebih dari ${mb(MAX_IMPORT_BYTES)} MB. Bagi menjadi beberapa berkas.`,
    en: `The CSV file is larger than ${mb(MAX_IMPORT_BYTES)} MB. Split it into several files.`,
  },
  csv_too_many_rows: {
    id: `Berkas CSV berisi lebih dari ${MAX_IMPORT_ROWS.toLocaleString('id-ID')} baris. Bagi menjadi beberapa berkas.`,
    en: `The CSV file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Split it into several files.`,
  },
  csv_has_errors: {
    id: 'Tidak ada yang disimpan: perbaiki baris yang bermasalah lalu impor lagi.',
    en: 'Nothing was saved: fix the rows with errors and import again.',
  },
} as const;
export type MediaMessage = keyof typeof TEXTS;
export const mediaMessage = (key: MediaMessage, lang: Lang) => TEXTS[key][lang];

const FIELD = {
  required: { id: 'Wajib diisi.', en: 'This field is required.' },
  too_long: { id: 'Terlalu panjang.', en: 'Too long.' },
  invalid: { id: 'Nilai tidak valid.', en: 'Invalid value.' },
  alt_required: { id: 'Teks alternatif wajib diisi (Indonesia dan Inggris).', en: 'Alt text is required (Indonesian and English).' },
  focal: { id: 'Titik fokus harus antara 0 dan 1.', en: 'The focal point must be between 0 and 1.' },
  file_required: { id: 'Lampirkan berkas.', en: 'Attach a file.' },
  file_type: {
    id: 'Jenis berkas tidak diterima: gambar JPEG, PNG atau WebP, atau PDF tanpa skrip.',
    en: 'This file type is not accepted: a JPEG, PNG or WebP image, or a PDF without scripts.',
  },
  file_corrupt: { id: 'Berkas rusak atau tidak lengkap.', en: 'The file is damaged or incomplete.' },
  file_pixels: {
    id: `Gambar terlalu besar: paling banyak ${megapixels} megapiksel.`,
    en: `The image is too large: at most ${megapixels} megapixels.`,
  },
  file_size: { id: `Berkas lebih dari ${mb(MAX_MEDIA_BYTES)} MB.`, en: `The file is larger than ${mb(MAX_MEDIA_BYTES)} MB.` },
  bad_text: { id: 'Teks berisi karakter yang tidak diizinkan.', en: 'The text holds characters that are not allowed.' },
  // CSV rows
  unknown_column: { id: 'Kolom tidak dikenal.', en: 'Unknown column.' },
  missing_column: { id: 'Kolom wajib tidak ada di baris judul.', en: 'A required column is missing from the header row.' },
  duplicate_column: { id: 'Kolom muncul dua kali di baris judul.', en: 'The column appears twice in the header row.' },
  column_count: { id: 'Jumlah kolom tidak sama dengan baris judul.', en: 'The number of columns differs from the header row.' },
  csv_syntax: { id: 'Format CSV tidak valid di baris ini.', en: 'Invalid CSV format on this line.' },
  cell_too_long: { id: 'Isi sel terlalu panjang.', en: 'The cell is too long.' },
  number: { id: 'Angka tidak valid atau di luar batas.', en: 'Invalid number or out of range.' },
  url: { id: 'URL tidak valid (https://… atau /…).', en: 'Invalid URL (https://… or /…).' },
  slug: { id: 'Slug hanya huruf kecil, angka dan tanda "-".', en: 'A slug has only lower-case letters, digits and "-".' },
  choice: { id: 'Pilih salah satu opsi.', en: 'Choose one of the options.' },
  too_many: { id: 'Terlalu banyak item.', en: 'Too many items.' },
  json: { id: 'Isi sel harus JSON yang valid.', en: 'The cell must hold valid JSON.' },
  unknown_id: { id: 'Tidak ada data dengan id ini.', en: 'No entry has this id.' },
  duplicate_row: {
    id: 'Data yang sama muncul di baris lain dalam berkas ini.',
    en: 'The same entry appears on another line of this file.',
  },
  slug_taken: { id: 'Slug ini sudah dipakai.', en: 'This slug is already taken.' },
  unknown_brand: { id: 'Merek tidak ditemukan.', en: 'Brand not found.' },
  unknown_category: { id: 'Kategori tidak ditemukan.', en: 'Category not found.' },
  unknown_province: { id: 'Provinsi tidak ditemukan.', en: 'Province not found.' },
  unknown_city: { id: 'Kota tidak ditemukan di provinsi ini.', en: 'City not found in this province.' },
  media_missing: { id: 'Media tidak ditemukan.', en: 'Media not found.' },
  date: { id: 'Tanggal tidak valid.', en: 'Invalid date.' },
} as const;
export type MediaFieldCode = keyof typeof FIELD;
export const mediaFieldMessage = (code: string, lang: Lang) => (code in FIELD ? FIELD[code as MediaFieldCode][lang] : FIELD.invalid[lang]);
