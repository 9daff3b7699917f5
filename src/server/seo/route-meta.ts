import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The titles/descriptions of the route table (src/contract/routes.ts) in both languages, written by the
// web build (build/route-meta-plugin.ts) and read by the server at start (docs/decisions/120-server-rendered-head.md).

const TextSchema = z.object({ id: z.string().min(1), en: z.string().min(1) });

/** A page's own built files beyond the shell (`assets/….js` / `.css`), preloaded by its <head>. */
const RouteAssetsSchema = z.object({ js: z.array(z.string()), css: z.array(z.string()) });
export type RouteAssets = z.infer<typeof RouteAssetsSchema>;
export type LocalText = z.infer<typeof TextSchema>;

export const RouteMetaTableSchema = z.object({
  siteName: z.string().min(1),
  routes: z.array(
    z.object({
      key: z.string(),
      path: z.string().startsWith('/'),
      layout: z.enum(['main', 'app']),
      title: TextSchema.nullable(),
      description: TextSchema,
    }),
  ),
  messages: z.object({ notFoundTitle: TextSchema, notFoundDescription: TextSchema }),
  /** The built language catalogs (`assets/messages-….js`): each page preloads its language's (decision 113). */
  catalogs: z.object({ id: z.string(), en: z.string() }).optional(),
  /** Per route key: the page's chunks and their CSS (decision 113). */
  routeAssets: z.record(z.string(), RouteAssetsSchema).optional(),
});
export type RouteMetaTable = z.infer<typeof RouteMetaTableSchema>;
export type RouteMeta = RouteMetaTable['routes'][number];

export const ROUTE_META_PATH = path.join('.seo', 'route-meta.json');

/** The table of a web build, or undefined when the build has none (older build, tests of the shell). */
export function loadRouteMeta(webRoot: string): RouteMetaTable | undefined {
  const file = path.join(webRoot, ROUTE_META_PATH);
  if (!fs.existsSync(file)) return undefined;
  return RouteMetaTableSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
