/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { isQueuedPost } from './api-routes';
import { OUTBOX_QUEUE_NAME, OUTBOX_REPLAY, OUTBOX_STATUS, OUTBOX_STATUS_REQUEST, type OutboxState, type OutboxStatus } from '../outbox-protocol';

declare let self: ServiceWorkerGlobalScope;

// The form outbox (issue #9, decision 091). A form POST that cannot reach the server is kept — body
// (multipart, files included) and headers (the Idempotency-Key) — in IndexedDB by a Workbox queue, and
// the page is told 202 { queued: true }. Replays run on `sync`, and whenever the page asks (start-up,
// `online`, a 15 s timer while anything is pending, "Kirim sekarang"). An entry leaves the queue only
// after the server answered, so a crash mid-replay resends it; the server's idempotency makes that safe.

const RETENTION_MINUTES = 30 * 24 * 60;
let state: OutboxState = 'idle';
let delivered = 0;
let running: Promise<void> | undefined;

const queue = new Queue(OUTBOX_QUEUE_NAME, {
  maxRetentionTime: RETENTION_MINUTES,
  onSync: async () => {
    await replay();
    // Still something left: fail the sync so the browser schedules another one.
    if ((await queue.size()) > 0) throw new Error('outbox: server still unreachable');
  },
});

async function broadcast(): Promise<void> {
  const status: OutboxStatus = { type: OUTBOX_STATUS, pending: await queue.size(), state, delivered };
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(status);
}

/** Server-side refusals that a later attempt cannot fix are dropped; everything else waits. */
const retryLater = (status: number) => status >= 500 || status === 408 || status === 429;

async function replayOnce(): Promise<void> {
  state = 'sending';
  await broadcast();
  for (;;) {
    const [head] = await queue.getAll();
    if (!head) {
      state = 'idle';
      break;
    }
    let response: Response;
    try {
      response = await fetch(head.request.clone());
    } catch {
      state = 'waiting';
      break;
    }
    if (retryLater(response.status)) {
      state = 'waiting';
      break;
    }
    await queue.shiftRequest(); // the head we just sent (one replay at a time; new items go to the tail)
    if (response.ok) delivered++;
    else console.warn('[outbox] the server refused a queued submission', response.status, head.request.url);
  }
  await broadcast();
}

/** One replay at a time; callers during a run share it. */
export function replay(): Promise<void> {
  running ??= replayOnce().finally(() => {
    running = undefined;
  });
  return running;
}

const isFormPost = (url: URL, request: Request) => isQueuedPost(url, request.method, self.location.origin);

export function registerFormOutbox(): void {
  registerRoute(
    ({ url, request }) => isFormPost(url, request),
    async ({ request }) => {
      const kept = request.clone(); // the body can be read once: keep a copy before sending
      try {
        return await fetch(request);
      } catch {
        await queue.pushRequest({ request: kept });
        state = 'waiting';
        await broadcast();
        return new Response(JSON.stringify({ queued: true }), { status: 202, headers: { 'Content-Type': 'application/json' } });
      }
    },
    'POST',
  );

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type: unknown = typeof event.data === 'object' && event.data !== null ? (event.data as { type?: unknown }).type : undefined;
    if (type === OUTBOX_REPLAY) event.waitUntil(replay());
    if (type === OUTBOX_STATUS_REQUEST) event.waitUntil(broadcast());
  });
}
