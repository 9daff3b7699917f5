// The route table (docs/decisions/200-code-structure.md): every page of the site once, as plain
// data the browser and the server both import. No zod, no React here (the endpoint declarations it names
// are plain data too): the client's shell loads this module, and so does the server.
//
// Per route: its path (React Router syntax), layout, page module (under src/, loaded lazily by
// src/app/pages.ts), title and description (Lingui message descriptors, see below), whether it is one
// visitor's page (`private`: noindex, not in the sitemap, disallowed in robots.txt). The first screen's API
// reads the server answers inside the page's HTML are the server's alone: src/contract/route-reads.ts
// (docs/decisions/113-first-screen.md, 112-start-up-and-the-shell.md).
//
// Titles and descriptions are Lingui `msg` descriptors: `lingui extract` collects them into the site's
// catalog, the browser shows them through Lingui, the server in both languages (src/server/seo/route-texts.ts).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Indonesian source text with its catalogue id, as `msg` compiles it. */
export type RouteMessage = MessageDescriptor;

export type Layout = 'main' | 'app';

export type RouteDef = {
  readonly path: string;
  readonly layout: Layout;
  /** The page module under src/, without extension; none: the "segera hadir" page. */
  readonly page?: string;
  /** Document title; null keeps the previous one (docs/product.md, navigation behaviour). */
  readonly title: RouteMessage | null;
  readonly description: RouteMessage;
  /** One visitor's page (account, thank-you, search results, unresolved campaign links). */
  readonly private?: true;
};

export const SITE_NAME = 'Denka Indonesia';

/** Fixed by docs/product.md §9: the home page shows six popular categories (its first-screen read and the page's own). */
export const POPULAR_CATEGORY_SIZE = 6;

/** The not-found page (unknown paths of the main layout, unknown slugs on the server). */
export const NOT_FOUND = {
  title: msg`Halaman Tidak Ditemukan`,
  description: msg`Halaman yang Anda cari tidak ada atau telah dipindahkan.`,
} as const satisfies { title: RouteMessage; description: RouteMessage };

export const routes = {
  // --- main layout (header + footer): the 44 routes of docs/product.md §2 + the /article/{slug} alias ---
  home: {
    path: '/',
    layout: 'main',
    page: 'app/routes/home-page',
    title: msg`Distributor Resmi Kamera & Video Gear`,
    description: msg`Denka adalah distributor resmi Insta360, Hollyland, Saramonic dan merek kamera serta video gear lainnya di Indonesia.`,
  },
  productCategories: {
    path: '/product-categories',
    layout: 'main',
    page: 'features/catalogue/routes/product-categories',
    title: msg`Kategori Produk`,
    description: msg`Jelajahi semua kategori produk kamera, audio dan video gear yang didistribusikan Denka.`,
  },
  productCategory: {
    path: '/product-category/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/product-category',
    title: msg`Kategori Produk`,
    description: msg`Produk dalam kategori ini dari merek-merek resmi Denka.`,
  },
  productInfo: {
    path: '/product-info/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/product-info/product-info-page',
    title: msg`Info Produk`,
    description: msg`Deskripsi, spesifikasi, isi kemasan dan tempat membeli produk resmi Denka.`,
  },
  brands: {
    path: '/brands',
    layout: 'main',
    page: 'features/catalogue/routes/brands',
    title: msg`Merek`,
    description: msg`Semua merek kamera dan video gear yang dikelola Denka di Indonesia.`,
  },
  brand: {
    path: '/brand/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/brand',
    title: msg`Merek`,
    description: msg`Profil merek dan produk resminya di Indonesia.`,
  },
  brandAll: {
    path: '/brand/all/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/brand-all',
    title: msg`Semua Produk Merek`,
    description: msg`Semua produk resmi dari merek ini.`,
  },
  layanan: {
    path: '/layanan',
    layout: 'main',
    page: 'features/service/routes/layanan',
    title: msg`Layanan`,
    description: msg`Layanan purnajual Denka: service center, dealer resmi dan garansi.`,
  },
  contact: {
    path: '/contact',
    layout: 'main',
    page: 'features/partnership/routes/contact',
    title: msg`Hubungi Kami`,
    description: msg`Hubungi kantor pusat, service center atau layanan B2B Denka, atau kirim pesan.`,
  },
  registrasi: {
    path: '/registrasi',
    layout: 'main',
    page: 'features/accounts/routes/registrasi',
    title: msg`Registrasi Produk`,
    description: msg`Daftarkan produk Denka Anda.`,
  },
  garansi: {
    path: '/garansi',
    layout: 'main',
    page: 'features/service/routes/garansi',
    title: msg`Garansi`,
    description: msg`Cakupan garansi unit, aksesori dan baterai per merek, serta langkah klaim garansi.`,
  },
  denkaMobile: {
    path: '/denka-mobile',
    layout: 'main',
    page: 'features/service/routes/denka-mobile',
    title: msg`Denka Mobile`,
    description: msg`Aplikasi Denka Mobile: daftarkan produk Anda dalam lima langkah.`,
  },
  authorizedStore: {
    path: '/authorized-store',
    layout: 'main',
    page: 'features/dealers/routes/authorized-store',
    title: msg`Dealer Resmi`,
    description: msg`Temukan dealer resmi Denka berdasarkan provinsi dan kota.`,
  },
  article: {
    path: '/article',
    layout: 'main',
    page: 'features/content/routes/article',
    title: msg`Artikel`,
    description: msg`Artikel fotografi, videografi, olahraga dan gadget dari Denka.`,
  },
  // Alias of the article detail page: search results link articles as /article/{slug} (docs/product.md §2.7).
  articleDetail: {
    path: '/article/:slug',
    layout: 'main',
    page: 'features/content/routes/article-detail',
    title: msg`Detail Artikel`,
    description: msg`Artikel dari Denka.`,
  },
  kegiatan: {
    path: '/kegiatan',
    layout: 'main',
    page: 'features/content/routes/kegiatan',
    title: msg`Kegiatan`,
    description: msg`Kegiatan dan acara Denka bersama komunitas kreator.`,
  },
  kegiatanDetail: {
    path: '/kegiatan/:slug',
    layout: 'main',
    page: 'features/content/routes/article-detail',
    title: msg`Detail Kegiatan`,
    description: msg`Detail kegiatan Denka.`,
  },
  berita: {
    path: '/berita',
    layout: 'main',
    page: 'features/content/routes/berita',
    title: msg`Berita`,
    description: msg`Berita terbaru dari Denka dan merek-merek mitranya.`,
  },
  profile: {
    path: '/profile',
    layout: 'main',
    page: 'app/routes/profile-page',
    private: true,
    title: msg`Profil`,
    description: msg`Profil akun Denka Anda.`,
  },
  password: {
    path: '/password',
    layout: 'main',
    page: 'features/accounts/routes/password',
    private: true,
    title: msg`Kata Sandi`,
    description: msg`Ubah kata sandi akun Denka Anda.`,
  },
  berlangganan: {
    path: '/berlangganan',
    layout: 'main',
    page: 'features/accounts/routes/berlangganan',
    title: msg`Berlangganan`,
    description: msg`Berlangganan kabar terbaru dari Denka.`,
  },
  brandInfo: {
    path: '/brand-info',
    layout: 'main',
    page: 'features/catalogue/routes/brand-info',
    title: msg`Info Merek`,
    description: msg`Informasi tentang merek-merek yang dikelola Denka.`,
  },
  download: {
    path: '/download',
    layout: 'main',
    page: 'features/catalogue/routes/download',
    title: msg`Unduhan`,
    description: msg`Unduh manual dan perangkat lunak produk Denka.`,
  },
  aboutUs: {
    path: '/about-us',
    layout: 'main',
    page: 'features/company/routes/about-us',
    title: msg`Tentang Kami`,
    description: msg`Profil perusahaan, visi dan misi, serta jangkauan dealer Denka di Indonesia.`,
  },
  milestone: {
    path: '/milestone',
    layout: 'main',
    page: 'features/company/routes/milestone',
    title: msg`Milestone`,
    description: msg`Perjalanan Denka dari 2 merek pada 2016 hingga 27 merek pada 2024.`,
  },
  companyStructure: {
    path: '/company-structure',
    layout: 'main',
    page: 'features/company/routes/company-structure',
    title: msg`Struktur Perusahaan`,
    description: msg`Struktur organisasi perusahaan Denka.`,
  },
  registrasiProfile: {
    path: '/registrasi-profile',
    layout: 'main',
    page: 'features/accounts/routes/registrasi-profile',
    private: true,
    title: msg`Registrasi Profil`,
    description: msg`Lengkapi profil akun Denka Anda.`,
  },
  aktivasiGaransi: {
    path: '/aktivasi-garansi',
    layout: 'main',
    page: 'features/accounts/routes/aktivasi-garansi',
    private: true,
    title: msg`Aktivasi Garansi`,
    description: msg`Aktifkan garansi produk Denka Anda.`,
  },
  login: {
    path: '/login',
    layout: 'main',
    page: 'features/accounts/routes/login',
    private: true,
    title: msg`Masuk`,
    description: msg`Masuk ke akun Denka Anda.`,
  },
  registerAkun: {
    path: '/register-akun',
    layout: 'main',
    page: 'features/accounts/routes/register-akun',
    private: true,
    title: msg`Daftar Akun`,
    description: msg`Buat akun Denka baru.`,
  },
  serviceCenter: {
    path: '/service-center',
    layout: 'main',
    page: 'features/service/routes/service-center',
    title: msg`Service Center`,
    description: msg`Service center resmi Denka: lokasi, cara kerja, syarat perbaikan dan FAQ.`,
  },
  promosi: {
    path: '/promosi',
    layout: 'main',
    page: 'features/content/routes/promosi',
    title: msg`Promosi`,
    description: msg`Promosi terbaru produk kamera dan video gear dari Denka.`,
  },
  b2b: {
    path: '/b2b',
    layout: 'main',
    page: 'features/partnership/routes/b2b',
    title: msg`Kemitraan Bisnis`,
    description: msg`Pengadaan untuk bisnis dan pemerintah (B2B dan B2G) bersama Denka.`,
  },
  b2bThankYou: {
    path: '/b2b/thank-you-for-register',
    layout: 'main',
    page: 'features/partnership/routes/b2b-thank-you',
    private: true,
    title: msg`Terima Kasih`,
    description: msg`Terima kasih telah mendaftar sebagai mitra bisnis Denka.`,
  },
  search: {
    path: '/search/:slug',
    layout: 'main',
    page: 'app/routes/search-page',
    private: true,
    title: msg`Hasil Pencarian`,
    description: msg`Hasil pencarian produk, dealer dan artikel di Denka.`,
  },
  // The search box alone: where the header's search icon leads before scripts run (its form then GETs
  // /search?q=…, which the server answers with /search/{q}: docs/decisions/113-first-screen.md).
  searchHome: {
    path: '/search',
    layout: 'main',
    page: 'app/routes/search-page',
    private: true,
    title: msg`Cari Produk`,
    description: msg`Hasil pencarian produk, dealer dan artikel di Denka.`,
  },
  karir: {
    path: '/karir',
    layout: 'main',
    page: 'features/careers/routes/karir',
    title: msg`Karir`,
    description: msg`Lowongan kerja di Denka berdasarkan kategori, jenis dan lokasi pekerjaan.`,
  },
  karirDetail: {
    path: '/karir-detail/:slug',
    layout: 'main',
    page: 'features/careers/routes/karir-detail',
    title: msg`Detail Lowongan`,
    description: msg`Detail lowongan kerja dan formulir lamaran di Denka.`,
  },
  thankYouSubmit: {
    path: '/thankyousubmit',
    layout: 'main',
    page: 'features/partnership/routes/thank-you-submit',
    private: true,
    title: msg`Terima Kasih`,
    description: msg`Terima kasih, data Anda telah kami terima.`,
  },
  undian: {
    path: '/undian',
    layout: 'main',
    page: 'features/campaigns/routes/undian',
    title: msg`Undian`,
    description: msg`Promo undian pembelian Denka periode 1 Agustus sampai 31 Desember 2022.`,
  },
  syaratKetentuan: {
    path: '/syaratketentuan',
    layout: 'main',
    page: 'features/content/routes/syarat-ketentuan',
    title: msg`Syarat dan Ketentuan`,
    description: msg`Syarat dan ketentuan promo undian Denka.`,
  },
  serviceGaransi: {
    path: '/service&garansi',
    layout: 'main',
    page: 'features/service/routes/service-garansi',
    title: msg`Service & Garansi`,
    description: msg`Informasi service dan garansi produk Denka.`,
  },
  trendingProduct: {
    path: '/trending-product',
    layout: 'main',
    page: 'features/catalogue/routes/trending-product',
    title: msg`Produk Trending`,
    description: msg`Produk kamera dan video gear yang sedang trending.`,
  },
  beritaDetail: {
    path: '/berita_detail/:slug',
    layout: 'main',
    page: 'features/content/routes/article-detail',
    title: msg`Detail Berita`,
    description: msg`Berita dari Denka.`,
  },
  eventSaramonic: {
    path: '/event-saramonic',
    layout: 'main',
    page: 'features/content/routes/event-saramonic',
    title: msg`Event Saramonic`,
    description: msg`Event Saramonic bersama Denka.`,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    layout: 'main',
    page: 'features/content/routes/privacy-policy',
    title: msg`Kebijakan Privasi`,
    description: msg`Kebijakan privasi situs Denka.`,
  },
  // Ours, beyond the 44 (docs/decisions/310): a job application's or a warranty claim's status by receipt number and e-mail.
  cekStatus: {
    path: '/cek-status',
    layout: 'main',
    page: 'features/submission-status/routes/cek-status',
    private: true,
    title: msg`Cek Status Kiriman`,
    description: msg`Cek status lamaran kerja atau klaim garansi Anda dengan nomor referensi dan email.`,
  },
  // Ours: the header's menu as a page, where the menu button leads before scripts run (docs/decisions/113-first-screen.md).
  menu: {
    path: '/menu',
    layout: 'main',
    page: 'app/routes/menu-page',
    private: true,
    title: msg`Menu`,
    description: msg`Semua halaman situs Denka: produk, merek, layanan, artikel dan perusahaan.`,
  },
  // Ours (docs/decisions/010-public-pages.md): up to four products side by side, `?produk=a,b,c`. Shareable and
  // server-rendered, but one visitor's choice of products: noindex, not in the sitemap (like search results).
  bandingkan: {
    path: '/bandingkan',
    layout: 'main',
    page: 'features/catalogue/compare/compare-page',
    private: true,
    title: msg`Bandingkan Produk`,
    description: msg`Bandingkan spesifikasi, harga dan tempat membeli hingga empat produk berdampingan.`,
  },

  // Ours (docs/decisions/010-public-pages.md): the saved products and the recently viewed ones, kept on the device.
  tersimpan: {
    path: '/tersimpan',
    layout: 'main',
    page: 'features/catalogue/saved/saved-page',
    private: true,
    title: msg`Produk Tersimpan`,
    description: msg`Produk yang Anda simpan dan yang terakhir Anda lihat, di perangkat ini.`,
  },

  // Ours, beyond the 44 (docs/decisions/025-dealer-finders.md): a page per offline dealer and per service centre.
  dealerDetail: {
    path: '/dealer/:slug',
    layout: 'main',
    page: 'features/dealers/routes/dealer-page',
    title: msg`Dealer Resmi`,
    description: msg`Alamat, jam buka, kontak dan merek yang dijual dealer resmi Denka.`,
  },
  serviceCenterDetail: {
    path: '/service-center/:slug',
    layout: 'main',
    page: 'features/service/routes/service-center-page',
    title: msg`Service Center`,
    description: msg`Alamat, jam buka, kontak, layanan dan merek yang dilayani service center resmi Denka.`,
  },

  // --- app layout (in-app view of the Denka Mobile app, no site header or footer): 9 routes ---
  productCatalog: {
    path: '/product-catalog',
    layout: 'app',
    page: 'features/catalogue/routes/product-catalog/product-catalog-page',
    title: msg`Katalog Produk`,
    description: msg`Katalog produk Denka untuk staf toko, tersedia offline.`,
  },
  serviceCenterApp: {
    path: '/service-center-app',
    layout: 'app',
    page: 'features/service/routes/service-center-app',
    title: msg`Service Center`,
    description: msg`Daftar service center resmi Denka, tersedia offline.`,
  },
  authorizedStoreApp: {
    path: '/authorized-store-app',
    layout: 'app',
    page: 'features/dealers/routes/authorized-store-app',
    title: msg`Dealer Resmi`,
    description: msg`Daftar dealer resmi Denka, tersedia offline.`,
  },
  // The app layout's dealer and service-centre pages, under their finders' paths (docs/decisions/025-dealer-finders.md).
  authorizedStoreDetailApp: {
    path: '/authorized-store-app/:slug',
    layout: 'app',
    page: 'features/dealers/routes/dealer-page-app',
    title: msg`Dealer Resmi`,
    description: msg`Alamat, jam buka, kontak dan merek yang dijual dealer resmi Denka.`,
  },
  serviceCenterDetailApp: {
    path: '/service-center-app/:slug',
    layout: 'app',
    page: 'features/service/routes/service-center-page-app',
    title: msg`Service Center`,
    description: msg`Alamat, jam buka, kontak, layanan dan merek yang dilayani service center resmi Denka.`,
  },
  beritaDetailApp: {
    path: '/berita-detail-app/:slug',
    layout: 'app',
    page: 'features/content/routes/article-detail-app',
    title: msg`Detail Berita`,
    description: msg`Berita dari Denka.`,
  },
  campaign: {
    path: '/campaign/:slug',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: msg`Kampanye`,
    description: msg`Kampanye dan giveaway Denka.`,
  },
  hollylandHoki: {
    path: '/hollyland-hoki',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: msg`Hollyland Hoki`,
    description: msg`Kampanye Hollyland Hoki bersama Denka.`,
  },
  hollylandLarkM2s: {
    path: '/hollyland-lark-m2s',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: msg`Hollyland Lark M2S`,
    description: msg`Kampanye Hollyland Lark M2S bersama Denka.`,
  },
  saramonicAir: {
    path: '/saramonic-air-feel-the-air-win-the-air',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: msg`Saramonic Air: Feel the Air, Win the Air`,
    description: msg`Kampanye Saramonic Air bersama Denka.`,
  },
  // The {hash} catch-all comes last: every real route above outranks it (decision 010).
  hash: {
    path: '/:hash',
    layout: 'app',
    private: true,
    title: msg`Tautan Kampanye`,
    description: msg`Tautan kampanye Denka.`,
  },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;
export const routeKeys = Object.keys(routes) as RouteKey[];

/** A route's path parameter names: '/brand/all/:slug' → 'slug'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters `href` needs for a route: none, or one string per path parameter. */
export type RouteParams<K extends RouteKey> = [ParamNames<(typeof routes)[K]['path']>] extends [never]
  ? []
  : [params: Record<ParamNames<(typeof routes)[K]['path']>, string>];

/** A path with its parameters filled in, each percent-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The one way to build a link to a page of the site: `href('productInfo', { slug })`. */
export function href<K extends RouteKey>(key: K, ...[params]: RouteParams<K>): string {
  return fillPath(routes[key].path, params);
}

/** The page modules the table names (src/app/pages.ts has one lazy loader for each). */
export type PageModulePath = { [K in RouteKey]: (typeof routes)[K] extends { page: infer P extends string } ? P : never }[RouteKey];
