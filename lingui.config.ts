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
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
