import { describe, expect, it } from 'vitest';
import { inquiryCreate } from '../contract/endpoints/forms';
import {
  afterAttempt,
  BASE_DELAY_MS,
  classifyStatus,
  dueEntries,
  keepFirstAnswer,
  MAX_ATTEMPTS,
  MAX_DELAY_MS,
  newEntry,
  parseRetryAfter,
  parseServerError,
  replayEntries,
  resetForRetry,
  retryDelay,
  type OutboxEntry,
  type SendOutcome,
} from './outbox-policy';

const NOW = 1_800_000_000_000;
const half = () => 0.5; // no jitter

function entry(id: string, patch: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    v: 1,
    id,
    url: `https://denka.test/api/cms/${inquiryCreate.path}`,
    path: inquiryCreate.path,
    pageUrl: '/kontak',
    key: `key-${id}`,
    headers: [['Idempotency-Key', `key-${id}`]],
    fields: [['name', 'Budi']],
    queuedAt: NOW,
    state: 'waiting',
    attempts: 1,
    nextAttemptAt: NOW,
    lastFailure: 'network',
    ...patch,
  };
}

describe('outbox answer classes', () => {
  it('2xx delivers; 5xx, 408 and 429 retry; every other 4xx waits for the visitor', () => {
    for (const status of [200, 201, 204]) expect(classifyStatus(status)).toBe('delivered');
    for (const status of [500, 502, 503, 504, 408, 429]) expect(classifyStatus(status)).toBe('retry');
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(classifyStatus(status)).toBe('refused');
  });
});

describe('retry delays', () => {
  it('grow (10 s, 20 s, 40 s, …) and stop growing at the cap', () => {
    expect(retryDelay(1, half)).toBe(BASE_DELAY_MS);
    expect(retryDelay(2, half)).toBe(2 * BASE_DELAY_MS);
    expect(retryDelay(3, half)).toBe(4 * BASE_DELAY_MS);
    const delays = Array.from({ length: 40 }, (_, i) => retryDelay(i + 1, half));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(MAX_DELAY_MS);
    expect(retryDelay(1000, () => 1)).toBe(MAX_DELAY_MS); // jitter never passes the cap
  });

  it('jitter stays within ±20 %', () => {
    expect(retryDelay(3, () => 0)).toBe(0.8 * 4 * BASE_DELAY_MS);
    expect(retryDelay(3, () => 1)).toBe(1.2 * 4 * BASE_DELAY_MS);
  });
});

describe('an entry after one try', () => {
  it('a 2xx delivers it', () => {
    expect(afterAttempt(entry('a'), { kind: 'answer', status: 201 }, NOW)).toBe('delivered');
  });

  it.each([400, 409, 413, 415, 422])('a %i needs the visitor at once, with the server message and field errors kept', (status) => {
    const next = afterAttempt(
      entry('a'),
      { kind: 'answer', status, message: 'Data tidak valid.', fieldErrors: { email: ['Alamat email tidak valid.'] } },
      NOW,
    );
    expect(next).not.toBe('delivered');
    const refused = next as OutboxEntry;
    expect(refused.state).toBe('attention');
    expect(refused.problem).toEqual({
      reason: 'refused',
      status,
      message: 'Data tidak valid.',
      fieldErrors: { email: ['Alamat email tidak valid.'] },
    });
    expect(refused.key).toBe('key-a');
    expect(refused.fields).toEqual([['name', 'Budi']]);
    expect(dueEntries([refused], NOW + 10 * MAX_DELAY_MS, { force: true })).toEqual([]); // never resent by itself
  });

  it.each<SendOutcome>([
    { kind: 'network' },
    { kind: 'answer', status: 500 },
    { kind: 'answer', status: 503 },
    { kind: 'answer', status: 408 },
    { kind: 'answer', status: 429 },
  ])('a transient failure (%o) schedules a later try with a growing delay, keeping the key', (outcome) => {
    const first = afterAttempt(entry('a', { attempts: 1 }), outcome, NOW, half) as OutboxEntry;
    expect(first.state).toBe('waiting');
    expect(first.attempts).toBe(2);
    expect(first.nextAttemptAt).toBe(NOW + retryDelay(2, half));
    expect(first.key).toBe('key-a');
    const second = afterAttempt(first, outcome, NOW, half) as OutboxEntry;
    expect(second.nextAttemptAt - NOW).toBeGreaterThan(first.nextAttemptAt - NOW);
    expect(second.lastFailure).toBe(outcome.kind === 'network' ? 'network' : 'server');
  });

  it('a 503 from a server whose uploads are at their cap is kept on the first send and retried no sooner than its Retry-After', () => {
    // The first send: the worker keeps every answer a replay would retry instead of handing it to the page (decision 091).
    for (const status of [503, 500, 502, 408, 429]) expect(keepFirstAnswer(status)).toBe(true);
    for (const status of [201, 202, 400, 413, 422]) expect(keepFirstAnswer(status)).toBe(false);
    const busy: SendOutcome = { kind: 'answer', status: 503, message: 'Server sedang sibuk', retryAfterMs: 45_000 };
    const kept = newEntry(entry('a'), busy, NOW, half);
    expect(kept).toMatchObject({ state: 'waiting', attempts: 1, lastFailure: 'server', nextAttemptAt: NOW + 45_000 });
    expect(dueEntries([kept], NOW + 44_000)).toEqual([]);
    expect(dueEntries([kept], NOW + 45_000)).toEqual([kept]);
    // A Retry-After shorter than the back-off does not hasten the try; one past the longest back-off is capped there.
    expect((afterAttempt(entry('b'), { ...busy, retryAfterMs: 1_000 }, NOW, half) as OutboxEntry).nextAttemptAt).toBe(
      NOW + retryDelay(2, half),
    );
    expect((afterAttempt(entry('c'), { ...busy, retryAfterMs: 10 * MAX_DELAY_MS }, NOW, half) as OutboxEntry).nextAttemptAt).toBe(
      NOW + MAX_DELAY_MS,
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5_000);
    expect(parseRetryAfter(' 120 ', NOW)).toBe(120_000);
    expect(parseRetryAfter(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(parseRetryAfter(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0);
    for (const value of [null, undefined, '', 'soon', '-5']) expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });

  it(`gives up after ${MAX_ATTEMPTS} tries and waits for the visitor, who can send it again with the same key`, () => {
    let current: OutboxEntry = newEntry(entry('a'), { kind: 'network' }, NOW, half);
    expect(current.attempts).toBe(1);
    let tries = 1;
    while (current.state !== 'attention') {
      current = afterAttempt(current, { kind: 'answer', status: 502 }, NOW, half) as OutboxEntry;
      tries++;
      expect(tries).toBeLessThanOrEqual(MAX_ATTEMPTS);
    }
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(current.problem?.reason).toBe('gave_up');
    expect(current.problem?.status).toBe(502);
    const again = resetForRetry(current, NOW);
    expect(again).toMatchObject({ state: 'waiting', attempts: 0, nextAttemptAt: NOW, key: 'key-a' });
    expect(again.problem).toBeUndefined();
  });
});

describe('which entries are due', () => {
  it('each entry follows its own clock; a failing one never holds back another', () => {
    const failing = entry('failing', { queuedAt: NOW - 2, attempts: 5, nextAttemptAt: NOW + 60_000, lastFailure: 'server' });
    const fresh = entry('fresh', { queuedAt: NOW - 1, nextAttemptAt: NOW - 1 });
    const refused = entry('refused', { queuedAt: NOW - 3, state: 'attention' });
    expect(dueEntries([failing, fresh, refused], NOW).map((e) => e.id)).toEqual(['fresh']);
    expect(dueEntries([failing, fresh, refused], NOW + 60_000).map((e) => e.id)).toEqual(['failing', 'fresh']);
    expect(dueEntries([failing, fresh, refused], NOW, { force: true }).map((e) => e.id)).toEqual(['failing', 'fresh']);
  });

  it('a reachable server brings forward only the entries that waited for the network', () => {
    const network = entry('network', { nextAttemptAt: NOW + 600_000, lastFailure: 'network' });
    const server = entry('server', { nextAttemptAt: NOW + 600_000, lastFailure: 'server' });
    expect(dueEntries([network, server], NOW, { reachable: true }).map((e) => e.id)).toEqual(['network']);
  });

  it('an entry left "sending" by a worker that died is due again', () => {
    expect(dueEntries([entry('s', { state: 'sending', nextAttemptAt: NOW + 600_000 })], NOW)).toHaveLength(1);
  });
});

describe('a replay', () => {
  function memoryStore(entries: OutboxEntry[]) {
    const map = new Map(entries.map((e) => [e.id, e]));
    return {
      map,
      save: async (e: OutboxEntry) => (map.has(e.id) ? (map.set(e.id, e), true) : false),
      remove: async (e: OutboxEntry) => void map.delete(e.id),
    };
  }

  it('sends every due entry even when the first one draws a 500 or a 400; each gets its own state', async () => {
    const entries = [entry('a', { queuedAt: 1 }), entry('b', { queuedAt: 2 }), entry('c', { queuedAt: 3 })];
    const store = memoryStore(entries);
    const answers: Record<string, SendOutcome> = {
      a: { kind: 'answer', status: 500 },
      b: { kind: 'answer', status: 400, message: 'Data tidak valid.' },
      c: { kind: 'answer', status: 201 },
    };
    const sent: string[] = [];
    const delivered = await replayEntries(entries, {
      ...store,
      send: async (e) => (sent.push(e.id), answers[e.id]!),
      now: () => NOW,
      random: half,
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(delivered).toEqual(['key-c']);
    expect(store.map.get('a')).toMatchObject({ state: 'waiting', attempts: 2, lastFailure: 'server' });
    expect(store.map.get('b')).toMatchObject({
      state: 'attention',
      problem: { reason: 'refused', status: 400, message: 'Data tidak valid.' },
    });
    expect(store.map.has('c')).toBe(false);
  });

  it('a send that throws counts as a network failure, and an entry discarded meanwhile is skipped', async () => {
    const entries = [entry('a'), entry('gone')];
    const store = memoryStore([entries[0]!]);
    const sent: string[] = [];
    await replayEntries(entries, {
      ...store,
      send: async (e) => {
        sent.push(e.id);
        throw new Error('boom');
      },
      now: () => NOW,
    });
    expect(sent).toEqual(['a']);
    expect(store.map.get('a')).toMatchObject({ state: 'waiting', lastFailure: 'network' });
    expect(store.map.has('gone')).toBe(false);
  });
});

describe('server error bodies', () => {
  it('reads plain and wrapped errors and ignores anything else', () => {
    expect(parseServerError({ message: 'Ditolak', errors: { email: ['Salah'], n: [1, 'x'] } })).toEqual({
      message: 'Ditolak',
      fieldErrors: { email: ['Salah'], n: ['x'] },
    });
    expect(parseServerError({ data: { message: 'Konflik' } })).toEqual({ message: 'Konflik', fieldErrors: {} });
    expect(parseServerError('<html>')).toEqual({ message: '', fieldErrors: {} });
    expect(parseServerError({ message: 5, errors: ['x'] })).toEqual({ message: '', fieldErrors: {} });
  });
});
