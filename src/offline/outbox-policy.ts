// The form outbox's rules, pure so they are unit-tested (docs/decisions/091-form-outbox.md).
// Every queued submission is its own entry with its own state, tries and next-try time: one failing
// entry never delays another.

/** How many times an entry is tried before it waits for the visitor instead ("needs your attention"). */
export const MAX_ATTEMPTS = 12;
/** The first retry comes after 10 s, then the delay doubles… */
export const BASE_DELAY_MS = 10_000;
/** …up to 30 minutes (12 tries ≈ 2¼ hours of trying). */
export const MAX_DELAY_MS = 30 * 60_000;
/** Per-send deadline: a hanging request counts as a network failure and does not hold the others. */
export const SEND_TIMEOUT_MS = 30_000;

export type OutboxEntryState = 'waiting' | 'sending' | 'attention';

/** Why an entry needs the visitor: the server refused it (4xx), or it failed MAX_ATTEMPTS times. */
export type OutboxProblem = {
  reason: 'refused' | 'gave_up';
  /** HTTP status of the last answer; 0 = no answer (network). */
  status: number;
  /** The server's message (already in the visitor's language), '' when it gave none. */
  message: string;
  fieldErrors: Record<string, string[]>;
};

/** A multipart body as a list, so it can be kept in IndexedDB (files included) and shown again. */
export type OutboxField = [name: string, value: string | File];

export type OutboxEntry = {
  /** Schema version of a stored entry; a later version migrates, never drops (decision 091). */
  v: 1;
  id: string;
  /** Absolute URL of the POST. */
  url: string;
  /** The API path after /api/cms/: a declared form endpoint's `path` (the form kind). */
  path: string;
  /** The page (path + query) the form was sent from: where "Perbaiki" reopens it. */
  pageUrl: string;
  /** The Idempotency-Key, kept across every retry of this entry. */
  key: string;
  headers: [string, string][];
  fields: OutboxField[];
  queuedAt: number;
  state: OutboxEntryState;
  /** Failed tries so far (the first try is the one that queued the entry). */
  attempts: number;
  nextAttemptAt: number;
  /** What the last failed try met: the network (no answer) or the server (5xx/408/429). */
  lastFailure?: 'network' | 'server';
  problem?: OutboxProblem;
};

/** What one try of an entry met; `retryAfterMs`: the server's `Retry-After`, the least wait before the next try. */
export type SendOutcome =
  { kind: 'network' } | { kind: 'answer'; status: number; message?: string; fieldErrors?: Record<string, string[]>; retryAfterMs?: number };

export type AnswerClass = 'delivered' | 'retry' | 'refused';

/**
 * 2xx: delivered. 408, 429 and 5xx: the server may take it later → retry. Any other 4xx (400, 409, 413, 415,
 * 422, …): resending the same bytes cannot help → the visitor decides. Anything else (a 1xx/3xx that fetch
 * did not resolve) is treated as a transient failure.
 */
export function classifyStatus(status: number): AnswerClass {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'retry';
}

/**
 * Whether a form's first send, answered with `status`, is kept in the outbox rather than shown as an error: the
 * answers a replay would retry (a 503 while the server's uploads are at their cap, any 5xx, 408, 429) — the
 * visitor's values and files are kept and sent again later, never dropped (decision 091).
 */
export const keepFirstAnswer = (status: number) => classifyStatus(status) === 'retry';

/** `Retry-After` (delay-seconds or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = /GMT$/.test(text) ? Date.parse(text) : NaN; // an HTTP date (IMF-fixdate) ends in GMT
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Delay before the next try after `attempts` failed tries: 10 s, 20 s, 40 s, … capped at 30 min, with ±20 %
 * jitter so entries (and visitors) that failed together do not retry in lockstep.
 */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** exponent);
  const jitter = 0.8 + 0.4 * Math.min(Math.max(random(), 0), 1);
  return Math.round(Math.min(MAX_DELAY_MS, base * jitter));
}

/**
 * The entry after one try: `'delivered'` (remove it), or its new state. A refusal moves it to "needs your
 * attention" at once; a transient failure schedules the next try, until MAX_ATTEMPTS.
 */
export function afterAttempt(
  entry: OutboxEntry,
  outcome: SendOutcome,
  now: number,
  random: () => number = Math.random,
): OutboxEntry | 'delivered' {
  const answerClass = outcome.kind === 'network' ? 'retry' : classifyStatus(outcome.status);
  if (answerClass === 'delivered') return 'delivered';
  const status = outcome.kind === 'network' ? 0 : outcome.status;
  const message = outcome.kind === 'answer' ? (outcome.message ?? '') : '';
  const fieldErrors = outcome.kind === 'answer' ? (outcome.fieldErrors ?? {}) : {};
  const attempts = entry.attempts + 1;
  if (answerClass === 'refused') {
    return { ...entry, state: 'attention', attempts, problem: { reason: 'refused', status, message, fieldErrors } };
  }
  const lastFailure = outcome.kind === 'network' ? 'network' : 'server';
  if (attempts >= MAX_ATTEMPTS) {
    return { ...entry, state: 'attention', attempts, lastFailure, problem: { reason: 'gave_up', status, message, fieldErrors } };
  }
  // Never sooner than the server asked (Retry-After), never later than the longest back-off.
  const asked = outcome.kind === 'answer' ? Math.min(outcome.retryAfterMs ?? 0, MAX_DELAY_MS) : 0;
  const delay = Math.max(retryDelay(attempts, random), asked);
  return { ...entry, state: 'waiting', attempts, lastFailure, nextAttemptAt: now + delay, problem: undefined };
}

/** A new entry for a request whose first try met `outcome` (the network, usually). */
export function newEntry(
  base: Pick<OutboxEntry, 'id' | 'url' | 'path' | 'pageUrl' | 'key' | 'headers' | 'fields'>,
  outcome: SendOutcome,
  now: number,
  random: () => number = Math.random,
): OutboxEntry {
  const fresh: OutboxEntry = { v: 1, ...base, queuedAt: now, state: 'waiting', attempts: 0, nextAttemptAt: now };
  const next = afterAttempt(fresh, outcome, now, random);
  return next === 'delivered' ? fresh : next;
}

/**
 * Which entries a replay tries now. `force` (the visitor pressed "Kirim sekarang", or the device came back
 * online) tries every waiting entry; `reachable` (a probe reached the server) brings forward the entries
 * that only waited for the network. A `sending` entry is one whose worker died mid-send: it is due again.
 * Entries needing attention are never sent automatically.
 */
export function dueEntries(entries: OutboxEntry[], now: number, options: { force?: boolean; reachable?: boolean } = {}): OutboxEntry[] {
  return entries
    .filter((entry) => {
      if (entry.state === 'attention') return false;
      if (entry.state === 'sending' || options.force) return true;
      if (options.reachable && entry.lastFailure === 'network') return true;
      return entry.nextAttemptAt <= now;
    })
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/** "Kirim ulang" on an entry that gave up: the same submission (same key), tried again from the start. */
export function resetForRetry(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, state: 'waiting', attempts: 0, nextAttemptAt: now, lastFailure: undefined, problem: undefined };
}

/** Reads the server's `{ message, errors }` (or `{ data: { message, errors } }`) without trusting its shape. */
export function parseServerError(json: unknown): { message: string; fieldErrors: Record<string, string[]> } {
  const record = (value: unknown): Record<string, unknown> | undefined =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const outer = record(json);
  const body = record(outer?.data) && typeof record(outer?.data)?.message === 'string' ? record(outer?.data) : outer;
  const message = typeof body?.message === 'string' ? body.message.slice(0, 2000) : '';
  const fieldErrors: Record<string, string[]> = {};
  const errors = record(body?.errors);
  for (const [field, texts] of Object.entries(errors ?? {})) {
    if (Array.isArray(texts)) {
      const strings = texts.filter((text): text is string => typeof text === 'string').map((text) => text.slice(0, 500));
      if (strings.length > 0) fieldErrors[field.slice(0, 100)] = strings;
    }
  }
  return { message, fieldErrors };
}

export type ReplayPorts = {
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  /** Writes the entry's new state; false when it is gone (discarded meanwhile): then it is skipped. */
  save: (entry: OutboxEntry) => Promise<boolean>;
  remove: (entry: OutboxEntry) => Promise<void>;
  changed?: () => Promise<void>;
  now?: () => number;
  random?: () => number;
};

/**
 * Sends each due entry once, one after the other, each on its own: a refusal or failure only changes that
 * entry, and the loop always goes on to the next. Returns the keys delivered.
 */
export async function replayEntries(due: OutboxEntry[], ports: ReplayPorts): Promise<string[]> {
  const now = ports.now ?? Date.now;
  const delivered: string[] = [];
  for (const entry of due) {
    if (!(await ports.save({ ...entry, state: 'sending' }))) continue;
    await ports.changed?.();
    let outcome: SendOutcome;
    try {
      outcome = await ports.send(entry);
    } catch {
      outcome = { kind: 'network' };
    }
    const next = afterAttempt(entry, outcome, now(), ports.random);
    if (next === 'delivered') {
      await ports.remove(entry);
      delivered.push(entry.key);
    } else {
      await ports.save(next);
    }
    await ports.changed?.();
  }
  return delivered;
}
