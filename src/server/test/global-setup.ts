import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedIfEmpty } from '../seed/seed';
import { databaseUrlFor, TEMPLATE_DB } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string };
  }
}

// A migrated, seeded template is built once per run; each test file gets a fresh copy of it
// (a fresh embedded database costs seconds, a copy much less — docs/architecture.md §13).
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    const handle = await openPostgres(databaseUrlFor(url, TEMPLATE_DB));
    await seedIfEmpty(handle.db);
    await handle.close();
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    console.log(`server tests: PostgreSQL ${rows[0]?.server_version} (${new URL(url).host})`);
    project.provide('testDatabase', { kind: 'postgres', url });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openPglite({ memory: true });
  await seedIfEmpty(handle.db);
  const dump = await handle.dump!();
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  console.log('server tests: PGlite (embedded PostgreSQL)');
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
