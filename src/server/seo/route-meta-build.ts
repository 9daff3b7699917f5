import fs from 'node:fs';
import path from 'node:path';
import type { Messages, MessageDescriptor } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { createServer, type Plugin } from 'vite';
import { ROUTE_META_PATH, type RouteMetaTable } from './route-meta';

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
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...(await buildRouteMeta()), ...(id && en ? { catalogs: { id, en } } : {}) }));
    },
  };
}
