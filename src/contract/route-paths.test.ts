import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routeKeys, routes } from './routes';

// A route's path is written once, in the route table (src/contract/routes.ts): every link builds its href
// from the table (`href(key, params)`, `paths.key.getHref(…)`), so renaming a route is one edit
// (docs/decisions/200-code-structure.md). This fails on any string in src/ that starts with a
// route's fixed part ('/product-info/…', '/karir', `/brand/${slug}`) outside the table. Tests are left
// out: they check the links the app builds, which is where such strings belong.

/** '/product-info/:slug' → '/product-info'; '/' and the '/:hash' catch-all have no fixed part to look for. */
const prefixes = [...new Set(routeKeys.map((key) => routes[key].path.split('/:')[0]!.replace(/\/$/, '')))].filter(Boolean);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The fixed part, then the end of the string, a further segment, a query, a fragment or a template hole.
const routePath = new RegExp(`^(${prefixes.map(escape).join('|')})(?=$|[/?#]|\\$\\{)`);

const ALLOWED = new Set(['src/contract/routes.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * A file's text, or '' when it went away between the listing and the read: eslint/lint-config.test.ts writes
 * short-lived probe files under src/ and may run at the same time.
 */
function readIfPresent(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Every string (and template piece) of a file whose text starts with a route path, as `file:line: text`. */
export function routePathStrings(file: string, source = readIfPresent(file)): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? `${node.head.text}\${`
          : undefined;
    if (text !== undefined && routePath.test(text)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(process.cwd(), file)}:${line + 1}: ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('route paths', () => {
  it('recognises a route path in a string, a template and a JSX attribute, and nothing else', () => {
    const sample = [
      "const a = '/karir';",
      'const b = `/product-info/${slug}`;',
      'const c = <a href="/authorized-store?x=1">x</a>;',
      "const d = '/brand/all/x';",
      "const e = 'v2/product/brands'; const f = '/media/karir.png'; const g = '/karir-x'; const h = '/api/cms/v2/x';",
      '// a comment may name /karir or `/brand/x`',
    ].join('\n');
    const hits = routePathStrings('sample.tsx', sample).map((hit) => hit.replace(/^sample\.tsx:/, ''));
    expect(hits).toEqual(['1: /karir', '2: /product-info/${', '3: /authorized-store?x=1', '4: /brand/all/x']);
  });

  it('appear in src/ only in the route table', () => {
    const files = sourceFiles(path.resolve('src')).filter((file) => !ALLOWED.has(path.relative(process.cwd(), file)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => routePathStrings(file))).toEqual([]);
  });
});
