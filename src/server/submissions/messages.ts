import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg } from '@lingui/core/macro';
import type { Lang } from '@/contract/common';
import { translate } from '@/server/lib/i18n';
import { FORM_ERROR_MESSAGES } from '@/contract/form-error-messages';
import type { FormErrorCode } from '@/contract/forms';

// Server-side texts of form answers, in the request's language (field errors in both languages; decision 090).
// The client renders the same codes through Lingui; these are for API users and the `message` line.

const FIELD = FORM_ERROR_MESSAGES;

/** Server-only field texts (codes the shared schemas never produce). */
const SERVER_FIELD = {
  text: msg`Teks berisi karakter yang tidak valid (karakter NUL atau surrogate tunggal).`,
  // A new password the strength estimator scores too low (src/server/accounts/password-strength.ts).
  password_guessable: msg`Kata sandi ini terlalu mudah ditebak (kata, nama atau pola yang umum). Pakai gabungan beberapa kata yang tidak umum.`,
} as const;

export type ServerFieldCode = keyof typeof SERVER_FIELD;

const GENERAL = {
  received: msg`Terima kasih, data Anda sudah kami terima.`,
  invalid: msg`Periksa kembali isian formulir.`,
  idempotency: msg`Header Idempotency-Key (UUID) wajib ada.`,
  rate_limited: msg`Terlalu banyak pengiriman. Coba lagi dalam satu menit.`,
  // Uploads in flight past the server-wide cap: 503 with Retry-After (docs/decisions/090-form-intake.md).
  busy: msg`Server sedang sibuk menerima berkas. Coba lagi dalam beberapa detik.`,
  file_too_large: msg`Berkas lebih dari 5 MB.`,
  giveaway_not_found: msg`Giveaway tidak ditemukan.`,
  campaign_not_found: msg`Kampanye tidak ditemukan.`,
  // Entry windows (docs/decisions/325-lottery-draws.md).
  campaign_not_open: msg`Pendaftaran undian ini belum dibuka.`,
  campaign_closed: msg`Pendaftaran undian ini sudah ditutup.`,
  giveaway_not_open: msg`Pendaftaran giveaway ini belum dibuka.`,
  giveaway_closed: msg`Pendaftaran giveaway ini sudah ditutup.`,
  registered: msg`Produk terdaftar. Simpan nomor registrasi untuk aktivasi garansi.`,
  activated: msg`Garansi sudah aktif.`,
  subscribed: msg`Terima kasih, Anda sudah berlangganan kabar Denka.`,
  conflict: msg`Data ini baru saja diubah. Coba lagi.`,
  idempotency_mismatch: msg`Idempotency-Key ini sudah dipakai untuk isian yang berbeda. Kirim ulang dengan kunci baru.`,
  status_not_found: msg`Nomor referensi dan email ini tidak cocok dengan kiriman yang dapat dilacak.`,
  status_limited: msg`Terlalu banyak percobaan. Coba lagi nanti.`,
  // The customer's answer to a repair quote (docs/decisions/310-submissions-in-the-studio.md).
  quote_answered: msg`Terima kasih, jawaban Anda atas biaya servis sudah kami terima.`,
  // A stage photo's signed address that is wrong, changed or past its time (docs/decisions/310).
  photo_not_found: msg`Foto tidak ditemukan atau tautannya sudah kedaluwarsa. Buka lagi halaman status servis Anda.`,
  quote_not_open: msg`Tidak ada biaya servis yang menunggu jawaban Anda: biaya ini sudah dijawab atau servis sudah berlanjut.`,
  warranty_review: msg`Nomor seri ini sudah diaktifkan pada registrasi lain. Registrasi dan invoice Anda kami teruskan ke staf untuk diperiksa; kami akan menghubungi Anda melalui email.`,
} as const;
export type GeneralMessage = keyof typeof GENERAL;

const isCode = (value: string): value is FormErrorCode => value in FIELD;

/** A zod message is an error code; anything else (a zod default) falls back to "invalid". */
export const fieldMessage = (code: string, lang: Lang) =>
  isCode(code)
    ? translate(FIELD[code], lang)
    : code in SERVER_FIELD
      ? translate(SERVER_FIELD[code as keyof typeof SERVER_FIELD], lang)
      : translate(GENERAL.invalid, lang);
export const generalMessage = (key: GeneralMessage, lang: Lang) => translate(GENERAL[key], lang);

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
