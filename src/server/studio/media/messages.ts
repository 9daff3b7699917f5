import { msg } from '@lingui/core/macro';
import type { Lang } from '@/contract/common';
import { translate } from '@/server/lib/i18n';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/contract/studio/import';
import { MAX_IMAGE_PIXELS, MAX_MEDIA_BYTES } from '@/contract/studio/media';

// Texts of the media library's and the CSV import's answers in the staff member's language
// (Accept-Language or `lang`, as the public API; docs/decisions/260-studio-media-and-csv.md).

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const megapixels = Math.round(MAX_IMAGE_PIXELS / 1_000_000);
const maxMb = mb(MAX_MEDIA_BYTES);
const maxCsvMb = mb(MAX_IMPORT_BYTES);
const maxRows = MAX_IMPORT_ROWS;

const TEXTS = {
  invalid: msg`Periksa kembali isian formulir.`,
  not_multipart: msg`Kirim berkas sebagai multipart/form-data.`,
  file_too_large: msg`Berkas lebih dari ${maxMb} MB.`,
  not_found: msg`Media tidak ditemukan.`,
  in_use: msg`Media ini masih dipakai oleh draf atau konten yang terbit; lepaskan dulu dari sana.`,
  deleted: msg`Media dihapus.`,
  csv_type: msg`Kirim berkas CSV (text/csv, UTF-8).`,
  csv_too_large: msg`Berkas CSV lebih dari ${maxCsvMb} MB. Bagi menjadi beberapa berkas.`,
  csv_too_many_rows: msg`Berkas CSV berisi lebih dari ${maxRows} baris. Bagi menjadi beberapa berkas.`,
  csv_has_errors: msg`Tidak ada yang disimpan: perbaiki baris yang bermasalah lalu impor lagi.`,
} as const;
export type MediaMessage = keyof typeof TEXTS;
export const mediaMessage = (key: MediaMessage, lang: Lang) => translate(TEXTS[key], lang);

const FIELD = {
  required: msg`Wajib diisi.`,
  too_long: msg`Terlalu panjang.`,
  invalid: msg`Nilai tidak valid.`,
  alt_required: msg`Teks alternatif wajib diisi (Indonesia dan Inggris).`,
  focal: msg`Titik fokus harus antara 0 dan 1.`,
  file_required: msg`Lampirkan berkas.`,
  file_type: msg`Jenis berkas tidak diterima: gambar JPEG, PNG atau WebP, atau PDF tanpa skrip.`,
  file_corrupt: msg`Berkas rusak atau tidak lengkap.`,
  file_pixels: msg`Gambar terlalu besar: paling banyak ${megapixels} megapiksel.`,
  file_size: msg`Berkas lebih dari ${maxMb} MB.`,
  file_kind: msg`Ganti dengan berkas sejenis: gambar dengan gambar, PDF dengan PDF.`,
  bad_text: msg`Teks berisi karakter yang tidak diizinkan.`,
  // CSV rows
  unknown_column: msg`Kolom tidak dikenal.`,
  missing_column: msg`Kolom wajib tidak ada di baris judul.`,
  duplicate_column: msg`Kolom muncul dua kali di baris judul.`,
  column_count: msg`Jumlah kolom tidak sama dengan baris judul.`,
  csv_syntax: msg`Format CSV tidak valid di baris ini.`,
  cell_too_long: msg`Isi sel terlalu panjang.`,
  number: msg`Angka tidak valid atau di luar batas.`,
  url: msg`URL tidak valid (https://… atau /…).`,
  slug: msg`Slug hanya huruf kecil, angka dan tanda "-".`,
  choice: msg`Pilih salah satu opsi.`,
  too_many: msg`Terlalu banyak item.`,
  hours: msg`Jam tidak valid: tiap rentang JJ:MM–JJ:MM, berurutan, tanpa tumpang tindih.`,
  duplicate: msg`Tanggal ini sudah ada.`,
  json: msg`Isi sel harus JSON yang valid.`,
  unknown_id: msg`Tidak ada data dengan id ini.`,
  duplicate_row: msg`Data yang sama muncul di baris lain dalam berkas ini.`,
  slug_taken: msg`Slug ini sudah dipakai.`,
  unknown_brand: msg`Merek tidak ditemukan.`,
  unknown_category: msg`Kategori tidak ditemukan.`,
  unknown_province: msg`Provinsi tidak ditemukan.`,
  unknown_city: msg`Kota tidak ditemukan di provinsi ini.`,
  media_missing: msg`Media tidak ditemukan.`,
  unknown_dealer: msg`Dealer (toko fisik) dengan id ini tidak ditemukan.`,
  unknown_product: msg`Produk dengan id atau slug ini tidak ditemukan.`,
  date: msg`Tanggal tidak valid.`,
} as const;
export type MediaFieldCode = keyof typeof FIELD;
export const mediaFieldMessage = (code: string, lang: Lang) =>
  code in FIELD ? translate(FIELD[code as MediaFieldCode], lang) : translate(FIELD.invalid, lang);
