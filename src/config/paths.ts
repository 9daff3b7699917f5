import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defineRoute } from './route-table';

// Every route of spec §2, in one typed table: links are built only from here (STYLE.md §4).
type Meta = [title: MessageDescriptor | undefined, description: MessageDescriptor];
const main = <P extends string>(path: P, ...meta: Meta) => defineRoute('main', path, ...meta);
const app = <P extends string>(path: P, ...meta: Meta) => defineRoute('app', path, ...meta);

export const paths = {
  // --- main layout (header + footer): the 44 routes of spec §2 + the /article/{slug} alias ---
  home: main('/', msg`Distributor Resmi Kamera & Video Gear`, msg`Denka adalah distributor resmi Insta360, Hollyland, Saramonic dan merek kamera serta video gear lainnya di Indonesia.`),
  productCategories: main('/product-categories', msg`Kategori Produk`, msg`Jelajahi semua kategori produk kamera, audio dan video gear yang didistribusikan Denka.`),
  productCategory: main('/product-category/:slug', msg`Kategori Produk`, msg`Produk dalam kategori ini dari merek-merek resmi Denka.`),
  productInfo: main('/product-info/:slug', msg`Info Produk`, msg`Deskripsi, spesifikasi, isi kemasan dan tempat membeli produk resmi Denka.`),
  brands: main('/brands', msg`Merek`, msg`Semua merek kamera dan video gear yang dikelola Denka di Indonesia.`),
  brand: main('/brand/:slug', msg`Merek`, msg`Profil merek dan produk resminya di Indonesia.`),
  brandAll: main('/brand/all/:slug', msg`Semua Produk Merek`, msg`Semua produk resmi dari merek ini.`),
  layanan: main('/layanan', msg`Layanan`, msg`Layanan purnajual Denka: service center, dealer resmi dan garansi.`),
  contact: main('/contact', msg`Hubungi Kami`, msg`Hubungi kantor pusat, service center atau layanan B2B Denka, atau kirim pesan.`),
  registrasi: main('/registrasi', msg`Registrasi Produk`, msg`Daftarkan produk Denka Anda.`),
  garansi: main('/garansi', msg`Garansi`, msg`Cakupan garansi unit, aksesori dan baterai per merek, serta langkah klaim garansi.`),
  denkaMobile: main('/denka-mobile', msg`Denka Mobile`, msg`Aplikasi Denka Mobile: daftarkan produk Anda dalam lima langkah.`),
  authorizedStore: main('/authorized-store', msg`Dealer Resmi`, msg`Temukan dealer resmi Denka berdasarkan provinsi dan kota.`),
  article: main('/article', msg`Artikel`, msg`Artikel fotografi, videografi, olahraga dan gadget dari Denka.`),
  // Alias of the article detail page: search results link articles as /article/{slug} (spec §2 "Mobile search").
  articleDetail: main('/article/:slug', msg`Detail Artikel`, msg`Artikel dari Denka.`),
  kegiatan: main('/kegiatan', msg`Kegiatan`, msg`Kegiatan dan acara Denka bersama komunitas kreator.`),
  kegiatanDetail: main('/kegiatan/:slug', msg`Detail Kegiatan`, msg`Detail kegiatan Denka.`),
  berita: main('/berita', msg`Berita`, msg`Berita terbaru dari Denka dan merek-merek mitranya.`),
  profile: main('/profile', msg`Profil`, msg`Profil akun Denka Anda.`),
  password: main('/password', msg`Kata Sandi`, msg`Ubah kata sandi akun Denka Anda.`),
  berlangganan: main('/berlangganan', msg`Berlangganan`, msg`Berlangganan kabar terbaru dari Denka.`),
  brandInfo: main('/brand-info', msg`Info Merek`, msg`Informasi tentang merek-merek yang dikelola Denka.`),
  download: main('/download', msg`Unduhan`, msg`Unduh manual dan perangkat lunak produk Denka.`),
  aboutUs: main('/about-us', msg`Tentang Kami`, msg`Profil perusahaan, visi dan misi, serta jangkauan dealer Denka di Indonesia.`),
  milestone: main('/milestone', msg`Milestone`, msg`Perjalanan Denka dari 2 merek pada 2016 hingga 27 merek pada 2024.`),
  companyStructure: main('/company-structure', msg`Struktur Perusahaan`, msg`Struktur organisasi perusahaan Denka.`),
  registrasiProfile: main('/registrasi-profile', msg`Registrasi Profil`, msg`Lengkapi profil akun Denka Anda.`),
  aktivasiGaransi: main('/aktivasi-garansi', msg`Aktivasi Garansi`, msg`Aktifkan garansi produk Denka Anda.`),
  login: main('/login', msg`Masuk`, msg`Masuk ke akun Denka Anda.`),
  registerAkun: main('/register-akun', msg`Daftar Akun`, msg`Buat akun Denka baru.`),
  serviceCenter: main('/service-center', msg`Service Center`, msg`Service center resmi Denka: lokasi, cara kerja, syarat perbaikan dan FAQ.`),
  promosi: main('/promosi', msg`Promosi`, msg`Promosi terbaru produk kamera dan video gear dari Denka.`),
  b2b: main('/b2b', msg`Kemitraan Bisnis`, msg`Pengadaan untuk bisnis dan pemerintah (B2B dan B2G) bersama Denka.`),
  b2bThankYou: main('/b2b/thank-you-for-register', msg`Terima Kasih`, msg`Terima kasih telah mendaftar sebagai mitra bisnis Denka.`),
  search: main('/search/:slug', msg`Hasil Pencarian`, msg`Hasil pencarian produk, dealer dan artikel di Denka.`),
  karir: main('/karir', msg`Karir`, msg`Lowongan kerja di Denka berdasarkan kategori, jenis dan lokasi pekerjaan.`),
  karirDetail: main('/karir-detail/:slug', msg`Detail Lowongan`, msg`Detail lowongan kerja dan formulir lamaran di Denka.`),
  thankYouSubmit: main('/thankyousubmit', msg`Terima Kasih`, msg`Terima kasih, data Anda telah kami terima.`),
  undian: main('/undian', msg`Undian`, msg`Promo undian pembelian Denka periode 1 Agustus sampai 31 Desember 2022.`),
  syaratKetentuan: main('/syaratketentuan', msg`Syarat dan Ketentuan`, msg`Syarat dan ketentuan promo undian Denka.`),
  serviceGaransi: main('/service&garansi', msg`Service & Garansi`, msg`Informasi service dan garansi produk Denka.`),
  trendingProduct: main('/trending-product', msg`Produk Trending`, msg`Produk kamera dan video gear yang sedang trending.`),
  beritaDetail: main('/berita_detail/:slug', msg`Detail Berita`, msg`Berita dari Denka.`),
  eventSaramonic: main('/event-saramonic', msg`Event Saramonic`, msg`Event Saramonic bersama Denka.`),
  privacyPolicy: main('/privacy-policy', msg`Kebijakan Privasi`, msg`Kebijakan privasi situs Denka.`),

  // --- app layout (in-app view of the Denka Mobile app, no site header or footer): 9 routes ---
  productCatalog: app('/product-catalog', msg`Katalog Produk`, msg`Katalog produk Denka untuk staf toko, tersedia offline.`),
  serviceCenterApp: app('/service-center-app', msg`Service Center`, msg`Daftar service center resmi Denka, tersedia offline.`),
  authorizedStoreApp: app('/authorized-store-app', msg`Dealer Resmi`, msg`Daftar dealer resmi Denka, tersedia offline.`),
  beritaDetailApp: app('/berita-detail-app/:slug', msg`Detail Berita`, msg`Berita dari Denka.`),
  campaign: app('/campaign/:slug', msg`Kampanye`, msg`Kampanye dan giveaway Denka.`),
  hollylandHoki: app('/hollyland-hoki', msg`Hollyland Hoki`, msg`Kampanye Hollyland Hoki bersama Denka.`),
  hollylandLarkM2s: app('/hollyland-lark-m2s', msg`Hollyland Lark M2S`, msg`Kampanye Hollyland Lark M2S bersama Denka.`),
  saramonicAir: app('/saramonic-air-feel-the-air-win-the-air', msg`Saramonic Air: Feel the Air, Win the Air`, msg`Kampanye Saramonic Air bersama Denka.`),
  // The {hash} catch-all comes last: every real route above outranks it (App shell issue).
  hash: app('/:hash', msg`Tautan Kampanye`, msg`Tautan kampanye Denka.`),
} as const;

export type RouteKey = keyof typeof paths;
export const routeKeys = Object.keys(paths) as RouteKey[];
