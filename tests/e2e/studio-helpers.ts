import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from './support/test';
import { ADMIN, createAdmin, fromSeededTemplate } from './support/seeded-template';

// The studio spec's own servers (docs/decisions/250-staff-studio.md): the production build on a fresh PGlite
// data directory (a copy of the run's seeded one) or on a throwaway PostgreSQL 15; the first administrator made
// by the staff command (`npm run staff -- create-admin`), the password on stdin. Spawned with the node binary,
// stopped by pid.

export type Backend = 'pglite' | 'postgres';
export type StudioServer = {
  base: string;
  backend: Backend;
  /** The throwaway PostgreSQL's URL (the postgres backend only): a spec may age rows the way time would. */
  databaseUrl?: string | undefined;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** Stops the server only (its data kept): the site is offline until `resume`. */
  halt: () => Promise<void>;
  resume: () => Promise<void>;
};

export { ADMIN };

type Throwaway = { url: string; stop: () => Promise<void> } | undefined;
/** scripts/postgres-throwaway.mjs (plain JavaScript, the test runner's own). */
const startPostgres = async (): Promise<Throwaway> =>
  (
    (await import('../../scripts/postgres-throwaway.mjs' as string)) as { startThrowawayPostgres: () => Promise<Throwaway> }
  ).startThrowawayPostgres();

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');

async function waitForHealth(base: string, child: ChildProcess, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the studio test server exited with ${child.exitCode}`);
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the studio test server at ${base} did not start`);
}

function spawnServer(port: number, env: Record<string, string>) {
  return spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: path.join(buildDir, 'web'), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * A fresh server with its first administrator. PGlite: a copy of the run's seeded template, whose administrator
 * the staff command made (support/seeded-template.ts). PostgreSQL: a throwaway cluster, migrated and seeded by the
 * server's start, then the command. `extraEnv`: e.g. SMTP_URL for a spec's mail sink.
 */
export async function startStudioServer(backend: Backend, port: number, extraEnv: Record<string, string> = {}): Promise<StudioServer> {
  // A migration, a seed and the staff command (the template's, the first time): the hook or test gets two
  // minutes more for it (as support/server-process.ts startServer gives).
  test.setTimeout(test.info().timeout + 120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `denka-studio-${backend}-`));
  const base = `http://127.0.0.1:${port}`;
  const pg = backend === 'postgres' ? await startPostgres() : undefined;
  if (backend === 'postgres' && !pg) throw new Error('no PostgreSQL ≥ 15 under /usr/lib/postgresql (apt-get install postgresql-15)');
  const env: Record<string, string> = { ...extraEnv, DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  if (backend === 'pglite') await fromSeededTemplate(dataDir, buildDir, 'seeded-admin');
  let child = spawnServer(port, env);
  await waitForHealth(base, child);
  if (backend === 'postgres') createAdmin(env);
  return {
    base,
    backend,
    databaseUrl: pg?.url,
    restart: async () => {
      await stopChild(child);
      child = spawnServer(port, env);
      await waitForHealth(base, child);
    },
    halt: () => stopChild(child),
    resume: async () => {
      child = spawnServer(port, env);
      await waitForHealth(base, child);
    },
    stop: async () => {
      await stopChild(child);
      await pg?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function studioLogin(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/studio`);
  await expect(page).toHaveURL(/\/studio\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Selamat datang,/ })).toBeVisible();
}

/** A searchable Mantine select: type, then pick the option. */
export async function pick(page: Page, label: string, search: string, option: RegExp | string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A small real PNG (a flat colour; sharp decodes it) and a minimal real PDF. */
export function pngBytes(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pdfBytes(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 100 Td (${title}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 100 Td (${title}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Every URL of the sitemap (an index's children fetched too), on our own origin. */
export async function sitemapUrls(base: string): Promise<string> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const parts = await Promise.all(children.map(async (child) => (await fetch(`${base}${child}`)).text()));
  return [index, ...parts].join('\n');
}
