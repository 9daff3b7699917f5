import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Mantine's per-component stylesheets, made to hold whatever chunk loads them and in whatever order
 * (docs/decisions/180-looks-that-hold.md). Two build steps:
 *
 * 1. **Every Mantine component brings its CSS.** A source file importing `{ Tabs, Progress }` from
 *    `@mantine/core` gets `import '@mantine/core/styles/Tabs.css'` (and Progress.css, and the CSS of the
 *    components they are built from: UnstyledButton, FloatingIndicator, …) prepended. The set is read
 *    from Mantine's own ES modules (each component imports its `*.module.mjs` class map), so a component
 *    whose CSS nobody remembered to import — the search's Progress bar, /login's PasswordInput — is styled.
 * 2. **One cascade order.** Each Mantine file is wrapped in a layer of its own, `mantine.<File>`, and the
 *    order of all those layers is declared once, first thing in index.html's head, in Mantine's own
 *    `styles.css` order (reset → primitives → components). A page chunk's stylesheet, inserted into the
 *    head after the shell's (which sits at the end of the body, decision 112), can then no longer put
 *    the shell's reset (UnstyledButton, baseline) after Tabs or Button: layer order beats source order.
 *    The app's own CSS is unlayered, so it still overrides Mantine.
 */

const require = createRequire(import.meta.url);
// The package root: its `exports` hide package.json, so resolve a stylesheet it does export.
const coreDir = path.resolve(path.dirname(require.resolve('@mantine/core/styles.css')));
const esmDir = path.join(coreDir, 'esm');
const stylesDir = path.join(coreDir, 'styles');

/** Files that are not components; they come first, in this order. */
const BASE = ['baseline', 'default-css-variables', 'global'];

let order: string[] | undefined;
/** Every per-component stylesheet name (`Tabs`, `Input`, …), in Mantine's styles.css cascade order. */
export function mantineLayerOrder(): string[] {
  if (order) return order;
  const bundle = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const names = fs
    .readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -4))
    .filter((name) => !BASE.includes(name));
  const position = (name: string) => {
    const css = fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
    const first = /\.(m_[0-9a-f]{8})\b/.exec(css)?.[1];
    const at = first ? bundle.indexOf(`.${first}`) : -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const ranked = names.map((name) => [position(name), name] as const).sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  order = [...BASE, ...ranked.map(([, name]) => name)];
  return order;
}

export const layerName = (file: string) => `mantine.${file.replace(/[^A-Za-z0-9-]/g, '-')}`;

/** The one `@layer` statement that fixes the order (goes first in the head, before any stylesheet). */
export function mantineLayerStatement(): string {
  return `@layer ${mantineLayerOrder().map(layerName).join(',')};`;
}

let exportsMap: Map<string, string> | undefined;
/** Exported name → the ES module that defines it, from `@mantine/core/esm/index.mjs`. */
function exportedModules(): Map<string, string> {
  if (exportsMap) return exportsMap;
  exportsMap = new Map();
  const index = fs.readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const spec of (match[1] ?? '').split(',')) {
      const local = spec
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local && match[2]) exportsMap.set(local, path.join(esmDir, match[2]));
    }
  }
  return exportsMap;
}

const cssOfModule = new Map<string, Set<string>>();
/** The stylesheet names a Mantine ES module needs: every `X.module.mjs` it reaches through relative imports. */
function cssFor(file: string, seen = new Set<string>()): Set<string> {
  const cached = cssOfModule.get(file);
  if (cached) return cached;
  const found = new Set<string>();
  if (seen.has(file) || !fs.existsSync(file)) return found;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:import|export)[^"']*?from\s*"(\.[^"]+\.mjs)"/g)) {
    const target = path.resolve(path.dirname(file), match[1] ?? '');
    const module = /([A-Za-z0-9]+)\.module\.mjs$/.exec(target);
    if (module?.[1]) {
      if (fs.existsSync(path.join(stylesDir, `${module[1]}.css`))) found.add(module[1]);
    } else {
      for (const name of cssFor(target, seen)) found.add(name);
    }
  }
  cssOfModule.set(file, found);
  return found;
}

/** The Mantine stylesheets a set of `@mantine/core` imports needs, in cascade order. */
export function stylesheetsForImports(names: string[]): string[] {
  const modules = exportedModules();
  const needed = new Set<string>();
  for (const name of names) {
    const file = modules.get(name);
    if (file) for (const css of cssFor(file)) needed.add(css);
  }
  return mantineLayerOrder().filter((name) => needed.has(name));
}

const CORE_IMPORT = /import\s*(?!type\b)\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

/** The names a source file imports from `@mantine/core` (type-only ones left out). */
export function mantineImports(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(CORE_IMPORT)) {
    for (const spec of (match[1] ?? '').split(',')) {
      const trimmed = spec.trim();
      if (!trimmed || trimmed.startsWith('type ')) continue;
      names.push(trimmed.split(/\s+as\s+/)[0]?.trim() ?? '');
    }
  }
  return names;
}

const MANTINE_CSS = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z0-9-]+)\.css$/;

/** The Vite plugin: CSS imports for Mantine components, each Mantine file in its layer, the order in the head. */
export function mantineStylesPlugin(): Plugin {
  return {
    name: 'denka:mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const css = MANTINE_CSS.exec(file);
      if (css?.[1]) return `@layer ${layerName(css[1])} {\n${code}\n}\n`;
      if (!/\.[cm]?tsx?$/.test(file) || file.includes('node_modules') || !code.includes('@mantine/core')) return undefined;
      const sheets = stylesheetsForImports(mantineImports(code));
      if (sheets.length === 0) return undefined;
      // Prepended on the first line, no line break: no line moves, so the source map stays true (`map: null`).
      return { code: sheets.map((name) => `import '@mantine/core/styles/${name}.css';`).join('') + code, map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      // Right after <meta charset>, which must stay within the document's first 1,024 bytes (the browser may
      // guess the encoding before that); still before every stylesheet.
      handler: (html) => {
        const style = `<style>${mantineLayerStatement()}</style>`;
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        return charset.test(html) ? html.replace(charset, (tag) => `${tag}\n    ${style}`) : html.replace(/<head>/, `<head>\n    ${style}`);
      },
    },
  };
}

const INLINE_STYLES = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]InlineStyles[\\/]InlineStyles\.mjs$/;
const INLINE_BRANCH = 'if (deduplicate) return';

/**
 * Mantine's responsive styles (SimpleGrid and Grid columns, `p={{ base, sm }}` and the like) as React's
 * hoisted `<style href precedence>`, the form Mantine itself uses for `deduplicateInlineStyles`, instead of a
 * `<style>` inside the component: a `<style>` in the body is invalid HTML. React puts them into the head in the
 * browser; the server's render hands them to the page's head (src/entry-server.tsx). In the web build and the
 * server's build of it (vite.ssr.config.ts bundles @mantine/core for this), so the two render alike.
 */
export function mantineHoistedStylesPlugin(): Plugin {
  return {
    name: 'denka:mantine-hoisted-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!INLINE_STYLES.test(id.split('?')[0] ?? id)) return undefined;
      if (!code.includes(INLINE_BRANCH))
        throw new Error(`Mantine's InlineStyles changed (no "${INLINE_BRANCH}"): update build/mantine-css.ts`);
      // Same line, same start: the source map stays true for every other line.
      return { code: code.replace(INLINE_BRANCH, 'return'), map: null };
    },
  };
}
