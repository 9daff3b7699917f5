import type { Lang } from '@/contract/common';

// Server texts of account answers, in the request's language (docs/product.md §6). Field errors reuse the form
// error table (src/server/submissions/messages.ts).

const TEXTS = {
  registered: {
    id: 'Pendaftaran diterima. Silakan masuk dengan email dan kata sandi Anda.',
    en: 'Registration received. Please log in with your email and password.',
  },
  login_failed: { id: 'Email atau kata sandi salah.', en: 'Wrong email or password.' },
  throttled: {
    id: 'Terlalu banyak percobaan masuk. Coba lagi nanti.',
    en: 'Too many login attempts. Please try again later.',
  },
  register_limited: {
    id: 'Terlalu banyak akun dibuat dari alamat ini. Coba lagi dalam satu jam.',
    en: 'Too many accounts were created from this address. Please try again in an hour.',
  },
  logged_out: { id: 'Anda sudah keluar.', en: 'You have logged out.' },
  unauthenticated: { id: 'Silakan masuk terlebih dahulu.', en: 'Please log in first.' },
  cross_site: {
    id: 'Permintaan ditolak: harus dikirim dari situs Denka sendiri.',
    en: 'Request refused: it must come from the Denka site itself.',
  },
  password_changed: {
    id: 'Kata sandi diubah. Sesi di perangkat lain sudah diakhiri.',
    en: 'Password changed. Sessions on other devices have been ended.',
  },
  profile_saved: { id: 'Profil disimpan.', en: 'Profile saved.' },
  invalid: { id: 'Periksa kembali isian formulir.', en: 'Please check the form fields.' },
  serial_not_found: {
    id: 'Nomor seri tidak ditemukan. Periksa kembali, atau daftarkan produk Anda terlebih dahulu.',
    en: 'Serial number not found. Check it, or register your product first.',
  },
  unsubscribed: { id: 'Anda sudah berhenti berlangganan.', en: 'You have unsubscribed.' },
  bad_link: { id: 'Tautan berhenti berlangganan tidak valid.', en: 'The unsubscribe link is not valid.' },
} as const;
export type AccountMessage = keyof typeof TEXTS;

export const accountMessage = (key: AccountMessage, lang: Lang) => TEXTS[key][lang];
