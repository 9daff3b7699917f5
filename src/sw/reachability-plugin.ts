import type { WorkboxPlugin } from 'workbox-core';
import { SERVER_REACHABILITY, type ServerReachabilityMessage } from '../offline/cache-names';

declare let self: ServiceWorkerGlobalScope;

// The worker sees every API read, also those it answers from its cache while the network fails
// (stale-while-revalidate hides an outage from the page): it tells the pages when that changes (docs/product.md §10).
let lastReachable: boolean | undefined;

async function broadcast(reachable: boolean) {
  if (lastReachable === reachable) return;
  lastReachable = reachable;
  const message: ServerReachabilityMessage = { type: SERVER_REACHABILITY, reachable };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

export const reachabilityPlugin: WorkboxPlugin = {
  fetchDidFail: async () => broadcast(false),
  fetchDidSucceed: async ({ response }) => {
    void broadcast(true);
    return response;
  },
};
