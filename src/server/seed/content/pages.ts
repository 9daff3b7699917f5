import type { WebPageRow } from './types';
import { REPLACEMENT_DAYS } from './warranty';

const section = (h: string, p: string): string => `<h2>${h}</h2><p>${p}</p>`;

export const webPages: WebPageRow[] = [
  {
    slug: 'privacy-policy',
    title: 'Kebijakan Privasi',
    title_en: 'Privacy Policy',
    meta_title: 'Kebijakan Privasi | Denka',
    meta_title_en: 'Privacy Policy | Denka',
    meta_description: 'Bagaimana PT Denka Indonesia mengumpulkan, memakai dan melindungi data pribadi pengunjung dan pelanggan.',
    meta_description_en: 'How PT Denka Indonesia collects, uses and protects the personal data of visitors and customers.',
    body: [
      section(
        'Data yang kami kumpulkan',
        'Nama, email, nomor telepon, alamat dan data pembelian yang Anda isi di formulir kontak, B2B, karier, garansi dan undian.',
      ),
      section(
        'Penggunaan data',
        'Data dipakai untuk menjawab permintaan, memproses garansi dan servis, mengirim hadiah, serta memperbaiki layanan.',
      ),
      section('Penyimpanan dan keamanan', 'Data disimpan di server yang dilindungi dan hanya dapat diakses staf yang berwenang.'),
      section(
        'Hak Anda',
        'Anda dapat meminta salinan, perbaikan atau penghapusan data dengan menghubungi halo@denka.co.id, sesuai UU Pelindungan Data Pribadi.',
      ),
      section(
        'Cookie dan analitik',
        'Situs memakai penyimpanan lokal untuk pilihan bahasa dan analitik anonim untuk memahami halaman yang paling dibutuhkan.',
      ),
    ].join(''),
    body_en: [
      section(
        'Data we collect',
        'Name, email, phone number, address and purchase details you enter in the contact, B2B, career, warranty and lottery forms.',
      ),
      section('How we use it', 'To answer requests, process warranty and repairs, deliver prizes and improve our service.'),
      section('Storage and security', 'Data is kept on protected servers and accessible only to authorised staff.'),
      section(
        'Your rights',
        "You may request a copy, correction or deletion of your data at halo@denka.co.id, in line with Indonesia's Personal Data Protection Law.",
      ),
      section(
        'Cookies and analytics',
        'The site uses local storage for your language choice and anonymous analytics to learn which pages matter most.',
      ),
    ].join(''),
    updated_at: '2026-01-05T09:00:00+07:00',
  },
  {
    slug: 'syarat-ketentuan',
    title: 'Syarat dan Ketentuan',
    title_en: 'Terms and Conditions',
    meta_title: 'Syarat dan Ketentuan | Denka',
    meta_title_en: 'Terms and Conditions | Denka',
    meta_description: 'Ketentuan penggunaan situs Denka, informasi harga, garansi, servis dan program promosi.',
    meta_description_en: 'Terms for using the Denka website, pricing information, warranty, service and promotions.',
    body: [
      section(
        'Penggunaan situs',
        'Konten situs disediakan untuk informasi. Dilarang menyalin konten untuk tujuan komersial tanpa izin tertulis.',
      ),
      section('Harga dan ketersediaan', 'Harga adalah harga acuan dan dapat berubah sewaktu-waktu; ketersediaan mengikuti stok dealer.'),
      section(
        'Garansi',
        `Garansi berlaku untuk pembelian di dealer dan toko online resmi. Unit dengan cacat produksi dalam ${REPLACEMENT_DAYS} hari sejak tanggal pembelian diganti dengan unit baru.`,
      ),
      section('Promosi dan undian', 'Setiap program memiliki ketentuan sendiri yang diumumkan di halaman programnya.'),
      section('Hukum yang berlaku', 'Syarat ini tunduk pada hukum Republik Indonesia.'),
    ].join(''),
    body_en: [
      section(
        'Using the site',
        'Site content is provided for information. Copying it for commercial purposes without written permission is not allowed.',
      ),
      section('Prices and availability', 'Prices are reference prices and may change; availability depends on dealer stock.'),
      section(
        'Warranty',
        `The warranty covers purchases from authorised dealers and official online stores. Units with a manufacturing fault within ${REPLACEMENT_DAYS} days of the purchase date are replaced with a new unit.`,
      ),
      section('Promotions and lotteries', 'Each programme has its own terms, published on its page.'),
      section('Governing law', 'These terms are governed by the laws of the Republic of Indonesia.'),
    ].join(''),
    updated_at: '2026-01-05T09:00:00+07:00',
  },
  {
    slug: 'service-garansi',
    title: 'Ketentuan Servis dan Garansi',
    title_en: 'Service and Warranty Terms',
    meta_title: 'Ketentuan Servis dan Garansi | Denka',
    meta_title_en: 'Service and Warranty Terms | Denka',
    meta_description: 'Syarat perbaikan, estimasi waktu, biaya dan penggantian unit baru dalam 14 hari.',
    meta_description_en: 'Repair terms, turnaround, costs and new-unit replacement within 14 days.',
    body: [
      section('Penerimaan unit', 'Unit diterima dengan tanda terima yang mencantumkan keluhan, kelengkapan dan kondisi fisik.'),
      section('Estimasi biaya', 'Perbaikan di luar garansi dikerjakan setelah pelanggan menyetujui estimasi biaya.'),
      section('Pengambilan unit', 'Unit yang tidak diambil dalam 90 hari setelah pemberitahuan bukan lagi tanggung jawab service center.'),
    ].join(''),
    body_en: [
      section('Intake', 'Units are received against a receipt listing the complaint, accessories and physical condition.'),
      section('Cost estimate', 'Out-of-warranty repairs start only after the customer approves the estimate.'),
      section('Collection', 'Units not collected within 90 days of notice are no longer the service centre’s responsibility.'),
    ].join(''),
    updated_at: '2025-06-01T09:00:00+07:00',
  },
];
