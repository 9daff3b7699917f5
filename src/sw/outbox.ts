import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { API_PREFIX, isQueuedPost } from './api-routes';
import {
  OUTBOX_QUEUE_NAME,
  OUTBOX_REPLAY,
  OUTBOX_STATUS,
  OUTBOX_STATUS_REQUEST,
  OUTBOX_SYNC_TAG,
  type OutboxStatus,
} from '../offline/outbox-protocol';
import {
  dueEntries,
  keepFirstAnswer,
  replayEntries,
  newEntry,
  parseRetryAfter,
  parseServerError,
  SEND_TIMEOUT_MS,
  type OutboxEntry,
  type OutboxField,
  type SendOutcome,
} from '../offline/outbox-policy';
import { deleteEntry, listEntries, putEntry, replaceEntry } from '../offline/outbox-store';

declare let self: ServiceWorkerGlobalScope;

// The form outbox (decision 091). A form POST that cannot reach the server, or that the server
// answers with a status a replay would retry (503 and other 5xx, 408, 429), is kept — every field,
// files included, and the Idempotency-Key — as its own entry in IndexedDB, and the page is told
// 202 { queued: true }. Each entry has its own state, tries and next-try time (src/offline/outbox-policy.ts):
// a refused (4xx) entry waits for the visitor, a failing (5xx, network) one backs off, and neither ever holds
// back another. Replays run on `sync` and whenever the page asks (start-up, `online`, a timer while anything
// waits, "Kirim sekarang"). An entry leaves the store only after the server accepted it, so a crash mid-send
// resends it later; the server's idempotency makes that safe.

const PROBE_URL = '/healthz';
/** Keys delivered since this worker started, told to the pages so a form can say "Terkirim". */
const delivered: string[] = [];
let running: Promise<void> | undefined;
let rerun: { force: boolean } | undefined;

// The first outbox version kept requests in this Workbox queue. It is only read, to move its requests into
// the entries store (an app update never throws a queued submission away); its own sync replays nothing.
const legacyQueue = new Queue(OUTBOX_QUEUE_NAME, { onSync: () => migrateLegacyQueue() });

async function broadcast(): Promise<void> {
  const status: OutboxStatus = { type: OUTBOX_STATUS, delivered: delivered.slice(-20) };
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(status);
}

async function toFields(request: Request): Promise<OutboxField[]> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    // Not a form body (no form of ours sends one): keep it as one text field so nothing is lost.
    return [['', await request.text()]];
  }
  const fields: OutboxField[] = [];
  (await request.formData()).forEach((value, name) => fields.push([name, value]));
  return fields;
}

/** The request headers worth keeping (the body is rebuilt, so its type and length are not). */
const keptHeaders = (request: Request): [string, string][] =>
  [...request.headers.entries()].filter(([name]) => !/^(content-type|content-length)$/i.test(name));

async function pageUrlOf(clientId: string | undefined, referrer: string): Promise<string> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const href = client?.url ?? referrer;
  try {
    const url = new URL(href);
    return url.origin === self.location.origin ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}

async function toEntry(request: Request, pageUrl: string, outcome: SendOutcome): Promise<OutboxEntry> {
  const url = new URL(request.url);
  return newEntry(
    {
      id: crypto.randomUUID(),
      url: request.url,
      path: url.pathname.slice(API_PREFIX.length),
      pageUrl,
      key: request.headers.get('Idempotency-Key') ?? crypto.randomUUID(),
      headers: keptHeaders(request),
      fields: await toFields(request),
    },
    outcome,
    Date.now(),
  );
}

async function migrateLegacyQueue(): Promise<void> {
  for (;;) {
    const item = await legacyQueue.shiftRequest();
    if (!item) return;
    const entry = await toEntry(item.request, '/', { kind: 'network' });
    await putEntry({ ...entry, queuedAt: item.timestamp ?? entry.queuedAt, nextAttemptAt: Date.now() });
  }
}

function bodyOf(entry: OutboxEntry): BodyInit {
  const [first] = entry.fields;
  if (entry.fields.length === 1 && first && first[0] === '') return String(first[1]);
  const body = new FormData();
  for (const [name, value] of entry.fields) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, value.name);
  }
  return body;
}

async function send(entry: OutboxEntry): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(entry.url, {
      method: 'POST',
      body: bodyOf(entry),
      headers: entry.headers,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'network' };
  }
  return answerOf(response);
}

async function answerOf(response: Response): Promise<SendOutcome> {
  if (response.ok) return { kind: 'answer', status: response.status };
  const json: unknown = await response.json().catch(() => undefined);
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
  return { kind: 'answer', status: response.status, ...parseServerError(json), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
}

async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function replayOnce(force: boolean): Promise<void> {
  await migrateLegacyQueue().catch((error: unknown) => console.warn('[outbox] could not read the old queue', error));
  const entries = await listEntries();
  const waiting = entries.filter((entry) => entry.state !== 'attention');
  if (waiting.length > 0 && self.navigator.onLine !== false) {
    let due = dueEntries(entries, Date.now(), { force });
    // Entries that only waited for the network go as soon as the server answers again, whatever their delay.
    if (!force && waiting.some((entry) => entry.lastFailure === 'network' && !due.includes(entry)) && (await serverReachable())) {
      due = dueEntries(entries, Date.now(), { reachable: true });
    }
    const sent = await replayEntries(due, {
      send,
      save: async (entry) => {
        const kept = await replaceEntry(entry);
        if (kept && entry.state === 'attention')
          console.warn('[outbox] a queued submission needs the visitor', entry.problem?.status, entry.path);
        return kept;
      },
      remove: (entry) => deleteEntry(entry.id),
      changed: broadcast,
    });
    delivered.push(...sent);
  }
  await broadcast();
}

/** One replay at a time; a request during a run is remembered and runs once the current one ends. */
export function replay(force = false): Promise<void> {
  if (running) {
    rerun = { force: force || (rerun?.force ?? false) };
    return running;
  }
  running = replayOnce(force)
    .catch((error: unknown) => console.warn('[outbox] replay failed', error))
    .finally(() => {
      running = undefined;
      const again = rerun;
      rerun = undefined;
      if (again) void replay(again.force);
    });
  return running;
}

async function registerSync(): Promise<void> {
  const sync = (self.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

const isFormPost = (url: URL, request: Request) => isQueuedPost(url, request.method, self.location.origin);

export function registerFormOutbox(): void {
  registerRoute(
    ({ url, request }) => isFormPost(url, request),
    async ({ request, event }) => {
      const kept = request.clone(); // the body can be read once: keep a copy before sending
      let outcome: SendOutcome;
      try {
        const response = await fetch(request);
        // An answer a replay would retry (503 while the server's uploads are at their cap, 5xx, 408, 429) is
        // kept like a network failure, with the server's Retry-After: sent again later, never dropped.
        if (!keepFirstAnswer(response.status)) return response;
        outcome = await answerOf(response);
      } catch {
        outcome = { kind: 'network' };
      }
      const fetchEvent = event as FetchEvent;
      const entry = await toEntry(kept, await pageUrlOf(fetchEvent.clientId, request.referrer), outcome);
      await putEntry(entry);
      await registerSync();
      await broadcast();
      return new Response(JSON.stringify({ queued: true }), { status: 202, headers: { 'Content-Type': 'application/json' } });
    },
    'POST',
  );

  self.addEventListener('sync', (event: Event) => {
    const syncEvent = event as ExtendableEvent & { tag?: string };
    if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
    syncEvent.waitUntil(
      replay().then(async () => {
        // Still waiting for the network: fail the sync so the browser schedules another one.
        if ((await listEntries()).some((entry) => entry.state !== 'attention' && entry.lastFailure === 'network')) {
          throw new Error('outbox: server still unreachable');
        }
      }),
    );
  });

  // A new version takes over with whatever the old one kept: move the old queue over and try at once.
  self.addEventListener('activate', (event) => event.waitUntil(replay()));

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    const message = typeof data === 'object' && data !== null ? (data as { type?: unknown; force?: unknown }) : undefined;
    if (message?.type === OUTBOX_REPLAY) event.waitUntil(replay(message.force === true));
    if (message?.type === OUTBOX_STATUS_REQUEST) event.waitUntil(broadcast());
  });
}
