import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { endpointPaths } from './endpoint-paths.js';

// An endpoint's path is written only in its declaration: the lint rule `denka/endpoint-paths`
// (eslint.config.js) fails on any other spelling in src/. This test proves the rule fails and passes
// where it should (docs/decisions/200-code-structure.md).

function lint(code: string) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { denka: { rules: { 'endpoint-paths': endpointPaths } } },
        rules: { 'denka/endpoint-paths': 'error' },
      },
    ],
    'example.ts',
  );
}

describe('the endpoint-paths lint rule', () => {
  it.each([
    "apiGet('v2/product/brands', BrandsResponseSchema);",
    "const url = '/api/cms/v3/products/find';",
    'const url = `v2/event/${slug}`;',
    'const url = `${base}/v2/${key}`;',
    "fetch('/api/cms/');",
    'const PERSONAL = /^(v2\\/account(\\/|$)|v2\\/warranty\\/check$)/;',
    'const api = /^\\/api\\/cms\\//;',
    "const KINDS = { 'v2/inquiry/store': 'Pesan' };",
  ])('fails on %s', (code) => {
    const messages = lint(code);
    expect(messages.length, code).toBeGreaterThan(0);
    expect(messages.every((m) => m.ruleId === 'denka/endpoint-paths')).toBe(true);
  });

  it.each([
    '// GET v2/product/brands, the header read',
    '/** `v3/products/find` answers one product. */',
    "apiGet(catalogue.brandList, { query: { featured: 'yes' } });",
    "const icon = '/icons/v2-logo.svg';",
    "const key = 'dev2/notes';",
    "const version = 'v2';",
  ])('passes %s', (code) => {
    expect(lint(code)).toEqual([]);
  });
});
