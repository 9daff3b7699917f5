import type { ComponentType } from 'react';
import type { RouteKey } from '../config/paths';

// The page module of each route, loaded lazily (spec §2 "Every page loads lazily"). The web build reads
// this table too (src/server/seo/route-meta-build.ts): the server's <head> preloads a page's own chunks
// beside the shell, so keep one `key: () => import('…')` per line.

type PageModule = { default: ComponentType };

// Pages built so far; every other route shows its real heading and "segera hadir" (App shell issue 1).
export const pages: Partial<Record<RouteKey, () => Promise<PageModule>>> = {
  home: () => import('../features/catalogue/routes/home/home-page'),
  productCategories: () => import('../features/catalogue/routes/product-categories'),
  productCategory: () => import('../features/catalogue/routes/product-category'),
  productInfo: () => import('../features/catalogue/routes/product-info/product-info-page'),
  brands: () => import('../features/catalogue/routes/brands'),
  brand: () => import('../features/catalogue/routes/brand'),
  brandAll: () => import('../features/catalogue/routes/brand-all'),
  brandInfo: () => import('../features/catalogue/routes/brand-info'),
  trendingProduct: () => import('../features/catalogue/routes/trending-product'),
  download: () => import('../features/catalogue/routes/download'),
  productCatalog: () => import('../features/catalogue/routes/product-catalog/product-catalog-page'),
  search: () => import('../features/search/routes/search-results'),
  authorizedStore: () => import('../features/dealers/routes/authorized-store'),
  authorizedStoreApp: () => import('../features/dealers/routes/authorized-store-app'),
  // Articles, events, company pages and careers (issue #8).
  article: () => import('../features/content/routes/article'),
  kegiatan: () => import('../features/content/routes/kegiatan'),
  berita: () => import('../features/content/routes/berita'),
  kegiatanDetail: () => import('../features/content/routes/article-detail'),
  beritaDetail: () => import('../features/content/routes/article-detail'),
  articleDetail: () => import('../features/content/routes/article-detail'),
  beritaDetailApp: () => import('../features/content/routes/article-detail-app'),
  eventSaramonic: () => import('../features/content/routes/event-saramonic'),
  promosi: () => import('../features/content/routes/promosi'),
  campaign: () => import('../features/campaigns/routes/giveaway-page'),
  privacyPolicy: () => import('../features/content/routes/privacy-policy'),
  syaratKetentuan: () => import('../features/content/routes/syarat-ketentuan'),
  aboutUs: () => import('../features/company/routes/about-us'),
  milestone: () => import('../features/company/routes/milestone'),
  companyStructure: () => import('../features/company/routes/company-structure'),
  karir: () => import('../features/careers/routes/karir'),
  karirDetail: () => import('../features/careers/routes/karir-detail'),
  serviceCenter: () => import('../features/service/routes/service-center'),
  serviceCenterApp: () => import('../features/service/routes/service-center-app'),
  garansi: () => import('../features/service/routes/garansi'),
  denkaMobile: () => import('../features/service/routes/denka-mobile'),
  layanan: () => import('../features/service/routes/layanan'),
  serviceGaransi: () => import('../features/service/routes/service-garansi'),
  // Forms (issue #9): contact + support, B2B/B2G, thank-you pages, lottery, giveaway landing pages.
  contact: () => import('../features/partnership/routes/contact'),
  b2b: () => import('../features/partnership/routes/b2b'),
  b2bThankYou: () => import('../features/partnership/routes/b2b-thank-you'),
  thankYouSubmit: () => import('../features/partnership/routes/thank-you-submit'),
  undian: () => import('../features/campaigns/routes/undian'),
  hollylandHoki: () => import('../features/campaigns/routes/giveaway-page'),
  hollylandLarkM2s: () => import('../features/campaigns/routes/giveaway-page'),
  saramonicAir: () => import('../features/campaigns/routes/giveaway-page'),
  // Accounts, product registration, warranty activation and subscription (issue #13).
  login: () => import('../features/accounts/routes/login'),
  registerAkun: () => import('../features/accounts/routes/register-akun'),
  profile: () => import('../features/accounts/routes/profile'),
  registrasiProfile: () => import('../features/accounts/routes/registrasi-profile'),
  password: () => import('../features/accounts/routes/password'),
  registrasi: () => import('../features/accounts/routes/registrasi'),
  aktivasiGaransi: () => import('../features/accounts/routes/aktivasi-garansi'),
  berlangganan: () => import('../features/accounts/routes/berlangganan'),
};
export const comingSoon = () => import('./routes/coming-soon');
