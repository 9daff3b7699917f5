import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { submissionFiles, submissions } from '../db/schema';
import { databaseUrlFor, TEMPLATE_DB } from '../test/postgres-url';

// The staff command loses nothing (docs/decisions/152): `npm run -s submissions -- list --format json` over
// 1,000 stored submissions is complete, valid JSON whatever stdout is (a file, a pipe), a DATA_DIR without a
// database is an error with a non-zero exit (and creates nothing), and every failure exits non-zero.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-cli-'));
const target = inject('testDatabase');
let env: NodeJS.ProcessEnv = {};
let cleanup = async () => {};

async function fill(handle: DatabaseHandle) {
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    id: randomUUID(),
    kind: 'inquiry' as const,
    idempotency_key: randomUUID(),
    payload: {
      type: 'contact',
      name: `Pengirim ${i}`,
      email: `orang${i}@contoh.id`,
      phone: '081234567890',
      notes: `Pesan nomor ${i}: ${'isi '.repeat(20)}`,
    },
    response_status: 201,
    response_body: { message: 'ok' },
    lang: 'id',
    client_ip_hash: 'x',
  }));
  for (let i = 0; i < rows.length; i += 250) await handle.db.insert(submissions).values(rows.slice(i, i + 250));
  // Three applications whose CVs were sent under names that lie about them (their types as the pipeline sniffed them).
  for (const [name, mime] of [
    ['lamaran.msi', 'application/pdf'],
    ['nota.html', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['invoice\u202egnp.hta', 'application/pdf'],
  ] as const) {
    const id = randomUUID();
    await handle.db.insert(submissions).values({ ...rows[0]!, id, kind: 'career', idempotency_key: id, payload: { full_name: 'Pelamar' } });
    const data = Buffer.from(`bytes of ${name}`);
    await handle.db.insert(submissionFiles).values({
      submission_id: id,
      field: 'cv',
      original_name: name,
      stored_name: `${id}-cv.bin`,
      mime,
      size: data.length,
      sha256: 'x',
      data,
    });
  }
}

beforeAll(async () => {
  if (target.kind === 'pglite') {
    const dataDir = path.join(work, 'data');
    const handle = await openPglite({ dataDir });
    await fill(handle);
    await handle.close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  } else {
    const name = `denka_cli_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const url = databaseUrlFor(target.url, name);
    const handle = await openPostgres(url);
    await fill(handle);
    await handle.close();
    env = { DATABASE_URL: url };
    cleanup = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
}, 120_000);
afterAll(async () => {
  await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs a shell line in the repository with this test's database; resolves with the exit code and stderr. */
function sh(line: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      'sh',
      ['-c', line],
      { cwd: process.cwd(), env: { ...process.env, ...env, ...extraEnv }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr, stdout });
      },
    );
  });
}

describe('npm run submissions', () => {
  it('list --format json over 1,000 submissions is complete, valid JSON in a file and through a pipe', async () => {
    const file = path.join(work, 'out.json');
    const piped = path.join(work, 'piped.json');
    const direct = await sh(`npm run -s submissions -- list --format json > '${file}'`);
    expect(direct.code, direct.stderr).toBe(0);
    const viaPipe = await sh(`npm run -s submissions -- list --format json | cat > '${piped}'`);
    expect(viaPipe.code, viaPipe.stderr).toBe(0);
    for (const out of [file, piped]) {
      const bytes = fs.statSync(out).size;
      expect(bytes).toBeGreaterThan(65_536 * 4); // far beyond one pipe buffer
      const rows = JSON.parse(fs.readFileSync(out, 'utf8')) as Array<{ payload: { name: string } }>;
      const stored = rows.filter((r) => r.payload.name?.startsWith('Pengirim '));
      expect(stored).toHaveLength(1000);
      expect(new Set(stored.map((r) => r.payload.name))).toEqual(new Set(Array.from({ length: 1000 }, (_, i) => `Pengirim ${i}`)));
    }
  }, 120_000);

  it('export writes each file under a safe stem and the extension its bytes were sniffed as (decision 090)', async () => {
    const out = path.join(work, 'export');
    const res = await sh(`npm run -s submissions -- export --kind career --format csv --out '${out}' > /dev/null`);
    expect(res.code, res.stderr).toBe(0);
    const written = fs
      .readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'submissions.csv')
      .map((entry) => entry.name)
      .sort();
    expect(written).toEqual(['invoicegnp.pdf', 'lamaran.pdf', 'nota.docx']);
    const listing = fs.readFileSync(path.join(out, 'submissions.csv'), 'utf8');
    expect(listing).toContain('lamaran.pdf (');
    expect(listing).not.toMatch(/\u202e|\.msi|\.hta|\.html/);
  }, 120_000);

  it('a missing data directory is an error with a non-zero exit, and nothing is created', async () => {
    const missing = path.join(work, 'salah-ketik');
    const res = await sh(`npm run -s submissions -- list --format json > '${path.join(work, 'missing.json')}'`, {
      DATA_DIR: missing,
      DATABASE_URL: '',
    });
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/No database in DATA_DIR/);
    expect(fs.existsSync(missing)).toBe(false);
  }, 60_000);

  it('every failure exits non-zero: bad usage, an unknown kind, an unreachable database', async () => {
    expect((await sh('npm run -s submissions -- frobnicate')).code).not.toBe(0);
    expect((await sh('npm run -s submissions -- list --kind nope')).code).not.toBe(0);
    expect((await sh('npm run -s submissions -- export')).code).not.toBe(0);
    const down = await sh('npm run -s submissions -- list', { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(down.code).not.toBe(0);
  }, 60_000);
});
