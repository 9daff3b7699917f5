import fs from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import { ROUTE_META_PATH, type RouteAssets } from '../src/server/seo/route-meta';
import type * as RouteTexts from '../src/server/seo/route-texts';

// Build time only (never bundled into the server): writes route-meta.json beside index.html — the route
// table's texts in both languages (src/server/seo/route-texts.ts) and each page's own files for the
// server's <head> (docs/decisions/120-server-rendered-head.md, 113-first-screen.md).

/**
 * The server's route texts, loaded through Vite with Lingui's macro and catalogs: the route table's titles
 * are `msg` descriptors, which this file's own loading (inside vite.config.ts) does not compile.
 */
async function loadRouteTexts(root: string): Promise<typeof RouteTexts> {
  const { module } = await runnerImport<typeof RouteTexts>(path.join(root, 'src/server/seo/route-texts.ts'), {
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^@\//, replacement: `${path.join(root, 'src')}/` }] },
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  });
  return module;
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
      const texts = await loadRouteTexts(process.cwd());
      const routeAssets = pageAssets(bundle, process.cwd(), texts.pageModules());
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...texts.buildRouteMeta(), ...(id && en ? { catalogs: { id, en } } : {}), routeAssets }));
    },
  };
}

/**
 * Each route's own files beyond the shell (its page chunk, the chunks that one imports, and their CSS), found
 * from the page module the route table names
 * (src/contract/routes.ts, `page`): the server's <head> preloads them beside the shell, so a first visit
 * fetches the page's code at once instead of after the shell has run (decision 113). Fails the build when a
 * named page has no chunk of its own (e.g. src/app/pages.ts imports another module under that name), so
 * the preloads cannot silently go missing.
 */
export function pageAssets(
  bundle: Rolldown.OutputBundle,
  root: string,
  pageTable: Readonly<Record<string, string>>,
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
  // Not the schemas the API client parses answers with (zod and the contract modules): the first screen's
  // reads come with the page, and the app loads them once idle (docs/decisions/113-first-screen.md).
  const assets: Record<string, RouteAssets> = {};
  for (const [key, page] of Object.entries(pageTable)) {
    const modulePath = path.resolve(srcDir, page);
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId && withoutExtension(c.facadeModuleId) === modulePath);
    if (!chunk) throw new Error(`route meta: no chunk for page ${key} (src/${page})`);
    const js = [...graph([chunk.fileName])].filter((file) => !shell.has(file));
    const css = [...new Set(js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
    assets[key] = { js, css };
  }
  return assets;
}
