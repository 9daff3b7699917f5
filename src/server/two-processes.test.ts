import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, TEMPLATE_DB } from './test/postgres-url';
import { startRoundRobinProxy } from './test/round-robin-proxy';

/*
 * docs/deploy.md: stateless processes behind a load balancer on one PostgreSQL. Proven here with real
 * processes: two servers (`src/server/main.ts`, as `npm run dev` starts it) on one PostgreSQL database
 * behind a round-robin proxy (src/server/test/round-robin-proxy.ts). On the embedded database (PGlite) the
 * same deployment is refused by design (decision 001): a second server on the data directory must exit.
 */

const target = inject('testDatabase');
const CACHE_TTL_MS = 2_000; // API_CACHE_TTL_MS of both processes: a change must show within it (+ one refresh)
const exec = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type Server = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', './build/register.mjs', 'src/server/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_CACHE_TTL_MS: String(CACHE_TTL_MS),
      SECRET: 'two-processes-test-secret-0123456789abcdef012345',
      WEB_ROOT: path.join(os.tmpdir(), 'denka-no-web-root'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) return server; // the caller checks why
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`server did not start: ${output}`);
}

const contact = {
  type: 'contact',
  name: 'Dua Proses',
  email: 'dua.proses@example.co.id',
  phone: '0812-3456-7890',
  notes: `Kiriman lewat proses pertama ${randomUUID()}.`,
};

// Each database's suite registers only its own half, so neither reports skipped tests.
if (target.kind === 'postgres') {
  describe('two server processes on one PostgreSQL behind a proxy (docs/deploy.md)', () => {
    const name = `denka_test_pair_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    let databaseUrl = '';
    let admin: pg.Client;
    let servers: Server[] = [];
    let proxy: { url: string; close: () => Promise<void> };

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: target.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      databaseUrl = databaseUrlFor(target.url, name);
      servers = await Promise.all([startServer({ DATABASE_URL: databaseUrl }), startServer({ DATABASE_URL: databaseUrl })]);
      for (const s of servers) expect(s.child.exitCode, s.output()).toBeNull();
      proxy = await startRoundRobinProxy(servers.map((s) => s.url));
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      await Promise.all(servers.map((s) => s.stop()));
      if (admin) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });

    it('a submission through one process is seen by the other and by the staff command', async () => {
      const key = randomUUID();
      const post = (body: object) =>
        fetch(`${proxy.url}/api/cms/v2/inquiry/store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        });
      const first = await post(contact);
      expect(first.status).toBe(201);
      const reference = ((await first.json()) as { data: { reference: string } }).data.reference;
      // The proxy sends the next request to the other process: it finds the stored submission by its key
      // and answers with the first reference (a process that could not see it would store a second one).
      const again = await post(contact); // a retry: same key, same body
      expect(again.headers.get('x-upstream')).not.toBe(first.headers.get('x-upstream'));
      expect(again.status).toBe(201);
      expect(((await again.json()) as { data: { reference: string } }).data.reference).toBe(reference);

      const { stdout } = await exec(
        process.execPath,
        ['--import', './build/register.mjs', 'src/server/submissions/cli.ts', 'list', '--kind', 'inquiry'],
        {
          cwd: repo,
          env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
          maxBuffer: 1 << 26,
        },
      );
      // Listed once (the retry through the other process stored nothing), under the reference it was given.
      const listed = (JSON.parse(stdout) as { id: string; payload: { notes?: string } }[]).filter(
        (row) => row.payload.notes === contact.notes,
      );
      expect(listed.map((row) => row.id)).toEqual([reference]);
    });

    it('a content change is served by both processes within the cache lifetime', async () => {
      const read = async () => {
        const res = await fetch(`${proxy.url}/api/cms/v3/products/find?slug=insta360-x4`);
        expect(res.status).toBe(200);
        return { upstream: res.headers.get('x-upstream'), name: ((await res.json()) as { data: { name: string } }).data.name };
      };
      // Both processes have the product cached (two reads: one through each).
      const before = [await read(), await read()];
      expect(new Set(before.map((r) => r.upstream)).size).toBe(2);
      // There is no content studio yet: the change is made the way an editor's tool would make it, one
      // UPDATE on the shared database (not through either process).
      const renamed = `${before[0]!.name} (diperbarui ${Date.now()})`;
      const editor = new pg.Client({ connectionString: databaseUrl });
      await editor.connect();
      await editor.query(`UPDATE products SET name = $1, updated_at = now() WHERE slug = 'insta360-x4'`, [renamed]);
      await editor.end();
      const changedAt = Date.now();
      const seenBy = new Map<string, number>();
      while (seenBy.size < 2 && Date.now() - changedAt < CACHE_TTL_MS * 3) {
        const r = await read();
        if (r.name === renamed && r.upstream && !seenBy.has(r.upstream)) seenBy.set(r.upstream, Date.now() - changedAt);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seenBy.size).toBe(2);
      // Within the lifetime, plus the one stale answer that triggers the refresh (decision 140).
      for (const ms of seenBy.values()) expect(ms).toBeLessThanOrEqual(CACHE_TTL_MS + 1_000);
    });

    it('carries load through the proxy with no errors', async () => {
      // A short burst, 10 connections (the recorded 50-connection run is `npm run bench:peer`).
      const paths = [
        '/api/cms/v2/product?category=gimbal&sort_by_price=desc&page=1',
        '/api/cms/v2/product/search?q=kamera&size=21',
        '/api/cms/v3/products/find?slug=insta360-x4',
      ];
      const statuses: number[] = [];
      const upstreams = new Set<string | null>();
      await Promise.all(
        Array.from({ length: 10 }, async (_, worker) => {
          for (let i = 0; i < 20; i++) {
            const res = await fetch(`${proxy.url}${paths[(worker + i) % paths.length]}`);
            await res.arrayBuffer();
            statuses.push(res.status);
            upstreams.add(res.headers.get('x-upstream'));
          }
        }),
      );
      expect(statuses).toHaveLength(200);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(upstreams.size).toBe(2);
    });
  });
} else {
  describe('two server processes on one embedded data directory', () => {
    it('the second refuses to start: PGlite serves one process per data directory (decision 001)', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-two-processes-'));
      const first = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
      try {
        expect(first.child.exitCode, first.output()).toBeNull();
        const second = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
        await second.stop();
        expect(second.child.exitCode).not.toBe(0);
        expect(second.output()).toMatch(/in use by another server/);
        expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);
      } finally {
        await first.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });
}
