import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Indonesian is the source language (docs/product.md §1); English is the second catalog.
export default defineConfig({
  sourceLocale: 'id',
  locales: ['id', 'en'],
  fallbackLocales: { default: 'id' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/server/**',
        '<rootDir>/src/studio/**',
        '<rootDir>/src/contract/studio/**',
        '<rootDir>/src/contract/collections/**',
      ],
    },
    // The staff studio's own texts: visitors never load them (docs/decisions/250-staff-studio.md).
    {
      path: '<rootDir>/src/locales/{locale}/studio',
      // With the content declarations' labels (src/contract/collections/), which only the studio shows.
      include: ['<rootDir>/src/studio', '<rootDir>/src/contract/studio', '<rootDir>/src/contract/collections'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
    // The server's own answers (src/server/lib/i18n.ts): never sent to the browser.
    {
      path: '<rootDir>/src/locales/{locale}/server',
      include: ['<rootDir>/src/server'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
