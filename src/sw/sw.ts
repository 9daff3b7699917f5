import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerFormOutbox } from './outbox';
import { registerRuntimeCaching } from './runtime-caching';

// The service worker: precache the app shell and answer navigations with the cached index.html;
// API reads, images and the form queue are registered below (docs/product.md §10).
declare let self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/studio(?:\/|$)/],
  }),
);

// API reads per data class, images, map tiles and the offline page (docs/product.md §10).
registerRuntimeCaching();

// Form POSTs that cannot reach the server wait in the outbox and are replayed (docs/product.md §11).
registerFormOutbox();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
