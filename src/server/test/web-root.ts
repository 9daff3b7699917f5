import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRouteMeta } from '../seo/route-texts';
import { ROUTE_META_PATH, type RouteMetaTable } from '../seo/route-meta';
import { SSR_BUNDLE_PATH } from '../seo/ssr';

/**
 * Tests: a web root like the build's (index.html + the route meta resolved from the real sources). `renderer`:
 * the source of a server bundle (an ES module exporting `render`, as src/entry-server.tsx does) standing in
 * for the build's first-screen renderer.
 */
export async function createTestWebRoot({ renderer }: { renderer?: string } = {}): Promise<{
  root: string;
  table: RouteMetaTable;
  remove: () => void;
}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-seo-'));
  // One page with its own chunks, as the build lists them (decision 113).
  const table: RouteMetaTable = {
    ...buildRouteMeta(),
    routeAssets: { home: { js: ['assets/home-page-test.js', 'assets/zod-test.js'], css: ['assets/home-page-test.css'] } },
  };
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html lang="id">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Denka</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  fs.mkdirSync(path.join(root, path.dirname(ROUTE_META_PATH)), { recursive: true });
  fs.writeFileSync(path.join(root, ROUTE_META_PATH), JSON.stringify(table));
  if (renderer) {
    fs.mkdirSync(path.join(root, path.dirname(SSR_BUNDLE_PATH)), { recursive: true });
    fs.writeFileSync(path.join(root, SSR_BUNDLE_PATH), renderer);
  }
  return { root, table, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
