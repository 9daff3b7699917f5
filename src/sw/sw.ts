import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerFormOutbox } from './outbox';
import { registerRuntimeCaching } from './runtime-caching';

// The service worker: precache the app shell and answer navigations with the cached index.html;
// API reads, images and the form queue are registered below (docs/product.md §10).
declare let self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A studio preview's page (`?preview=`, a staff member's draft) goes to the server: its head is noindex and
// nothing of it is kept (docs/decisions/250-staff-studio.md).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/studio(?:\/|$)/, /[?&]preview=/],
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
