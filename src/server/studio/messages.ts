import type { Lang } from '@/contract/common';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessage } from '../submissions/messages';

// Texts of the studio's answers in the staff member's language (Accept-Language or `lang`, as the public
// API). Field errors are codes (src/contract/studio/draft-schema.ts); the form codes reuse the form table.

const TEXTS = {
  unauthenticated: { id: 'Silakan masuk ke studio terlebih dahulu.', en: 'Please log in to the studio first.' },
  forbidden: { id: 'Peran Anda tidak boleh melakukan ini.', en: 'Your role may not do this.' },
  login_failed: { id: 'Email atau kata sandi salah.', en: 'Wrong email or password.' },
  throttled: { id: 'Terlalu banyak percobaan masuk. Coba lagi nanti.', en: 'Too many login attempts. Please try again later.' },
  logged_out: { id: 'Anda sudah keluar dari studio.', en: 'You have logged out of the studio.' },
  invalid: { id: 'Periksa kembali isian formulir.', en: 'Please check the form fields.' },
  conflict: {
    id: 'Data ini sudah diubah oleh orang lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru.',
    en: 'Someone else changed this since you opened it. Reload to see the latest version.',
  },
  not_found: { id: 'Data tidak ditemukan.', en: 'Not found.' },
  in_use: {
    id: 'Tidak dapat ditarik dari situs: konten lain yang terbit masih memakainya.',
    en: 'Cannot be taken off the site: other published content still uses it.',
  },
  not_published: { id: 'Belum terbit.', en: 'Not published.' },
  published: {
    id: 'Entri ini sedang tampil di situs: turunkan dulu, baru drafnya dapat dihapus.',
    en: 'This entry is on the site: take it off first, then its draft can be deleted.',
  },
  cross_site: {
    id: 'Permintaan ditolak: harus dikirim dari situs Denka sendiri.',
    en: 'Request refused: it must come from the Denka site itself.',
  },
  singleton: { id: 'Data ini hanya ada satu: ubah yang sudah ada.', en: 'There is only one of these: edit the existing one.' },
  last_admin: { id: 'Harus tetap ada satu administrator aktif.', en: 'There must remain one active administrator.' },
} as const;
export type StudioMessage = keyof typeof TEXTS;
export const studioMessage = (key: StudioMessage, lang: Lang) => TEXTS[key][lang];

const FIELD = {
  invalid: { id: 'Nilai tidak valid.', en: 'Invalid value.' },
  number: { id: 'Angka tidak valid atau di luar batas.', en: 'Invalid number or out of range.' },
  url: { id: 'URL tidak valid (https://… atau /…).', en: 'Invalid URL (https://… or /…).' },
  slug: { id: 'Slug hanya huruf kecil, angka dan tanda "-".', en: 'A slug has only lower-case letters, digits and "-".' },
  slug_in_use: {
    id: 'Slug ini tidak dapat diubah: konten lain yang terbit merujuk slug lama.',
    en: 'This slug cannot change: other published content refers to the old one.',
  },
  slug_taken: { id: 'Slug ini sudah dipakai.', en: 'This slug is already taken.' },
  taken: { id: 'Sudah dipakai entri lain yang terbit.', en: 'Already used by another published entry.' },
  too_many: { id: 'Terlalu banyak item.', en: 'Too many items.' },
  unknown_reference: {
    id: 'Data yang dirujuk tidak ditemukan atau belum terbit.',
    en: 'The referenced entry does not exist or is not published.',
  },
  email_taken: { id: 'Email ini sudah dipakai akun staf lain.', en: 'This e-mail is already used by another staff account.' },
  media_missing: { id: 'Media tidak ditemukan.', en: 'Media not found.' },
  alt_required: { id: 'Teks alternatif (ID dan EN) wajib diisi.', en: 'Alt text (ID and EN) is required.' },
} as const;

/** A field error code in the staff member's language. */
export const studioFieldMessage = (code: string, lang: Lang) =>
  code in FIELD ? FIELD[code as keyof typeof FIELD][lang] : fieldMessage(code, lang);

/** Field error codes → texts. */
export const translateErrors = (errors: Record<string, string[]>, lang: Lang) =>
  Object.fromEntries(Object.entries(errors).map(([key, codes]) => [key, codes.map((code) => studioFieldMessage(code, lang))]));

/**
 * The 400 body of a request the route's schema refused, each field's messages in the staff member's
 * language; undefined for any other error. Every studio route plugin's error handler answers with it.
 */
export function schemaErrorBody(error: unknown, lang: Lang): { message: string; errors: Record<string, string[]> } | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[key] ??= []).push(issue.message ?? 'invalid');
  }
  return { message: studioMessage('invalid', lang), errors: translateErrors(errors, lang) };
}
