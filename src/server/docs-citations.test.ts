import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { citeRepoDocuments, externalCitation } from '../../eslint/cite-repo-documents.js';

// Comments, test titles and docs cite documents in the repo (docs/product.md §N, docs/decisions/NNN-…),
// never the product spec outside the repo or issue numbers. TypeScript and JavaScript are checked by the
// lint rule `denka/cite-repo-documents` (eslint.config.js); this test proves that rule fails, and checks
// what ESLint does not read: stylesheet comments, and the docs and README.

function lint(code: string, filename = 'example.test.ts') {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { denka: { rules: { 'cite-repo-documents': citeRepoDocuments } } },
        rules: { 'denka/cite-repo-documents': 'error' },
      },
    ],
    filename,
  );
}

describe('the cite-repo-documents lint rule', () => {
  it.each([
    ['// The header loads four reads (spec §7 "Header load").', 'spec §'],
    ['/** Offline search (issue #10 item 7). */', 'issue #10'],
    ['// Issue #13 "Must show": the customer journey.', 'Issue #13'],
    ['/* a retry message instead of a blank page (issue "App shell" 2) */', 'issue "App shell"'],
    ['// the alias registered with the articles (#8)', '(#8)'],
    ['// One plugin per resource (STYLE.md §9).', 'STYLE.md'],
    ['// PGlite allows one process per data directory (DESIGN.md).', 'DESIGN.md'],
    ["describe('security headers (issue #11)', () => {});", 'issue #11'],
    ['it(`adopts ?lang=en (issue #12)`, () => {});', 'issue #12'],
  ])('fails on %s', (code, found) => {
    const messages = lint(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.ruleId).toBe('denka/cite-repo-documents');
    expect(messages[0]?.message).toContain(found);
  });

  it.each([
    '// The header loads four reads (docs/product.md §2.5).',
    '/** Offline search (decision 071). */',
    '// Security headers (docs/decisions/110-security-headers.md); colours #0b3d91 and #000.',
    "const entity = '&#39;'; // an HTML entity, not an issue",
    "describe('security headers (decision 110)', () => {});",
    "const text = 'Targets (issue #11)'; // strings in code are not comments",
  ])('passes %s', (code) => {
    expect(lint(code)).toEqual([]);
  });
});

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Files under `dir` (relative to the repo) whose name ends in `ending`, as { '/dir/…': text }. */
function readTree(dir: string, ending: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(ending)) files[`/${child}`] = readFileSync(path.join(ROOT, child), 'utf8');
    }
  };
  walk(dir);
  return files;
}

const stylesheets = { ...readTree('src', '.css'), ...readTree('public', '.css') };
const docs: Record<string, string> = { ...readTree('docs', '.md'), '/README.md': readFileSync(path.join(ROOT, 'README.md'), 'utf8') };

/** Every citation outside the repo in these texts, as "file: found". */
function citationsIn(files: Record<string, string>, pick: (text: string) => string[]) {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const part of pick(text)) {
      for (const line of part.split('\n')) {
        const hit = externalCitation(line);
        if (hit) found.push(`${file}: ${hit.found}`);
      }
    }
  }
  return found;
}

describe('citations outside what ESLint reads', () => {
  it('finds the stylesheets and the docs it checks', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(5);
    expect(Object.keys(docs)).toEqual(expect.arrayContaining(['/README.md', '/docs/product.md', '/docs/decisions/README.md']));
  });

  it('stylesheet comments cite repo documents', () => {
    expect(citationsIn(stylesheets, (css) => [...css.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]))).toEqual([]);
  });

  it('the docs and the README cite repo documents', () => {
    expect(citationsIn(docs, (markdown) => [markdown])).toEqual([]);
  });

  it('the decision index lists every decision record', () => {
    const index = docs['/docs/decisions/README.md'] ?? '';
    const records = Object.keys(docs)
      .map((file) => file.match(/^\/docs\/decisions\/(\d{3}-[^/]+\.md)$/)?.[1])
      .filter((name): name is string => name !== undefined && !name.startsWith('000-'));
    // Few records, one per area (docs/decisions/README.md): 30 files at most with the index and the template.
    expect(records.length).toBeGreaterThan(20);
    expect(records.length).toBeLessThanOrEqual(28);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
