import fs from 'node:fs';
import path from 'node:path';
import type { Messages, MessageDescriptor } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { createServer, type Plugin, type Rolldown } from 'vite';
import { ROUTE_META_PATH, type RouteAssets, type RouteMetaTable } from './route-meta';

// Build time only (never bundled into the server): the client's paths table and Lingui catalogs,
// resolved to plain text for both languages, so the server's <head> uses the very same titles and
// descriptions (issue #12). Loaded through Vite so the `msg` macro and the .po files compile as in the app.

type PathsModule = {
  paths: Record<string, { path: string; layout: 'main' | 'app'; title: MessageDescriptor | undefined; description: MessageDescriptor }>;
};

// Texts the server needs beyond the paths table: the not-found page of src/app/router.tsx (same msgids).
const EXTRA_MESSAGES = {
  notFoundTitle: 'Halaman Tidak Ditemukan',
  notFoundDescription: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
} as const;

export async function buildRouteMeta(root = process.cwd()): Promise<RouteMetaTable> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  });
  try {
    const { paths } = (await server.ssrLoadModule(path.join(root, 'src/config/paths.ts'))) as PathsModule;
    const catalog = async (lang: string) =>
      ((await server.ssrLoadModule(path.join(root, `src/locales/${lang}/messages.po`))) as { messages: Messages }).messages;
    const i18n = setupI18n({ locale: 'id', messages: { id: await catalog('id'), en: await catalog('en') } });
    const both = (descriptor: MessageDescriptor) => {
      const text = (locale: 'id' | 'en') => {
        i18n.activate(locale);
        const value = i18n._(descriptor);
        if (!value || value === descriptor.id) throw new Error(`route meta: no ${locale} text for "${descriptor.message ?? descriptor.id}"`);
        return value;
      };
      return { id: text('id'), en: text('en') };
    };
    const extra = Object.fromEntries(
      Object.entries(EXTRA_MESSAGES).map(([key, message]) => [key, both({ id: generateMessageId(message), message })]),
    ) as RouteMetaTable['messages'];
    const { SITE_NAME } = (await server.ssrLoadModule(path.join(root, 'src/lib/meta.ts'))) as { SITE_NAME: string };
    return {
      siteName: SITE_NAME,
      routes: Object.entries(paths).map(([key, route]) => ({
        key,
        path: route.path,
        layout: route.layout,
        title: route.title ? both(route.title) : null,
        description: both(route.description),
      })),
      messages: extra,
    };
  } finally {
    await server.close();
  }
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
      fs.writeFileSync(file, JSON.stringify({ ...(await buildRouteMeta()), ...(id && en ? { catalogs: { id, en } } : {}), routeAssets }));
    },
  };
}

const PAGES_FILE = 'src/app/pages.ts';

/**
 * Each route's own files beyond the shell (its page chunk, the chunks that one imports, their CSS, and the
 * schemas the shell's header and footer reads load), from the page table of src/app/pages.ts: the server's
 * <head> preloads them beside the shell, so a first visit fetches the page's code at once instead of after
 * the shell has run (decision 113). Fails the build when a page of the table has no chunk or is written in
 * another shape, so a reshaped table cannot silently drop the preloads.
 */
export function pageAssets(bundle: Rolldown.OutputBundle, root = process.cwd()): Record<string, RouteAssets> {
  const pagesFile = path.resolve(root, PAGES_FILE);
  const source = fs.readFileSync(pagesFile, 'utf8');
  const table = [...source.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\),?$/gm)];
  if (table.length === 0) throw new Error(`route meta: no \`key: () => import('…')\` lines in ${PAGES_FILE}`);
  // A page written any other way (e.g. wrapped over two lines) would silently lose its preloads.
  if (table.length !== (source.match(/^\s*\w+: \(\) =>/gm) ?? []).length) {
    throw new Error(`route meta: write each page of ${PAGES_FILE} as one \`key: () => import('…'),\` line`);
  }
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
  for (const [, key, specifier] of table) {
    const modulePath = path.resolve(path.dirname(pagesFile), specifier!);
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && withoutExtension(c.facadeModuleId) === modulePath);
    if (!chunk) throw new Error(`route meta: no chunk for page ${key} (${specifier})`);
    const js = [...graph([chunk.fileName, ...startFiles])].filter((file) => !shell.has(file));
    const css = [...new Set(js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
    assets[key!] = { js, css };
  }
  return assets;
}
