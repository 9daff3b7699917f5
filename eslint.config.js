import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { citeRepoDocuments } from './eslint/cite-repo-documents.js';
import { endpointPaths } from './eslint/endpoint-paths.js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './eslint/layer-zones.js';

// Fast, syntax-only linting (typescript-eslint "recommended", not type-checked) for the whole repo.
export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/', // side-by-side builds, e.g. the update test's build B
      'data-scale-*/',
      'data/',
      '.data-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/locales/*/*.ts',
      'src/locales/*/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { denka: { rules: { 'endpoint-paths': endpointPaths, 'cite-repo-documents': citeRepoDocuments } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Comments and test titles cite repo documents, not spec sections or issue numbers (docs/decisions/200-…).
      'denka/cite-repo-documents': 'error',
    },
  },
  {
    // docs/architecture.md §2: shared → features → app, never feature → feature; client and server meet
    // only in src/contract; and no import cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.base.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/sw/**'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    // In the browser, reads that fail are logged as warnings (docs/product.md §8); no stray console.log.
    rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info'] }] },
  },
  {
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // An endpoint's path lives only in its declaration (docs/decisions/200). Tests and their support files
    // spell the public URL on purpose: an independent copy is what checks the declaration.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/contract/endpoints/**',
      'src/**/*.test.{ts,tsx}',
      'src/**/test/**',
      'src/**/test-*.ts',
      'src/**/test-fixtures.ts',
      'src/server/fuzz/**',
    ],
    rules: { 'denka/endpoint-paths': 'error' },
  },
  {
    files: ['src/server/**', 'scripts/**', 'bench/**', 'build/**', 'tests/**', 'eslint/**', '*.config.{js,ts,mjs}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // e2e specs tap once the app is there: their test keeps the start-up screen until then (docs/architecture.md §11).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts', 'tests/e2e/splash.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test' (or './test' in support/): taps wait for the app there.",
            },
          ],
        },
      ],
    },
  },
);
