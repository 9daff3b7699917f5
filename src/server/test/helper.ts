import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
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
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The real app (no web root) on a fresh test database; call `close` in afterAll. */
export async function createTestApp(options: { webRoot?: string } = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({ db: database.db, webRoot: options.webRoot });
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
