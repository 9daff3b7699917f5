import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Lang } from '@/contract/common';
import type { FormErrorCode } from '@/contract/forms';

// Server-side texts of form answers, in the request's language (field errors in both languages; decision 090).
// The client renders the same codes through Lingui; these are for API users and the `message` line.

const FIELD: Record<FormErrorCode, { id: string; en: string }> = {
  required: { id: 'Wajib diisi.', en: 'This field is required.' },
  too_long: { id: 'Terlalu panjang.', en: 'Too long.' },
  email: { id: 'Alamat email tidak valid.', en: 'Invalid email address.' },
  phone: {
    id: 'Nomor telepon Indonesia tidak valid (08…, 62… atau +62…).',
    en: 'Invalid Indonesian phone number (08…, 62… or +62…).',
  },
  choice: { id: 'Pilih salah satu opsi.', en: 'Choose one of the options.' },
  nik: { id: 'NIK harus 16 angka.', en: 'The national ID (NIK) must be 16 digits.' },
  sim: { id: 'Nomor SIM harus 12–14 angka.', en: 'The driving licence number must be 12–14 digits.' },
  passport: { id: 'Nomor paspor: satu huruf dan 7 angka.', en: 'Passport number: one letter and 7 digits.' },
  date: { id: 'Tanggal tidak valid.', en: 'Invalid date.' },
  postal_code: { id: 'Kode pos harus 5 angka.', en: 'The postal code must be 5 digits.' },
  purchase_date: {
    id: 'Tanggal pembelian harus antara 1 Agustus dan 31 Desember 2022.',
    en: 'The purchase date must be between 1 August and 31 December 2022.',
  },
  purchase_period: { id: 'Tanggal pembelian di luar periode undian ini.', en: "The purchase date is outside this lottery's period." },
  min_purchase: { id: 'Total pembelian minimal Rp 1.000.000.', en: 'The total purchase must be at least Rp 1,000,000.' },
  terms: { id: 'Anda harus menyetujui ketentuan ini.', en: 'You must agree to this.' },
  file_required: { id: 'Lampirkan berkas.', en: 'Attach a file.' },
  file_type: { id: 'Jenis berkas tidak diterima.', en: 'This file type is not accepted.' },
  file_size: { id: 'Berkas lebih dari 5 MB.', en: 'The file is larger than 5 MB.' },
  unknown_job: { id: 'Lowongan tidak ditemukan.', en: 'Job vacancy not found.' },
  unknown_brand: { id: 'Merek tidak ditemukan.', en: 'Brand not found.' },
  unknown_product: { id: 'Produk tidak ditemukan untuk merek ini.', en: 'Product not found for this brand.' },
  password_short: { id: 'Kata sandi minimal 8 karakter.', en: 'The password needs at least 8 characters.' },
  password_weak: { id: 'Kata sandi tidak boleh satu karakter yang diulang.', en: 'The password cannot be one character repeated.' },
  wrong_password: { id: 'Kata sandi saat ini salah.', en: 'The current password is wrong.' },
  serial: {
    id: 'Nomor seri hanya berisi huruf, angka, "-", "/" dan ".".',
    en: 'A serial number has only letters, digits, "-", "/" and ".".',
  },
  future_date: { id: 'Tanggal tidak boleh di masa depan.', en: 'The date cannot be in the future.' },
  unknown_dealer: { id: 'Dealer tidak ditemukan.', en: 'Dealer not found.' },
  unknown_region: { id: 'Provinsi atau kota tidak ditemukan.', en: 'Province or city not found.' },
  unknown_registration: {
    id: 'Nomor registrasi dan nomor seri tidak cocok.',
    en: 'The registration number and serial number do not match.',
  },
  already_activated: {
    id: 'Garansi nomor seri ini sudah diaktifkan pada registrasi lain. Hubungi service center.',
    en: 'The warranty of this serial number was already activated on another registration. Contact a service centre.',
  },
  receipt: { id: 'Nomor referensi berbentuk DK- dan 8 huruf/angka.', en: 'A reference number is DK- and 8 letters or digits.' },
};

/** Server-only field texts (codes the shared schemas never produce). */
const SERVER_FIELD = {
  text: {
    id: 'Teks berisi karakter yang tidak valid (karakter NUL atau surrogate tunggal).',
    en: 'The text contains an invalid character (a NUL or a lone surrogate).',
  },
} as const;

export type ServerFieldCode = keyof typeof SERVER_FIELD;

const GENERAL = {
  received: { id: 'Terima kasih, data Anda sudah kami terima.', en: 'Thank you, we have received your submission.' },
  invalid: { id: 'Periksa kembali isian formulir.', en: 'Please check the form fields.' },
  idempotency: {
    id: 'Header Idempotency-Key (UUID) wajib ada.',
    en: 'An Idempotency-Key header (UUID) is required.',
  },
  rate_limited: {
    id: 'Terlalu banyak pengiriman. Coba lagi dalam satu menit.',
    en: 'Too many submissions. Try again in a minute.',
  },
  file_too_large: { id: 'Berkas lebih dari 5 MB.', en: 'The file is larger than 5 MB.' },
  giveaway_not_found: { id: 'Giveaway tidak ditemukan.', en: 'Giveaway not found.' },
  campaign_not_found: { id: 'Kampanye tidak ditemukan.', en: 'Campaign not found.' },
  // Entry windows (docs/decisions/326-lottery-confirmation-and-redraw.md).
  campaign_not_open: { id: 'Pendaftaran undian ini belum dibuka.', en: 'Entries for this lottery are not open yet.' },
  campaign_closed: { id: 'Pendaftaran undian ini sudah ditutup.', en: 'Entries for this lottery are closed.' },
  giveaway_not_open: { id: 'Pendaftaran giveaway ini belum dibuka.', en: 'Registration for this giveaway is not open yet.' },
  giveaway_closed: { id: 'Pendaftaran giveaway ini sudah ditutup.', en: 'Registration for this giveaway is closed.' },
  registered: {
    id: 'Produk terdaftar. Simpan nomor registrasi untuk aktivasi garansi.',
    en: 'Product registered. Keep the registration number to activate the warranty.',
  },
  activated: { id: 'Garansi sudah aktif.', en: 'The warranty is active.' },
  subscribed: { id: 'Terima kasih, Anda sudah berlangganan kabar Denka.', en: 'Thank you, you are subscribed to Denka news.' },
  conflict: { id: 'Data ini baru saja diubah. Coba lagi.', en: 'This was just changed. Please try again.' },
  idempotency_mismatch: {
    id: 'Idempotency-Key ini sudah dipakai untuk isian yang berbeda. Kirim ulang dengan kunci baru.',
    en: 'This Idempotency-Key was already used with a different submission. Send it again with a new key.',
  },
  status_not_found: {
    id: 'Nomor referensi dan email ini tidak cocok dengan kiriman yang dapat dilacak.',
    en: 'This reference number and e-mail do not match a submission that can be tracked.',
  },
  status_limited: {
    id: 'Terlalu banyak percobaan. Coba lagi nanti.',
    en: 'Too many attempts. Please try again later.',
  },
  warranty_review: {
    id: 'Nomor seri ini sudah diaktifkan pada registrasi lain. Registrasi dan invoice Anda kami teruskan ke staf untuk diperiksa; kami akan menghubungi Anda melalui email.',
    en: 'This serial number was already activated on another registration. Your registration and invoice have been passed to our staff for review; we will contact you by e-mail.',
  },
} as const;
export type GeneralMessage = keyof typeof GENERAL;

const isCode = (value: string): value is FormErrorCode => value in FIELD;

/** A zod message is an error code; anything else (a zod default) falls back to "invalid". */
export const fieldMessage = (code: string, lang: Lang) =>
  isCode(code) ? FIELD[code][lang] : code in SERVER_FIELD ? SERVER_FIELD[code as keyof typeof SERVER_FIELD][lang] : GENERAL.invalid[lang];
export const generalMessage = (key: GeneralMessage, lang: Lang) => GENERAL[key][lang];

/**
 * The field errors of a request the route's schema refused, each in the request's language (the form error
 * table); undefined for any other error. The JSON account and status calls answer them beside their message.
 */
export function schemaFieldErrors(error: unknown, lang: Lang): Record<string, string[]> | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[key] ??= []).push(fieldMessage(issue.message ?? '', lang));
  }
  return errors;
}
