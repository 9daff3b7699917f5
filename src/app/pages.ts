import type { ComponentType } from 'react';
import type { PageModulePath } from '../contract/routes';

// One lazy loader per page module the route table names (src/contract/routes.ts, `page`), keyed by that
// name (docs/decisions/200-code-structure.md): the type makes a missing or misspelt one an
// error, and the web build finds each page's chunk from the table's name (build/route-meta-plugin.ts).
// Vite needs the literal `import('…')`, so the name is written twice on one line; the build fails when a
// loader imports another module than its key names.

type PageModule = { default: ComponentType };

export const pages: Record<PageModulePath, () => Promise<PageModule>> = {
  'app/routes/home-page': () => import('./routes/home-page'), // composed in the app layer (decision 200)
  'app/routes/menu-page': () => import('./routes/menu-page'), // the header's menu as a page (decision 113)
  'features/catalogue/routes/product-categories': () => import('../features/catalogue/routes/product-categories'),
  'features/catalogue/routes/product-category': () => import('../features/catalogue/routes/product-category'),
  'features/catalogue/routes/product-info/product-info-page': () => import('../features/catalogue/routes/product-info/product-info-page'),
  'features/catalogue/routes/brands': () => import('../features/catalogue/routes/brands'),
  'features/catalogue/routes/brand': () => import('../features/catalogue/routes/brand'),
  'features/catalogue/routes/brand-all': () => import('../features/catalogue/routes/brand-all'),
  'features/service/routes/layanan': () => import('../features/service/routes/layanan'),
  'features/partnership/routes/contact': () => import('../features/partnership/routes/contact'),
  'features/accounts/routes/registrasi': () => import('../features/accounts/routes/registrasi'),
  'features/service/routes/garansi': () => import('../features/service/routes/garansi'),
  'features/service/routes/denka-mobile': () => import('../features/service/routes/denka-mobile'),
  'features/dealers/routes/authorized-store': () => import('../features/dealers/routes/authorized-store'),
  'features/content/routes/article': () => import('../features/content/routes/article'),
  'features/content/routes/article-detail': () => import('../features/content/routes/article-detail'),
  'features/content/routes/kegiatan': () => import('../features/content/routes/kegiatan'),
  'features/content/routes/berita': () => import('../features/content/routes/berita'),
  'app/routes/profile-page': () => import('./routes/profile-page'), // the account with the device's recent products (decision 200)
  'features/accounts/routes/password': () => import('../features/accounts/routes/password'),
  'features/accounts/routes/berlangganan': () => import('../features/accounts/routes/berlangganan'),
  'features/catalogue/routes/brand-info': () => import('../features/catalogue/routes/brand-info'),
  'features/catalogue/routes/download': () => import('../features/catalogue/routes/download'),
  'features/company/routes/about-us': () => import('../features/company/routes/about-us'),
  'features/company/routes/milestone': () => import('../features/company/routes/milestone'),
  'features/company/routes/company-structure': () => import('../features/company/routes/company-structure'),
  'features/accounts/routes/registrasi-profile': () => import('../features/accounts/routes/registrasi-profile'),
  'features/accounts/routes/aktivasi-garansi': () => import('../features/accounts/routes/aktivasi-garansi'),
  'features/catalogue/compare/compare-page': () => import('../features/catalogue/compare/compare-page'),
  'features/catalogue/saved/saved-page': () => import('../features/catalogue/saved/saved-page'),
  'features/submission-status/routes/cek-status': () => import('../features/submission-status/routes/cek-status'),
  'features/accounts/routes/login': () => import('../features/accounts/routes/login'),
  'features/accounts/routes/register-akun': () => import('../features/accounts/routes/register-akun'),
  'features/service/routes/service-center': () => import('../features/service/routes/service-center'),
  'features/content/routes/promosi': () => import('../features/content/routes/promosi'),
  'features/partnership/routes/b2b': () => import('../features/partnership/routes/b2b'),
  'features/partnership/routes/b2b-thank-you': () => import('../features/partnership/routes/b2b-thank-you'),
  'app/routes/search-page': () => import('./routes/search-page'), // search with the catalogue's filterable list (decision 200)
  'features/careers/routes/karir': () => import('../features/careers/routes/karir'),
  'features/careers/routes/karir-detail': () => import('../features/careers/routes/karir-detail'),
  'features/partnership/routes/thank-you-submit': () => import('../features/partnership/routes/thank-you-submit'),
  'features/campaigns/routes/undian': () => import('../features/campaigns/routes/undian'),
  'features/content/routes/syarat-ketentuan': () => import('../features/content/routes/syarat-ketentuan'),
  'features/service/routes/service-garansi': () => import('../features/service/routes/service-garansi'),
  'features/catalogue/routes/trending-product': () => import('../features/catalogue/routes/trending-product'),
  'features/content/routes/event-saramonic': () => import('../features/content/routes/event-saramonic'),
  'features/content/routes/privacy-policy': () => import('../features/content/routes/privacy-policy'),
  'features/catalogue/routes/product-catalog/product-catalog-page': () =>
    import('../features/catalogue/routes/product-catalog/product-catalog-page'),
  'features/service/routes/service-center-app': () => import('../features/service/routes/service-center-app'),
  'features/dealers/routes/authorized-store-app': () => import('../features/dealers/routes/authorized-store-app'),
  'features/dealers/routes/dealer-page': () => import('../features/dealers/routes/dealer-page'),
  'features/dealers/routes/dealer-page-app': () => import('../features/dealers/routes/dealer-page-app'),
  'features/service/routes/service-center-page': () => import('../features/service/routes/service-center-page'),
  'features/service/routes/service-center-page-app': () => import('../features/service/routes/service-center-page-app'),
  'features/content/routes/article-detail-app': () => import('../features/content/routes/article-detail-app'),
  'features/campaigns/routes/giveaway-page': () => import('../features/campaigns/routes/giveaway-page'),
};

/** Routes without a page module yet show their real heading and "segera hadir". */
export const comingSoon = () => import('./routes/coming-soon');
