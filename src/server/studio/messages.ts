import { msg } from '@lingui/core/macro';
import type { Lang } from '@/contract/common';
import { translate } from '@/server/lib/i18n';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessage } from '../submissions/messages';

// Texts of the studio's answers in the staff member's language (Accept-Language or `lang`, as the public
// API). Field errors are codes (src/contract/studio/draft-schema.ts); the form codes reuse the form table.

const TEXTS = {
  unauthenticated: msg`Silakan masuk ke studio terlebih dahulu.`,
  forbidden: msg`Peran Anda tidak boleh melakukan ini.`,
  denied_view: msg`Peran Anda tidak boleh melihat data ini. Admin dapat mengubahnya di Hak akses.`,
  denied_edit: msg`Peran Anda tidak boleh mengubah data ini. Admin dapat mengubahnya di Hak akses.`,
  denied_publish: msg`Peran Anda tidak boleh menerbitkan, menurunkan atau menjadwalkan data ini. Admin dapat mengubahnya di Hak akses.`,
  denied_delete: msg`Peran Anda tidak boleh menghapus data ini. Admin dapat mengubahnya di Hak akses.`,
  login_failed: msg`Email atau kata sandi salah.`,
  throttled: msg`Terlalu banyak percobaan masuk. Coba lagi nanti.`,
  logged_out: msg`Anda sudah keluar dari studio.`,
  invalid: msg`Periksa kembali isian formulir.`,
  conflict: msg`Data ini sudah diubah oleh orang lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru.`,
  not_found: msg`Data tidak ditemukan.`,
  in_use: msg`Tidak dapat ditarik dari situs: konten lain yang terbit masih memakainya.`,
  not_published: msg`Belum terbit.`,
  published: msg`Entri ini sedang tampil di situs: turunkan dulu, baru drafnya dapat dihapus.`,
  cross_site: msg`Permintaan ditolak: harus dikirim dari situs Denka sendiri.`,
  singleton: msg`Data ini hanya ada satu: ubah yang sudah ada.`,
  last_admin: msg`Harus tetap ada satu administrator aktif.`,
  no_email: msg`Kiriman ini tidak memuat alamat email untuk dibalas.`,
  two_factor_required: msg`Peran Anda mewajibkan verifikasi dua langkah. Daftarkan aplikasi autentikator di halaman Akun dulu.`,
  totp_self_first: msg`Aktifkan dulu verifikasi dua langkah untuk akun Anda sendiri: tanpa itu Anda akan terkunci dari studio.`,
  claim_decided: msg`Klaim ini sudah diputuskan oleh staf lain. Muat ulang daftarnya.`,
} as const;
export type StudioMessage = keyof typeof TEXTS;
export const studioMessage = (key: StudioMessage, lang: Lang) => translate(TEXTS[key], lang);

const FIELD = {
  invalid: msg`Nilai tidak valid.`,
  number: msg`Angka tidak valid atau di luar batas.`,
  url: msg`URL tidak valid (https://… atau /…).`,
  slug: msg`Slug hanya huruf kecil, angka dan tanda "-".`,
  slug_in_use: msg`Slug ini tidak dapat diubah: konten lain yang terbit merujuk slug lama.`,
  slug_taken: msg`Slug ini sudah dipakai.`,
  taken: msg`Sudah dipakai entri lain yang terbit.`,
  too_many: msg`Terlalu banyak item.`,
  hours: msg`Jam tidak valid: tiap rentang JJ:MM–JJ:MM, berurutan, tanpa tumpang tindih.`,
  duplicate: msg`Tanggal ini sudah ada.`,
  unknown_reference: msg`Data yang dirujuk tidak ditemukan atau belum terbit.`,
  email_taken: msg`Email ini sudah dipakai akun staf lain.`,
  media_missing: msg`Media tidak ditemukan.`,
  alt_required: msg`Teks alternatif (ID dan EN) wajib diisi.`,
  forbidden: msg`Peran Anda tidak boleh mengubah isian ini.`,
  needs_view: msg`Mengubah, menerbitkan atau menghapus hanya bersama hak melihat.`,
  html: msg`Balasan dikirim sebagai teks biasa: hapus tag HTML.`,
  reason_required: msg`Tuliskan alasan penolakan: alasan ini dikirim ke pelanggan.`,
  future: msg`Pilih waktu yang belum lewat.`,
  unknown_column: msg`Kolom ini tidak ada di daftar ini.`,
  no_preview_page: msg`Entri ini belum punya halaman publik untuk dipratinjau: isi slug-nya, atau pilih yang ditampilkan situs (kelompok FAQ, halaman web).`,
  view_taken: msg`Nama tampilan ini sudah Anda pakai.`,
  too_many_views: msg`Paling banyak 20 tampilan per daftar: hapus satu dulu.`,
  publish_after_unpublish: msg`Harus sebelum waktu turun yang sudah dijadwalkan.`,
  unpublish_before_publish: msg`Harus setelah waktu terbit yang sudah dijadwalkan.`,
} as const;

/** A field error code in the staff member's language. */
export const studioFieldMessage = (code: string, lang: Lang) =>
  code in FIELD ? translate(FIELD[code as keyof typeof FIELD], lang) : fieldMessage(code, lang);

/** Field error codes → texts. */
export const translateErrors = (errors: Record<string, string[]>, lang: Lang) =>
  Object.fromEntries(Object.entries(errors).map(([key, codes]) => [key, codes.map((code) => studioFieldMessage(code, lang))]));

/**
 * The 400 body of a request the route's schema refused, each field's messages in the staff member's
 * language; undefined for any other error. Every studio route plugin's error handler answers with it.
 */
export function schemaErrorBody(
  error: unknown,
  lang: Lang,
  /** How the field codes are put into words (the account routes add their own codes). */
  translate: (errors: Record<string, string[]>, lang: Lang) => Record<string, string[]> = translateErrors,
): { message: string; errors: Record<string, string[]> } | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[key] ??= []).push(issue.message ?? 'invalid');
  }
  return { message: studioMessage('invalid', lang), errors: translate(errors, lang) };
}
