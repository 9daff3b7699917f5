// The route table (docs/decisions/220-the-route-table-as-data.md): every page of the site once, as plain
// data the browser and the server both import. No zod, no Lingui macro, no React here (the endpoint
// declarations it names are plain data too): the client's shell loads this module, and the server (tsx,
// its esbuild bundle, its tests) imports it as it is.
//
// Per route: its path (React Router syntax), layout, page module (under src/, loaded lazily by
// src/app/pages.ts), title and description (Lingui message descriptors, see below), whether it is one
// visitor's page (`private`: noindex, not in the sitemap, disallowed in robots.txt). The first screen's API
// reads the server answers inside the page's HTML are the server's alone: src/contract/route-reads.ts
// (docs/decisions/116-first-screen-reads-in-the-page.md, 411-shell-loads-only-what-the-first-screen-shows.md).
//
// Titles and descriptions are Lingui messages written as `/*i18n*/ { id, message }`: `lingui extract`
// collects them like `msg` (Indonesian source text as msgid), and the id is the one `msg` would have
// generated (generateMessageId(message)); src/contract/routes.test.ts checks every id.

/** Indonesian source text with its catalogue id, the shape `msg` compiles to (a Lingui MessageDescriptor). */
export type RouteMessage = { readonly id: string; readonly message: string };

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
  title: /*i18n*/ { id: '4Oj_dQ', message: 'Halaman Tidak Ditemukan' },
  description: /*i18n*/ { id: 'J4JtVG', message: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.' },
} as const satisfies { title: RouteMessage; description: RouteMessage };

export const routes = {
  // --- main layout (header + footer): the 44 routes of docs/product.md §2 + the /article/{slug} alias ---
  home: {
    path: '/',
    layout: 'main',
    page: 'app/routes/home-page',
    title: /*i18n*/ { id: 'lTIgO9', message: 'Distributor Resmi Kamera & Video Gear' },
    description: /*i18n*/ {
      id: 'lpx5_y',
      message: 'Denka adalah distributor resmi Insta360, Hollyland, Saramonic dan merek kamera serta video gear lainnya di Indonesia.',
    },
  },
  productCategories: {
    path: '/product-categories',
    layout: 'main',
    page: 'features/catalogue/routes/product-categories',
    title: /*i18n*/ { id: 'mjIjTG', message: 'Kategori Produk' },
    description: /*i18n*/ {
      id: 'gTPIYn',
      message: 'Jelajahi semua kategori produk kamera, audio dan video gear yang didistribusikan Denka.',
    },
  },
  productCategory: {
    path: '/product-category/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/product-category',
    title: /*i18n*/ { id: 'mjIjTG', message: 'Kategori Produk' },
    description: /*i18n*/ { id: 'EYyOIM', message: 'Produk dalam kategori ini dari merek-merek resmi Denka.' },
  },
  productInfo: {
    path: '/product-info/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/product-info/product-info-page',
    title: /*i18n*/ { id: 'Qfn3b8', message: 'Info Produk' },
    description: /*i18n*/ { id: 'fInSQH', message: 'Deskripsi, spesifikasi, isi kemasan dan tempat membeli produk resmi Denka.' },
  },
  brands: {
    path: '/brands',
    layout: 'main',
    page: 'features/catalogue/routes/brands',
    title: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
    description: /*i18n*/ { id: 'vgGATL', message: 'Semua merek kamera dan video gear yang dikelola Denka di Indonesia.' },
  },
  brand: {
    path: '/brand/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/brand',
    title: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
    description: /*i18n*/ { id: 'no66WJ', message: 'Profil merek dan produk resminya di Indonesia.' },
  },
  brandAll: {
    path: '/brand/all/:slug',
    layout: 'main',
    page: 'features/catalogue/routes/brand-all',
    title: /*i18n*/ { id: 'swGiC4', message: 'Semua Produk Merek' },
    description: /*i18n*/ { id: '7M9H2Z', message: 'Semua produk resmi dari merek ini.' },
  },
  layanan: {
    path: '/layanan',
    layout: 'main',
    page: 'features/service/routes/layanan',
    title: /*i18n*/ { id: 'daUrWC', message: 'Layanan' },
    description: /*i18n*/ { id: 'Cp9M5u', message: 'Layanan purnajual Denka: service center, dealer resmi dan garansi.' },
  },
  contact: {
    path: '/contact',
    layout: 'main',
    page: 'features/partnership/routes/contact',
    title: /*i18n*/ { id: 'HsCX6g', message: 'Hubungi Kami' },
    description: /*i18n*/ { id: '5KIROK', message: 'Hubungi kantor pusat, service center atau layanan B2B Denka, atau kirim pesan.' },
  },
  registrasi: {
    path: '/registrasi',
    layout: 'main',
    page: 'features/accounts/routes/registrasi',
    title: /*i18n*/ { id: '80jZNv', message: 'Registrasi Produk' },
    description: /*i18n*/ { id: 'J_-T9V', message: 'Daftarkan produk Denka Anda.' },
  },
  garansi: {
    path: '/garansi',
    layout: 'main',
    page: 'features/service/routes/garansi',
    title: /*i18n*/ { id: 'HzDWuz', message: 'Garansi' },
    description: /*i18n*/ { id: 'O81lJK', message: 'Cakupan garansi unit, aksesori dan baterai per merek, serta langkah klaim garansi.' },
  },
  denkaMobile: {
    path: '/denka-mobile',
    layout: 'main',
    page: 'features/service/routes/denka-mobile',
    title: /*i18n*/ { id: 'GuG-GX', message: 'Denka Mobile' },
    description: /*i18n*/ { id: 'iAUVPI', message: 'Aplikasi Denka Mobile: daftarkan produk Anda dalam lima langkah.' },
  },
  authorizedStore: {
    path: '/authorized-store',
    layout: 'main',
    page: 'features/dealers/routes/authorized-store',
    title: /*i18n*/ { id: 'CV27Yq', message: 'Dealer Resmi' },
    description: /*i18n*/ { id: 'RRElIg', message: 'Temukan dealer resmi Denka berdasarkan provinsi dan kota.' },
  },
  article: {
    path: '/article',
    layout: 'main',
    page: 'features/content/routes/article',
    title: /*i18n*/ { id: 'IKA-Hu', message: 'Artikel' },
    description: /*i18n*/ { id: 'Ru7efY', message: 'Artikel fotografi, videografi, olahraga dan gadget dari Denka.' },
  },
  // Alias of the article detail page: search results link articles as /article/{slug} (docs/product.md §2.7).
  articleDetail: {
    path: '/article/:slug',
    layout: 'main',
    page: 'features/content/routes/article-detail',
    title: /*i18n*/ { id: 'iIRCcj', message: 'Detail Artikel' },
    description: /*i18n*/ { id: 'x5zavv', message: 'Artikel dari Denka.' },
  },
  kegiatan: {
    path: '/kegiatan',
    layout: 'main',
    page: 'features/content/routes/kegiatan',
    title: /*i18n*/ { id: '6ZxFUa', message: 'Kegiatan' },
    description: /*i18n*/ { id: 'azxpql', message: 'Kegiatan dan acara Denka bersama komunitas kreator.' },
  },
  kegiatanDetail: {
    path: '/kegiatan/:slug',
    layout: 'main',
    page: 'features/content/routes/article-detail',
    title: /*i18n*/ { id: 'lLs7j7', message: 'Detail Kegiatan' },
    description: /*i18n*/ { id: 'CsQNIl', message: 'Detail kegiatan Denka.' },
  },
  berita: {
    path: '/berita',
    layout: 'main',
    page: 'features/content/routes/berita',
    title: /*i18n*/ { id: 'acv_DE', message: 'Berita' },
    description: /*i18n*/ { id: 'PRWkBK', message: 'Berita terbaru dari Denka dan merek-merek mitranya.' },
  },
  profile: {
    path: '/profile',
    layout: 'main',
    page: 'features/accounts/routes/profile',
    private: true,
    title: /*i18n*/ { id: 'DDwdL4', message: 'Profil' },
    description: /*i18n*/ { id: 'mXTV8l', message: 'Profil akun Denka Anda.' },
  },
  password: {
    path: '/password',
    layout: 'main',
    page: 'features/accounts/routes/password',
    private: true,
    title: /*i18n*/ { id: 'ILFicC', message: 'Kata Sandi' },
    description: /*i18n*/ { id: 'eG-puZ', message: 'Ubah kata sandi akun Denka Anda.' },
  },
  berlangganan: {
    path: '/berlangganan',
    layout: 'main',
    page: 'features/accounts/routes/berlangganan',
    title: /*i18n*/ { id: 'vAmbek', message: 'Berlangganan' },
    description: /*i18n*/ { id: 'kNaRAv', message: 'Berlangganan kabar terbaru dari Denka.' },
  },
  brandInfo: {
    path: '/brand-info',
    layout: 'main',
    page: 'features/catalogue/routes/brand-info',
    title: /*i18n*/ { id: 'atORbb', message: 'Info Merek' },
    description: /*i18n*/ { id: 'X7cEw2', message: 'Informasi tentang merek-merek yang dikelola Denka.' },
  },
  download: {
    path: '/download',
    layout: 'main',
    page: 'features/catalogue/routes/download',
    title: /*i18n*/ { id: 'X24bSX', message: 'Unduhan' },
    description: /*i18n*/ { id: 'UCG8fo', message: 'Unduh manual dan perangkat lunak produk Denka.' },
  },
  aboutUs: {
    path: '/about-us',
    layout: 'main',
    page: 'features/company/routes/about-us',
    title: /*i18n*/ { id: '8E-z38', message: 'Tentang Kami' },
    description: /*i18n*/ { id: 'nWkjgY', message: 'Profil perusahaan, visi dan misi, serta jangkauan dealer Denka di Indonesia.' },
  },
  milestone: {
    path: '/milestone',
    layout: 'main',
    page: 'features/company/routes/milestone',
    title: /*i18n*/ { id: '4YHrmD', message: 'Milestone' },
    description: /*i18n*/ { id: 'LWgkuS', message: 'Perjalanan Denka dari 2 merek pada 2016 hingga 27 merek pada 2024.' },
  },
  companyStructure: {
    path: '/company-structure',
    layout: 'main',
    page: 'features/company/routes/company-structure',
    title: /*i18n*/ { id: 'MA-Yzn', message: 'Struktur Perusahaan' },
    description: /*i18n*/ { id: 'YodcDQ', message: 'Struktur organisasi perusahaan Denka.' },
  },
  registrasiProfile: {
    path: '/registrasi-profile',
    layout: 'main',
    page: 'features/accounts/routes/registrasi-profile',
    private: true,
    title: /*i18n*/ { id: 'Wybvr3', message: 'Registrasi Profil' },
    description: /*i18n*/ { id: 'r0oKnc', message: 'Lengkapi profil akun Denka Anda.' },
  },
  aktivasiGaransi: {
    path: '/aktivasi-garansi',
    layout: 'main',
    page: 'features/accounts/routes/aktivasi-garansi',
    private: true,
    title: /*i18n*/ { id: 'A3Nh2g', message: 'Aktivasi Garansi' },
    description: /*i18n*/ { id: 'WTIX1-', message: 'Aktifkan garansi produk Denka Anda.' },
  },
  login: {
    path: '/login',
    layout: 'main',
    page: 'features/accounts/routes/login',
    private: true,
    title: /*i18n*/ { id: 'paUmZx', message: 'Masuk' },
    description: /*i18n*/ { id: '7LOXPP', message: 'Masuk ke akun Denka Anda.' },
  },
  registerAkun: {
    path: '/register-akun',
    layout: 'main',
    page: 'features/accounts/routes/register-akun',
    private: true,
    title: /*i18n*/ { id: '7fX1n8', message: 'Daftar Akun' },
    description: /*i18n*/ { id: 'K3Azlc', message: 'Buat akun Denka baru.' },
  },
  serviceCenter: {
    path: '/service-center',
    layout: 'main',
    page: 'features/service/routes/service-center',
    title: /*i18n*/ { id: '8i4Oxy', message: 'Service Center' },
    description: /*i18n*/ { id: '6bC3Zt', message: 'Service center resmi Denka: lokasi, cara kerja, syarat perbaikan dan FAQ.' },
  },
  promosi: {
    path: '/promosi',
    layout: 'main',
    page: 'features/content/routes/promosi',
    title: /*i18n*/ { id: 'jJtFhU', message: 'Promosi' },
    description: /*i18n*/ { id: 'e9oRg_', message: 'Promosi terbaru produk kamera dan video gear dari Denka.' },
  },
  b2b: {
    path: '/b2b',
    layout: 'main',
    page: 'features/partnership/routes/b2b',
    title: /*i18n*/ { id: 'qaX5kG', message: 'Kemitraan Bisnis' },
    description: /*i18n*/ { id: '6pNHAo', message: 'Pengadaan untuk bisnis dan pemerintah (B2B dan B2G) bersama Denka.' },
  },
  b2bThankYou: {
    path: '/b2b/thank-you-for-register',
    layout: 'main',
    page: 'features/partnership/routes/b2b-thank-you',
    private: true,
    title: /*i18n*/ { id: 'by0zHQ', message: 'Terima Kasih' },
    description: /*i18n*/ { id: 'XGGKiL', message: 'Terima kasih telah mendaftar sebagai mitra bisnis Denka.' },
  },
  search: {
    path: '/search/:slug',
    layout: 'main',
    page: 'features/search/routes/search-results',
    private: true,
    title: /*i18n*/ { id: 'FjlCNn', message: 'Hasil Pencarian' },
    description: /*i18n*/ { id: 'HVEE--', message: 'Hasil pencarian produk, dealer dan artikel di Denka.' },
  },
  karir: {
    path: '/karir',
    layout: 'main',
    page: 'features/careers/routes/karir',
    title: /*i18n*/ { id: '6qBCxO', message: 'Karir' },
    description: /*i18n*/ { id: 'kfT9Tq', message: 'Lowongan kerja di Denka berdasarkan kategori, jenis dan lokasi pekerjaan.' },
  },
  karirDetail: {
    path: '/karir-detail/:slug',
    layout: 'main',
    page: 'features/careers/routes/karir-detail',
    title: /*i18n*/ { id: 'Bou6gf', message: 'Detail Lowongan' },
    description: /*i18n*/ { id: 'VSYdnB', message: 'Detail lowongan kerja dan formulir lamaran di Denka.' },
  },
  thankYouSubmit: {
    path: '/thankyousubmit',
    layout: 'main',
    page: 'features/partnership/routes/thank-you-submit',
    private: true,
    title: /*i18n*/ { id: 'by0zHQ', message: 'Terima Kasih' },
    description: /*i18n*/ { id: 'QNVXXy', message: 'Terima kasih, data Anda telah kami terima.' },
  },
  undian: {
    path: '/undian',
    layout: 'main',
    page: 'features/campaigns/routes/undian',
    title: /*i18n*/ { id: '7R6jkv', message: 'Undian' },
    description: /*i18n*/ { id: 'GF190K', message: 'Promo undian pembelian Denka periode 1 Agustus sampai 31 Desember 2022.' },
  },
  syaratKetentuan: {
    path: '/syaratketentuan',
    layout: 'main',
    page: 'features/content/routes/syarat-ketentuan',
    title: /*i18n*/ { id: '0JUydO', message: 'Syarat dan Ketentuan' },
    description: /*i18n*/ { id: 'PmukbP', message: 'Syarat dan ketentuan promo undian Denka.' },
  },
  serviceGaransi: {
    path: '/service&garansi',
    layout: 'main',
    page: 'features/service/routes/service-garansi',
    title: /*i18n*/ { id: 'fDKqQX', message: 'Service & Garansi' },
    description: /*i18n*/ { id: 'OxuN2F', message: 'Informasi service dan garansi produk Denka.' },
  },
  trendingProduct: {
    path: '/trending-product',
    layout: 'main',
    page: 'features/catalogue/routes/trending-product',
    title: /*i18n*/ { id: '5Wo8tN', message: 'Produk Trending' },
    description: /*i18n*/ { id: 'N_F245', message: 'Produk kamera dan video gear yang sedang trending.' },
  },
  beritaDetail: {
    path: '/berita_detail/:slug',
    layout: 'main',
    page: 'features/content/routes/article-detail',
    title: /*i18n*/ { id: 'zDx8ht', message: 'Detail Berita' },
    description: /*i18n*/ { id: 'ywa9Wb', message: 'Berita dari Denka.' },
  },
  eventSaramonic: {
    path: '/event-saramonic',
    layout: 'main',
    page: 'features/content/routes/event-saramonic',
    title: /*i18n*/ { id: 'u86Vcn', message: 'Event Saramonic' },
    description: /*i18n*/ { id: 'FYAaEl', message: 'Event Saramonic bersama Denka.' },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    layout: 'main',
    page: 'features/content/routes/privacy-policy',
    title: /*i18n*/ { id: 'xnVTIu', message: 'Kebijakan Privasi' },
    description: /*i18n*/ { id: 'S0nQT1', message: 'Kebijakan privasi situs Denka.' },
  },
  // Ours, beyond the 44 (docs/decisions/330): a job application's or a warranty claim's status by receipt number and e-mail.
  cekStatus: {
    path: '/cek-status',
    layout: 'main',
    page: 'features/submission-status/routes/cek-status',
    private: true,
    title: /*i18n*/ { id: '4HfXTI', message: 'Cek Status Kiriman' },
    description: /*i18n*/ { id: '3euz_h', message: 'Cek status lamaran kerja atau klaim garansi Anda dengan nomor referensi dan email.' },
  },

  // --- app layout (in-app view of the Denka Mobile app, no site header or footer): 9 routes ---
  productCatalog: {
    path: '/product-catalog',
    layout: 'app',
    page: 'features/catalogue/routes/product-catalog/product-catalog-page',
    title: /*i18n*/ { id: 'w7STW5', message: 'Katalog Produk' },
    description: /*i18n*/ { id: 'EB6GBn', message: 'Katalog produk Denka untuk staf toko, tersedia offline.' },
  },
  serviceCenterApp: {
    path: '/service-center-app',
    layout: 'app',
    page: 'features/service/routes/service-center-app',
    title: /*i18n*/ { id: '8i4Oxy', message: 'Service Center' },
    description: /*i18n*/ { id: 'DY3kjw', message: 'Daftar service center resmi Denka, tersedia offline.' },
  },
  authorizedStoreApp: {
    path: '/authorized-store-app',
    layout: 'app',
    page: 'features/dealers/routes/authorized-store-app',
    title: /*i18n*/ { id: 'CV27Yq', message: 'Dealer Resmi' },
    description: /*i18n*/ { id: 'XaPSvo', message: 'Daftar dealer resmi Denka, tersedia offline.' },
  },
  beritaDetailApp: {
    path: '/berita-detail-app/:slug',
    layout: 'app',
    page: 'features/content/routes/article-detail-app',
    title: /*i18n*/ { id: 'zDx8ht', message: 'Detail Berita' },
    description: /*i18n*/ { id: 'ywa9Wb', message: 'Berita dari Denka.' },
  },
  campaign: {
    path: '/campaign/:slug',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: /*i18n*/ { id: '1wkOmp', message: 'Kampanye' },
    description: /*i18n*/ { id: '-VwJJz', message: 'Kampanye dan giveaway Denka.' },
  },
  hollylandHoki: {
    path: '/hollyland-hoki',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: /*i18n*/ { id: 'nd4q8T', message: 'Hollyland Hoki' },
    description: /*i18n*/ { id: 'IXOLxz', message: 'Kampanye Hollyland Hoki bersama Denka.' },
  },
  hollylandLarkM2s: {
    path: '/hollyland-lark-m2s',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: /*i18n*/ { id: 'iC0tIx', message: 'Hollyland Lark M2S' },
    description: /*i18n*/ { id: 'HvjFLX', message: 'Kampanye Hollyland Lark M2S bersama Denka.' },
  },
  saramonicAir: {
    path: '/saramonic-air-feel-the-air-win-the-air',
    layout: 'app',
    page: 'features/campaigns/routes/giveaway-page',
    title: /*i18n*/ { id: 'wtmAAd', message: 'Saramonic Air: Feel the Air, Win the Air' },
    description: /*i18n*/ { id: 'Sm_s5w', message: 'Kampanye Saramonic Air bersama Denka.' },
  },
  // The {hash} catch-all comes last: every real route above outranks it (decision 011).
  hash: {
    path: '/:hash',
    layout: 'app',
    private: true,
    title: /*i18n*/ { id: 'KlwP-K', message: 'Tautan Kampanye' },
    description: /*i18n*/ { id: 'dMbQ68', message: 'Tautan kampanye Denka.' },
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
