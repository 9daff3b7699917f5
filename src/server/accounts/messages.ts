import { msg } from '@lingui/core/macro';
import type { Lang } from '@/contract/common';
import { translate } from '@/server/lib/i18n';

// Server texts of account answers, in the request's language (docs/product.md §6). Field errors reuse the form
// error table (src/server/submissions/messages.ts).

const TEXTS = {
  registered: msg`Pendaftaran diterima. Silakan masuk dengan email dan kata sandi Anda.`,
  login_failed: msg`Email atau kata sandi salah.`,
  throttled: msg`Terlalu banyak percobaan masuk. Coba lagi nanti.`,
  register_limited: msg`Terlalu banyak akun dibuat dari alamat ini. Coba lagi dalam satu jam.`,
  logged_out: msg`Anda sudah keluar.`,
  unauthenticated: msg`Silakan masuk terlebih dahulu.`,
  cross_site: msg`Permintaan ditolak: harus dikirim dari situs Denka sendiri.`,
  password_changed: msg`Kata sandi diubah. Sesi di perangkat lain sudah diakhiri.`,
  profile_saved: msg`Profil disimpan.`,
  invalid: msg`Periksa kembali isian formulir.`,
  serial_not_found: msg`Nomor seri tidak ditemukan. Periksa kembali, atau daftarkan produk Anda terlebih dahulu.`,
  unsubscribed: msg`Anda sudah berhenti berlangganan.`,
  bad_link: msg`Tautan berhenti berlangganan tidak valid.`,
  verification_sent: msg`Tautan verifikasi dikirim ke email Anda. Bukalah saat masuk ke akun ini.`,
  verification_limited: msg`Terlalu banyak tautan verifikasi diminta. Coba lagi dalam satu jam.`,
  already_verified: msg`Email Anda sudah terverifikasi.`,
  bad_verification_link: msg`Tautan verifikasi tidak valid atau sudah kedaluwarsa. Minta tautan baru dari profil Anda.`,
} as const;
export type AccountMessage = keyof typeof TEXTS;

export const accountMessage = (key: AccountMessage, lang: Lang) => translate(TEXTS[key], lang);
