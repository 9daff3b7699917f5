import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { apiDataClass, isMapTile, sameImageOtherWidths, type ApiDataClass } from './api-routes';
import { isManualPath, RUNTIME_CACHES } from '../offline/cache-names';
import { reachabilityPlugin } from './reachability-plugin';

declare let self: ServiceWorkerGlobalScope;

// Runtime caching, one named route per data class (docs/product.md §10, decision 071). Only GET is routed:
// form POSTs never touch these caches. Browsing data lives 30 days here; the query cache trusts 7.
const DAY_S = 24 * 60 * 60;
export const OFFLINE_PAGE = '/offline.html';

const ok = () => new CacheableResponsePlugin({ statuses: [200] });
const limit = (maxEntries: number, days = 30) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_S, purgeOnQuotaError: true });
const swr = (cacheName: string, maxEntries: number) =>
  new StaleWhileRevalidate({ cacheName, plugins: [ok(), limit(maxEntries), reachabilityPlugin] });

const API_STRATEGIES: Record<ApiDataClass, Strategy> = {
  // 152 products × 2 languages, their list pages and brand/category lists.
  catalogue: swr(RUNTIME_CACHES.catalogue, 1500),
  dealers: swr(RUNTIME_CACHES.dealers, 200),
  serviceCenters: swr(RUNTIME_CACHES.serviceCenters, 20),
  regions: swr(RUNTIME_CACHES.regions, 300),
  // Articles, home blocks, search…: fresh when the network answers within 3 s, else the last copy.
  // Bounded by entries and age, purged first on a quota error; the saved articles' pages and asides fit.
  api: new NetworkFirst({ cacheName: RUNTIME_CACHES.api, networkTimeoutSeconds: 3, plugins: [ok(), limit(1000, 30), reachabilityPlugin] }),
};

/** A product page asks for the width its layout needs; offline, any saved width beats a broken image. */
const otherWidthFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(RUNTIME_CACHES.media);
    for (const url of sameImageOtherWidths(new URL(request.url))) {
      const hit = await cache.match(url);
      if (hit) return hit;
    }
    return undefined;
  },
};

export function registerRuntimeCaching(): void {
  for (const dataClass of Object.keys(API_STRATEGIES) as ApiDataClass[]) {
    registerRoute(
      ({ url, request }) => request.mode !== 'navigate' && apiDataClass(url, self.location.origin) === dataClass,
      API_STRATEGIES[dataClass],
    );
  }

  // Manuals (PDF): the network first, always; when it fails, the copy "My gear" kept for offline (src/offline/
  // saved-manuals.ts). The worker never adds to that cache itself: opening a manual does not keep it.
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isManualPath(url.pathname),
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const kept = await caches
          .open(RUNTIME_CACHES.manuals)
          .then((cache) => cache.match(url.origin + url.pathname))
          .catch(() => undefined);
        if (kept) return kept;
        throw error; // the catch handler below: the offline page for a document
      }
    },
  );

  // Demo images (immutable, hashed by name): cache-first, bounded. Other media documents stay network-only.
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.destination === 'image',
    new CacheFirst({ cacheName: RUNTIME_CACHES.media, plugins: [ok(), limit(1000), otherWidthFallback] }),
  );

  // Map tiles are opaque cross-origin images: a small bounded cache (each opaque entry is padded in the quota).
  registerRoute(
    ({ url, request }) => isMapTile(url, self.location.origin, request.destination),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.mapTiles,
      plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), limit(60, 14)],
    }),
  );

  // Documents the shell never answers (/api, /media): straight to the network, else the offline page.
  registerRoute(({ url, request }) => request.mode === 'navigate' && /^\/(api|media)\//.test(url.pathname), new NetworkOnly());
  setCatchHandler(async ({ request }) => {
    if (request.destination === 'document') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    return Response.error();
  });
}
