import type { ManifestOptions } from 'vite-plugin-pwa';

// The web app manifest (docs/product.md §10), emitted by vite-plugin-pwa as /manifest.webmanifest. Build-time
// code, never in the page bundle. The shortcut URLs are the route table's (checked by web-manifest.test.ts:
// vite.config.ts cannot import the table, whose titles are Lingui macros). Icons: scripts/generate-icons.mjs.

export const THEME_COLOR = '#0b3d91';

export const SHORTCUT_URLS = {
  authorizedStoreApp: '/authorized-store-app',
  serviceCenterApp: '/service-center-app',
  productCatalog: '/product-catalog',
} as const;

const shortcutIcon = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Denka — Kamera & Video Gear',
  short_name: 'Denka',
  description:
    'Katalog produk, dealer resmi dan service center Denka, distributor kamera dan perlengkapan video (Insta360, Hollyland, Saramonic) — tetap bisa dibuka offline.',
  lang: 'id',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  categories: ['shopping', 'photo', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '540x1170',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Katalog produk Denka di ponsel',
    },
    { src: '/screenshots/wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: 'Katalog produk Denka di desktop' },
  ],
  shortcuts: [
    {
      name: 'Cari Dealer Resmi',
      short_name: 'Dealer',
      url: SHORTCUT_URLS.authorizedStoreApp,
      description: 'Dealer resmi terdekat, juga offline',
      icons: shortcutIcon,
    },
    {
      name: 'Service Center',
      short_name: 'Service',
      url: SHORTCUT_URLS.serviceCenterApp,
      description: 'Service center resmi Denka',
      icons: shortcutIcon,
    },
    {
      name: 'Katalog Produk',
      short_name: 'Katalog',
      url: SHORTCUT_URLS.productCatalog,
      description: 'Spesifikasi dan harga produk',
      icons: shortcutIcon,
    },
  ],
};
