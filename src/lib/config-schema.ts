import { z } from 'zod';
import { API_PREFIX } from '../contract/endpoints/define';

const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// {lat},{lng}: the head office's coordinates from the company profile the API serves (decision 080).
const DEFAULT_MAP_EMBED_URL = 'https://www.google.com/maps?q={lat},{lng}&output=embed';

// The web app's configuration (VITE_* variables), validated once — at build time, by vite.config.ts, so a
// bad value fails the build instead of a visitor's page, and zod stays out of the shell (docs/architecture.md §12,
// decision 112). The result reaches the client as the `__APP_CONFIG__` constant (src/lib/config.ts).
const ConfigSchema = z.object({
  /** Base of the content API; the PWA may be pointed at the distributor's CMS (docs/product.md §7). */
  VITE_API_BASE_URL: z
    .string()
    .min(1)
    .default(`${API_PREFIX}/`)
    .transform((base) => (base.endsWith('/') ? base : `${base}/`)),
  /** Google Tag Manager container id, optional (docs/product.md §2 navigation behaviour). */
  VITE_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Embedded office map (footer), loaded only in view; '' disables it (docs/decisions/010-public-pages.md); {lat}/{lng} are filled in. */
  VITE_MAP_EMBED_URL: z
    .union([z.literal(''), z.url()])
    .default(DEFAULT_MAP_EMBED_URL)
    .transform((url) => url || undefined),
  /** Tile URL template of the dealer map ({z}/{x}/{y}), docs/decisions/025-dealer-finders.md. */
  VITE_MAP_TILE_URL: z
    .string()
    .regex(/\{z\}.*\{x\}.*\{y\}/, 'needs {z}, {x} and {y}')
    .default(DEFAULT_MAP_TILE_URL),
});

export type AppConfig = {
  apiBaseUrl: string;
  gtmId: string | undefined;
  mapEmbedUrl: string | undefined;
  mapTileUrl: string;
};

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid build configuration: ${z.prettifyError(parsed.error)}`);
  }
  return {
    apiBaseUrl: parsed.data.VITE_API_BASE_URL,
    gtmId: parsed.data.VITE_GTM_ID,
    mapEmbedUrl: parsed.data.VITE_MAP_EMBED_URL,
    mapTileUrl: parsed.data.VITE_MAP_TILE_URL,
  };
}
