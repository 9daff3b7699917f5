import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAssets } from './route-meta-plugin';

// Decision 113: the build lists each page's own files (beyond the shell) for the server's <head>.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-pages-'));
  roots.push(root);
  return root;
}

const chunk = (fileName: string, extra: Record<string, unknown> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as unknown as Rolldown.OutputChunk;

function bundleOf(chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  const html =
    '<script type="module" crossorigin src="/assets/runtime.js"></script><script type="module" crossorigin src="/assets/shell.js"></script>';
  const bundle: Record<string, unknown> = { 'index.html': { type: 'asset', fileName: 'index.html', source: html } };
  for (const c of chunks) bundle[c.fileName] = c;
  return bundle as Rolldown.OutputBundle;
}

/** Route key → page module under src/, as the route table (src/contract/routes.ts) names them. */
const PAGES = { home: 'features/home/home-page', brands: 'features/brands/brands' };

describe('pageAssets', () => {
  it("lists a page's chunk, its static imports and their CSS, without the shell's files nor the schemas its reads load", () => {
    const dir = project();
    const css = (files: string[]) => ({ viteMetadata: { importedCss: new Set(files), importedAssets: new Set<string>() } });
    const assets = pageAssets(
      bundleOf([
        chunk('assets/runtime.js'),
        chunk('assets/shell.js', {
          isEntry: true,
          imports: ['assets/runtime.js'],
          dynamicImports: ['assets/home-page.js', 'assets/brands.js', 'assets/site.js'],
        }),
        chunk('assets/site.js', {
          isDynamicEntry: true,
          facadeModuleId: path.join(dir, 'src/contract/site.ts'),
          imports: ['assets/zod.js'],
        }),
        chunk('assets/zod.js'),
        chunk('assets/grid.js', { imports: ['assets/shell.js'], ...css(['assets/grid.css']) }),
        chunk('assets/home-page.js', {
          isDynamicEntry: true,
          facadeModuleId: path.join(dir, 'src/features/home/home-page.tsx'),
          imports: ['assets/shell.js', 'assets/grid.js'],
          ...css(['assets/home.css']),
        }),
        chunk('assets/brands.js', {
          isDynamicEntry: true,
          facadeModuleId: path.join(dir, 'src/features/brands/brands.tsx'),
          imports: ['assets/runtime.js'],
        }),
      ]),
      dir,
      PAGES,
    );
    expect(assets.home).toEqual({
      js: ['assets/home-page.js', 'assets/grid.js'],
      css: ['assets/home.css', 'assets/grid.css'],
    });
    // The shell's reads load their schemas (and zod) when idle (decision 113): no page preloads them.
    expect(assets.brands).toEqual({ js: ['assets/brands.js'], css: [] });
  });

  it('fails the build when a page of the table has no chunk of its own', () => {
    const dir = project();
    const shell = chunk('assets/shell.js', { isEntry: true });
    expect(() => pageAssets(bundleOf([chunk('assets/runtime.js'), shell]), dir, PAGES)).toThrow(/no chunk for page home/);
    // src/app/pages.ts loading another module under the table's name: the named module is no lazy chunk.
    const inlined = chunk('assets/brands.js', { isDynamicEntry: true, facadeModuleId: path.join(dir, 'src/features/brands/brands.tsx') });
    const notLazy = chunk('assets/other.js', { facadeModuleId: path.join(dir, 'src/features/home/home-page.tsx') });
    expect(() => pageAssets(bundleOf([shell, inlined, notLazy]), dir, PAGES)).toThrow(
      /no chunk for page home \(src\/features\/home\/home-page\)/,
    );
  });
});
