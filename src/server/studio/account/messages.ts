import { msg } from '@lingui/core/macro';
import type { Lang } from '@/contract/common';
import { translate } from '@/server/lib/i18n';
import { studioFieldMessage } from '../messages';

// Texts of the account-security answers (docs/decisions/130-accounts-and-sessions.md) and the reset mail.

const TEXTS = {
  reset_sent: msg`Jika email itu terdaftar sebagai akun staf, tautan untuk mengatur kata sandi baru sudah dikirim. Tautan berlaku 30 menit.`,
  reset_throttled: msg`Terlalu banyak permintaan. Coba lagi nanti.`,
  reset_done: msg`Kata sandi baru sudah disimpan. Semua sesi akun ini sudah diakhiri: silakan masuk lagi.`,
  second_factor: msg`Masukkan kode 6 angka dari aplikasi autentikator Anda, atau salah satu kode pemulihan.`,
  second_factor_wrong: msg`Kode tidak cocok atau sudah dipakai.`,
  totp_disabled: msg`Verifikasi dua langkah sudah dimatikan.`,
} as const;
export type AccountMessage = keyof typeof TEXTS;
export const accountSecurityMessage = (key: AccountMessage, lang: Lang) => translate(TEXTS[key], lang);

const FIELD = {
  reset_invalid: msg`Tautan ini tidak berlaku lagi (sudah dipakai, kedaluwarsa atau salah). Minta tautan baru.`,
  code_invalid: msg`Masukkan 6 angka dari aplikasi, atau kode pemulihan (xxxxx-xxxxx).`,
  code_wrong: msg`Kode tidak cocok. Periksa jam ponsel Anda dan coba kode yang baru.`,
  password_wrong: msg`Kata sandi salah.`,
  totp_on: msg`Verifikasi dua langkah sudah aktif: matikan dulu untuk mendaftarkan aplikasi lain.`,
  totp_not_started: msg`Mulai pendaftaran aplikasi autentikator dulu.`,
} as const;

/** Field error codes → texts (this module's own first, then the studio's and the forms'). */
export const accountErrors = (errors: Record<string, string[]>, lang: Lang) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, codes]) => [
      key,
      codes.map((code) => (code in FIELD ? translate(FIELD[code as keyof typeof FIELD], lang) : studioFieldMessage(code, lang))),
    ]),
  );

/** The reset mail: Indonesian with English below, as every staff mail (docs/decisions/310). No password, no name. */
export function resetMail(link: string) {
  return {
    subject: '[Denka Studio] Atur kata sandi baru / Set a new password',
    text: [
      'Seseorang (semoga Anda) meminta kata sandi baru untuk akun Denka Studio Anda.',
      `Buka tautan ini dalam 30 menit untuk mengatur kata sandi baru (hanya bisa dipakai sekali): ${link}`,
      'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
      '',
      'Someone (hopefully you) asked for a new password for your Denka Studio account.',
      `Open this link within 30 minutes to set a new password (it works once): ${link}`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
