import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { databaseUrlFor, TEMPLATE_DB } from './postgres-url';

/** A fresh copy of the seeded template database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([fs.readFileSync(target.dumpPath)]) });
  }
  const name = `denka_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const handle = await openPostgres(databaseUrlFor(target.url, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropWhenDisconnected(admin, name);
      await admin.end();
    },
  };
}

/**
 * The pool's sockets close a moment after `pool.end()` resolves; DROP … WITH (FORCE) would kill them
 * mid-close and surface as an uncaught error, so wait for them instead.
 */
export async function dropWhenDisconnected(admin: pg.Client, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export type TestAppOptions = Omit<Parameters<typeof buildApp>[0], 'db'>;

/**
 * The real app (no web root) on a fresh test database; call `close` in afterAll. Unless a test says
 * otherwise, a proxy on loopback (where inject's requests come from) is trusted, so each test can give
 * its client address in X-Forwarded-For as the proxy would (decision 150); the default app trusts none.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({ trustProxy: ['127.0.0.1'], ...options, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh app for this test file: created before its tests and closed after them. */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const created = () => {
    if (!current) throw new Error("The test app exists only while this file's tests run.");
    return current;
  };
  return {
    get app() {
      return created().app;
    },
    get db() {
      return created().db;
    },
    get kind() {
      return created().kind;
    },
    close: () => created().close(),
  };
}
