// Runtime cache names, shared by the service worker (which fills them) and the page (which measures and
// refreshes them for "Simpan untuk offline"), docs/product.md §10. Bump a name's suffix when its format changes.

export const RUNTIME_CACHES = {
  catalogue: 'denka-catalogue-v1',
  dealers: 'denka-dealers-v1',
  serviceCenters: 'denka-service-centers-v1',
  regions: 'denka-regions-v1',
  api: 'denka-api-v1',
  media: 'denka-media-v1',
  mapTiles: 'denka-map-tiles-v1',
  /** Manuals (PDF) a customer kept for offline from "My gear" (src/offline/saved-manuals.ts); filled by the page only. */
  manuals: 'denka-manuals-v1',
} as const;

/** A manual on our own media path (`/media/…/x.pdf`): what "My gear" may keep and the worker answers from that cache. */
export const isManualPath = (pathname: string): boolean => /^\/media\/[^?#]+\.pdf$/i.test(pathname) && !pathname.includes('..');

export type RuntimeCacheName = (typeof RUNTIME_CACHES)[keyof typeof RUNTIME_CACHES];

/** The service worker tells the pages whether the server answered its last network attempt. */
export const SERVER_REACHABILITY = 'SERVER_REACHABILITY';
export type ServerReachabilityMessage = { type: typeof SERVER_REACHABILITY; reachable: boolean };

export const isServerReachabilityMessage = (data: unknown): data is ServerReachabilityMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SERVER_REACHABILITY;
