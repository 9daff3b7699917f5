import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TicketStage } from '@/contract/forms';

// The inbox's words (docs/decisions/310-submissions-in-the-studio.md): the kinds, the workflow states, and every field a
// public form stores (src/contract/forms.ts, src/contract/accounts.ts) with a readable label in ID and EN.
// A field the table does not know yet is shown under its own name, never hidden.

export const KIND_LABELS: Record<string, MessageDescriptor> = {
  inquiry: msg`Pertanyaan & permintaan B2B`,
  career: msg`Lamaran kerja`,
  lottery: msg`Undian`,
  giveaway: msg`Giveaway`,
  subscription: msg`Langganan berita`,
  support: msg`Dukungan produk`,
  product_registration: msg`Registrasi produk`,
  warranty_activation: msg`Aktivasi garansi`,
  quote_decision: msg`Jawaban biaya servis`,
};

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  new: msg`Baru`,
  in_progress: msg`Sedang ditangani`,
  done: msg`Selesai`,
  spam: msg`Spam`,
};
export const STATUS_COLORS: Record<string, string> = { new: 'blue.9', in_progress: 'orange.9', done: 'green.9', spam: 'gray.8' };

export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  type: msg`Jenis pertanyaan`,
  name: msg`Nama`,
  full_name: msg`Nama lengkap`,
  email: msg`Email`,
  second_email: msg`Email kedua`,
  phone: msg`Nomor telepon`,
  whatsapp: msg`Nomor WhatsApp`,
  company: msg`Perusahaan / instansi`,
  position: msg`Posisi yang dilamar`,
  address: msg`Alamat`,
  message: msg`Kebutuhan`,
  notes: msg`Pesan`,
  channel: msg`Mengetahui kami dari`,
  product: msg`Produk`,
  brand: msg`Merek`,
  problem: msg`Kendala`,
  service_point: msg`Tempat menyerahkan unit`,
  gender: msg`Jenis kelamin`,
  marital_status: msg`Status pernikahan`,
  id_type: msg`Jenis identitas`,
  id_number: msg`Nomor identitas`,
  place_of_birth: msg`Tempat lahir`,
  date_of_birth: msg`Tanggal lahir`,
  religion: msg`Agama`,
  last_education: msg`Pendidikan terakhir`,
  consent: msg`Persetujuan pemrosesan data`,
  terms: msg`Menyetujui syarat & ketentuan`,
  campaign_id: msg`Kampanye`,
  province: msg`Provinsi`,
  city: msg`Kota`,
  postal_code: msg`Kode pos`,
  invoice_number: msg`Nomor invoice`,
  purchase_date: msg`Tanggal pembelian`,
  serial_number: msg`Nomor seri`,
  purchase_place: msg`Tempat pembelian`,
  store_name: msg`Nama toko`,
  total_purchase: msg`Total pembelian`,
  giveaway: msg`Giveaway`,
  instagram: msg`Instagram`,
  place_type: msg`Jenis tempat pembelian`,
  dealer_id: msg`Dealer resmi`,
  place_name: msg`Nama tempat pembelian`,
  reference: msg`Nomor registrasi`,
  brands: msg`Merek yang diminati`,
  categories: msg`Kategori yang diminati`,
  codes: msg`Kode undian`,
  cv: msg`CV`,
  invoice: msg`Invoice`,
  photo: msg`Foto kerusakan`,
};

/** Stored choice values shown as words (the public forms' options). */
export const VALUE_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  type: { contact: msg`Kontak`, b2b: msg`Bisnis (B2B)`, b2g: msg`Pemerintah (B2G)` },
  gender: { male: msg`Laki-laki`, female: msg`Perempuan` },
  marital_status: { single: msg`Belum menikah`, married: msg`Menikah`, divorced: msg`Cerai hidup`, widowed: msg`Cerai mati` },
  religion: {
    islam: msg`Islam`,
    protestant: msg`Kristen Protestan`,
    catholic: msg`Katolik`,
    hindu: msg`Hindu`,
    buddhist: msg`Buddha`,
    confucian: msg`Konghucu`,
    other: msg`Lainnya`,
  },
  last_education: {
    sma: msg`SMA/SMK`,
    d3: msg`Diploma (D3)`,
    s1: msg`Sarjana (S1)`,
    s2: msg`Magister (S2)`,
    s3: msg`Doktor (S3)`,
    other: msg`Lainnya`,
  },
  id_type: { nik: msg`KTP (NIK)`, sim: msg`SIM`, passport: msg`Paspor` },
  purchase_place: { offline_store: msg`Toko offline`, online_store: msg`Toko online` },
  place_type: { offline_store: msg`Toko offline`, online_store: msg`Toko online` },
  channel: {
    search: msg`Mesin pencari`,
    social: msg`Media sosial`,
    marketplace: msg`Marketplace`,
    dealer: msg`Dealer`,
    event: msg`Acara / pameran`,
    friend: msg`Teman / rekan`,
    other: msg`Lainnya`,
  },
};

const ORDER = Object.keys(FIELD_LABELS);
/** The fields in the order of the table above (the stored JSON keeps no order), unknown ones after them by name. */
export function orderedFields(fields: Record<string, unknown>): [string, unknown][] {
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  return Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** An unknown key as words: `second_email` → "Second email". */
export const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};

/**
 * A repair ticket's stages (src/contract/forms.ts TICKET_STAGES), the words the customer reads at /cek-status. The same
 * list as src/components/ticket-stages.ts, kept here because the studio loads only its own catalog (lingui.config.ts).
 */
export const TICKET_STAGE_LABELS: Record<TicketStage, MessageDescriptor> = {
  received: msg`Diterima`,
  checked: msg`Diperiksa teknisi`,
  quote: msg`Menunggu persetujuan biaya`,
  in_repair: msg`Sedang diperbaiki`,
  ready: msg`Siap diambil`,
  sent_back: msg`Dikirim kembali`,
  closed: msg`Selesai`,
  cancelled: msg`Dibatalkan`,
};
