import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../test/helper';
import { databaseUrlFor, TEMPLATE_DB } from '../test/postgres-url';
import { call, productDraft, staffSession } from './test-studio';

// A publish is served by every process at once (docs/decisions/253-content-version.md):
// on PostgreSQL two app instances, each with its own pool, LISTEN connection and a minute-long read cache,
// share one database; a publish through one is what the other answers on the very next read. The embedded
// database has one process only: there the publishing process's own caches are what must drop at once.

const target = inject('testDatabase');
const TTL = 60_000;

type App = Awaited<ReturnType<typeof buildApp>>;
let a: App;
let b: App;
let handles: DatabaseHandle[] = [];
let single: TestApp | undefined;
let cleanup = async () => {};

beforeAll(async () => {
  if (target.kind === 'pglite') {
    single = await createTestApp({ apiCacheTtlMs: TTL, studioScheduleMs: 0 });
    return;
  }
  const name = `denka_two_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const url = databaseUrlFor(target.url, name);
  handles = [await openPostgres(url), await openPostgres(url)];
  const secret = 'two-apps-test-secret-0123456789abcdef0123456789';
  a = await buildApp({ db: handles[0]!.db, apiCacheTtlMs: TTL, accountSecret: secret, trustProxy: ['127.0.0.1'], studioScheduleMs: 0 });
  b = await buildApp({ db: handles[1]!.db, apiCacheTtlMs: TTL, accountSecret: secret, trustProxy: ['127.0.0.1'], studioScheduleMs: 0 });
  await Promise.all([a.ready(), b.ready()]);
  cleanup = async () => {
    await Promise.all([a.close(), b.close()]);
    await Promise.all(handles.map((h) => h.close()));
    // The pools' sockets close a moment after end(): wait for them rather than kill them (src/server/test/helper.ts).
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await admin.end();
  };
}, 120_000);
afterAll(async () => {
  await single?.close();
  await cleanup();
});

/** The first answer within `ms` that passes `check` (NOTIFY arrives after the commit, in milliseconds). */
async function soon<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 1_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe(target.kind === 'postgres' ? 'two app instances on one PostgreSQL' : 'one process on the embedded database', () => {
  it('a publish through one instance is served by the other at once, cached reads and content version included', async () => {
    const publisher = target.kind === 'postgres' ? { app: a, db: handles[0]!.db } : single!;
    const reader = target.kind === 'postgres' ? { app: b } : single!;
    const editor = await staffSession(publisher as TestApp, 'editor');
    const created = await call(publisher, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Dua Proses', price: 100_000 }) },
    });
    const { id } = created.json().data;
    await call(publisher, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    const url = '/api/cms/v3/products/find?slug=kamera-dua-proses';
    // The reader has heard of that publish (its notification drops the caches) before it caches anything.
    await soon(
      async () => reader.app.content.version,
      (v) => v >= publisher.app.content.version,
    );
    const first = await soon(
      () => reader.app.inject({ url }),
      (r) => r.statusCode === 200,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data.price).toBe(100_000);
    // Cached now in the reader for a minute.
    expect((await reader.app.inject({ url })).headers['x-cache']).toBe('HIT');
    const versionBefore = Number((await reader.app.inject({ url: '/api/cms/v2/product/brands' })).headers['x-content-version']);

    await call(publisher, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Dua Proses', price: 250_000 }), version: 1 },
    });
    await call(publisher, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 2 } });
    const changed = await soon(
      () => reader.app.inject({ url }),
      (r) => r.json().data.price === 250_000,
    );
    expect(changed.json().data.price).toBe(250_000);
    const versionAfter = Number((await reader.app.inject({ url: '/api/cms/v2/product/brands' })).headers['x-content-version']);
    expect(versionAfter).toBeGreaterThan(versionBefore);

    await call(publisher, `studio/collections/products/${id}/unpublish`, { method: 'POST', cookie: editor.cookie, body: {} });
    expect(
      (
        await soon(
          () => reader.app.inject({ url }),
          (r) => r.statusCode === 404,
        )
      ).statusCode,
    ).toBe(404);
  });
});
