import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin, Rolldown } from 'vite';
import { NOT_FOUND, routeKeys, routes, SITE_NAME, type RouteMessage } from '../../contract/routes';
import { ROUTE_META_PATH, type RouteAssets, type RouteMetaTable } from './route-meta';

// Build time only (never bundled into the server): the route table's titles and descriptions
// (src/contract/routes.ts) resolved to plain text in both languages from the translation catalogues, so
// the server's <head> uses the very same texts as the client (docs/decisions/120-server-rendered-head.md,
// 220-the-route-table-as-data.md). The table is imported as it is; the catalogues are read with Lingui's
// own .po reader, the one lingui.config.ts names.

type Lang = 'id' | 'en';

/** One language's catalogue, compiled the way `lingui compile` does (translation, else the source text for Indonesian). */
function readCatalog(root: string, lang: Lang): Messages {
  const catalog = formatter().parse(fs.readFileSync(path.join(root, `src/locales/${lang}/messages.po`), 'utf8'), {
    locale: lang,
    sourceLocale: 'id',
    filename: `messages.po`,
  } as never) as Record<string, { translation?: string; message?: string; obsolete?: boolean }>;
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const text = entry.translation || (lang === 'id' ? entry.message : undefined);
    if (text && !entry.obsolete) messages[id] = compileMessageOrThrow(text);
  }
  return messages;
}

export function buildRouteMeta(root = process.cwd()): RouteMetaTable {
  const i18n = setupI18n({ locale: 'id', messages: { id: readCatalog(root, 'id'), en: readCatalog(root, 'en') } });
  const both = (descriptor: RouteMessage) => {
    const text = (locale: Lang) => {
      i18n.activate(locale);
      const value = i18n._({ id: descriptor.id });
      if (!value || value === descriptor.id)
        throw new Error(`route meta: no ${locale} text for "${descriptor.message}" (run npm run i18n:extract)`);
      return value;
    };
    return { id: text('id'), en: text('en') };
  };
  return {
    siteName: SITE_NAME,
    routes: routeKeys.map((key) => {
      const route = routes[key];
      return {
        key,
        path: route.path,
        layout: route.layout,
        title: route.title ? both(route.title) : null,
        description: both(route.description),
      };
    }),
    messages: { notFoundTitle: both(NOT_FOUND.title), notFoundDescription: both(NOT_FOUND.description) },
  };
}

/** Vite plugin: writes the resolved route meta beside index.html in the web build. */
export function routeMetaPlugin(): Plugin {
  return {
    name: 'denka-route-meta',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir || !('index.html' in bundle)) return; // e.g. the service worker's own build
      const file = path.join(options.dir, ROUTE_META_PATH);
      // Which chunk holds each language's catalog (hashed names), for the pages' modulepreload.
      const catalogOf = (lang: 'id' | 'en') =>
        Object.values(bundle).find((out) => out.type === 'chunk' && out.facadeModuleId?.includes(`/locales/${lang}/messages.po`))?.fileName;
      const [id, en] = [catalogOf('id'), catalogOf('en')];
      const routeAssets = pageAssets(bundle);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...buildRouteMeta(), ...(id && en ? { catalogs: { id, en } } : {}), routeAssets }));
    },
  };
}

/** Route key → its page module under src/, for every route of the table that has one. */
const PAGE_MODULES: Record<string, string> = Object.fromEntries(
  routeKeys.flatMap((key) => {
    const { page } = routes[key] as { page?: string };
    return page ? [[key, page]] : [];
  }),
);

/**
 * Each route's own files beyond the shell (its page chunk, the chunks that one imports, their CSS, and the
 * schemas the shell's header and footer reads load), found from the page module the route table names
 * (src/contract/routes.ts, `page`): the server's <head> preloads them beside the shell, so a first visit
 * fetches the page's code at once instead of after the shell has run (decision 113). Fails the build when a
 * named page has no chunk of its own (e.g. src/app/pages.ts imports another module under that name), so
 * the preloads cannot silently go missing.
 */
export function pageAssets(
  bundle: Rolldown.OutputBundle,
  root = process.cwd(),
  pageTable: Readonly<Record<string, string>> = PAGE_MODULES,
): Record<string, RouteAssets> {
  const srcDir = path.resolve(root, 'src');
  const chunks = Object.values(bundle).filter((out): out is Rolldown.OutputChunk => out.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const graph = (start: string[], seen = new Set<string>()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      graph(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  // The shell: what index.html loads (its entry scripts and their static imports).
  const html = bundle['index.html'];
  const htmlSource = html?.type === 'asset' ? String(html.source) : '';
  const shell = graph([...htmlSource.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]!));
  if (shell.size === 0) throw new Error('route meta: index.html loads no module script');
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  // The schemas the shell's own reads (header, footer) load beside it: every page needs them at start.
  const isSchema = (file: string) => /[\\/]src[\\/](contract[\\/]|lib[\\/]zod-config\.)/.test(byFile.get(file)?.facadeModuleId ?? '');
  const shellSchemas = [...shell].flatMap((file) => byFile.get(file)?.dynamicImports ?? []).filter(isSchema);
  const startFiles = [...graph(shellSchemas)].filter((file) => !shell.has(file));
  const assets: Record<string, RouteAssets> = {};
  for (const [key, page] of Object.entries(pageTable)) {
    const modulePath = path.resolve(srcDir, page);
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && withoutExtension(c.facadeModuleId) === modulePath);
    if (!chunk) throw new Error(`route meta: no chunk for page ${key} (src/${page})`);
    const js = [...graph([chunk.fileName, ...startFiles])].filter((file) => !shell.has(file));
    const css = [...new Set(js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
    assets[key] = { js, css };
  }
  return assets;
}
