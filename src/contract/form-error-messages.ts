import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_TICKET_PHOTOS, type FormErrorCode } from './forms';

// The shared schemas speak in error codes (src/contract/forms.ts); these are their texts, for the browser's
// forms (src/lib/forms/error-text.ts) and the server's answers (src/server/submissions/messages.ts) alike.
export const FORM_ERROR_MESSAGES: Record<FormErrorCode, MessageDescriptor> = {
  required: msg`Wajib diisi.`,
  too_long: msg`Terlalu panjang.`,
  email: msg`Alamat email tidak valid.`,
  phone: msg`Nomor telepon Indonesia tidak valid (08…, 62… atau +62…).`,
  choice: msg`Pilih salah satu opsi.`,
  nik: msg`NIK harus 16 angka.`,
  sim: msg`Nomor SIM harus 12–14 angka.`,
  passport: msg`Nomor paspor: satu huruf dan 7 angka.`,
  date: msg`Tanggal tidak valid.`,
  postal_code: msg`Kode pos harus 5 angka.`,
  purchase_date: msg`Tanggal pembelian harus antara 1 Agustus dan 31 Desember 2022.`,
  purchase_period: msg`Tanggal pembelian di luar periode undian ini.`,
  min_purchase: msg`Total pembelian minimal Rp 1.000.000.`,
  max_purchase: msg`Total pembelian paling banyak Rp 100.000.000 per pendaftaran (100 kode undian).`,
  terms: msg`Anda harus menyetujui ketentuan ini.`,
  file_required: msg`Lampirkan berkas.`,
  file_type: msg`Jenis berkas tidak diterima.`,
  file_size: msg`Berkas lebih dari 5 MB.`,
  file_count: msg`Hanya satu berkas yang diterima.`,
  photo_count: msg`Paling banyak ${MAX_TICKET_PHOTOS} foto.`,
  file_duplicate: msg`Berkas yang sama terlampir dua kali.`,
  unknown_job: msg`Lowongan tidak ditemukan.`,
  unknown_brand: msg`Merek tidak ditemukan.`,
  unknown_product: msg`Produk tidak ditemukan untuk merek ini.`,
  password_short: msg`Kata sandi minimal 8 karakter.`,
  password_weak: msg`Kata sandi tidak boleh satu karakter yang diulang.`,
  wrong_password: msg`Kata sandi saat ini salah.`,
  serial: msg`Nomor seri hanya berisi huruf, angka, "-", "/" dan ".".`,
  future_date: msg`Tanggal tidak boleh di masa depan.`,
  unknown_dealer: msg`Dealer tidak ditemukan.`,
  unknown_region: msg`Provinsi atau kota tidak ditemukan.`,
  unknown_registration: msg`Nomor registrasi dan nomor seri tidak cocok.`,
  already_activated: msg`Garansi nomor seri ini sudah diaktifkan pada registrasi lain. Hubungi service center.`,
  receipt: msg`Nomor referensi berbentuk DK- dan 8 huruf/angka.`,
};
