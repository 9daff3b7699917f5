import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres } from '@/server/db/client';
import { dropWhenDisconnected } from '@/server/test/helper';
import { databaseUrlFor, TEMPLATE_DB } from '@/server/test/postgres-url';
import { exists, insertSubmission } from './test-privacy';

// `npm run privacy -- purge` (docs/decisions/320-personal-data.md): the retention purge for scripts,
// with RETENTION_MONTHS read as the server reads it, and the exit codes of decision 152.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-privacy-cli-'));
const target = inject('testDatabase');
let env: NodeJS.ProcessEnv = {};
let open = async () => openPglite({ dataDir: path.join(work, 'data') });
let cleanup = async () => {};

beforeAll(async () => {
  if (target.kind === 'pglite') {
    const dataDir = path.join(work, 'data');
    await (await openPglite({ dataDir })).close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  } else {
    const name = `denka_privacy_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const url = databaseUrlFor(target.url, name);
    env = { DATABASE_URL: url };
    open = () => openPostgres(url);
    cleanup = async () => {
      await dropWhenDisconnected(admin, name);
      await admin.end();
    };
  }
}, 120_000);
afterAll(async () => {
  await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

function sh(line: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', line], { cwd: process.cwd(), env: { ...process.env, ...env, ...extraEnv } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr, stdout });
    });
  });
}

describe('npm run privacy', () => {
  it('purge deletes what RETENTION_MONTHS says is past its period and prints the counts', async () => {
    let handle = await open();
    const [old, young] = await (async () => {
      try {
        return [
          await insertSubmission(
            handle.db,
            'career',
            { email: 'cli@example.test' },
            { monthsAgo: 3, daysAgo: 1, file: Buffer.from('%PDF-1.4\n') },
          ),
          await insertSubmission(handle.db, 'career', { email: 'cli@example.test' }, { monthsAgo: 2 }),
        ];
      } finally {
        await handle.close();
      }
    })();
    const run = await sh('npm run -s privacy -- purge', { RETENTION_MONTHS: 'career=3' });
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed).toMatchObject({ by: null, counts: { by_kind: { career: 1 }, submissions: 1, submission_files: 1 } });
    handle = await open();
    try {
      expect(await exists(handle.db, 'submissions', old)).toBe(false);
      expect(await exists(handle.db, 'submissions', young)).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('fails loudly: usage errors exit 2, a bad RETENTION_MONTHS exits 1 before the database is opened', async () => {
    expect((await sh('npm run -s privacy')).code).toBe(2);
    expect((await sh('npm run -s privacy -- hapus')).code).toBe(2);
    const bad = await sh('npm run -s privacy -- purge', { RETENTION_MONTHS: 'career=0' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('RETENTION_MONTHS');
    expect((await sh('npm run -s privacy -- purge', { RETENTION_MONTHS: 'lamaran=12' })).code).toBe(1);
  });
});
