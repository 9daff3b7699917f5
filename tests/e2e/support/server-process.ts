import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test, type Page } from './test';
import { fromSeededTemplate } from './seeded-template';

// A production server the spec starts and stops itself (docs/architecture.md §13: setOffline does not take the service
// worker offline, so offline is tested by stopping the server). Spawned with the node binary directly
// and stopped by its own pid.

export type ServerOptions = {
  port: number;
  buildDir: string;
  dataDir: string;
  webRoot?: string;
  /** On a throwaway PostgreSQL (scripts/e2e-server.mjs) instead of PGlite; default: when the project is `postgres`. */
  postgres?: boolean;
};

/** The `postgres` project runs its specs again on PostgreSQL (playwright.config.ts). */
export const onPostgres = (): boolean => test.info().project.name === 'postgres';
/** A spec's own server port, moved for the `postgres` project so that both projects can run the spec at once. */
export const projectPort = (port: number): number => (onPostgres() ? port + 1000 : port);
export type ServerProcess = { base: string; stop: () => Promise<void> };

async function waitForHealth(base: string, deadline = Date.now() + 120_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the test server at ${base} did not start`);
}

export async function startServer({ port, buildDir, dataDir, webRoot, postgres = onPostgres() }: ServerOptions): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  // A fresh database is migrated and seeded on start: on a loaded machine that outlasts a hook's 30 s default, so
  // the hook or test that starts a server gets the two minutes the start may take on top of its own time.
  test.setTimeout(test.info().timeout + 120_000);
  // An empty PGlite directory starts from the run's seeded copy (support/seeded-template.ts).
  if (!postgres) await fromSeededTemplate(dataDir, buildDir);
  // On PostgreSQL the e2e server script starts the database, then the server, and removes both on SIGTERM.
  const entry = postgres ? path.resolve('scripts/e2e-server.mjs') : path.join(buildDir, 'server', 'main.js');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot ?? path.join(buildDir, 'web'),
      LOG_LEVEL: 'warn',
      BUILD_DIR: buildDir,
      E2E_POSTGRES: postgres ? '1' : '0',
    },
    stdio: 'inherit',
  });
  await waitForHealth(base);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, stop };
}

export async function isUp(base: string): Promise<boolean> {
  return Boolean((await fetch(`${base}/healthz`).catch(() => undefined))?.ok);
}

/** The persisted query cache (idb-keyval's default store) as a string, or '' before the first write. */
// A string expression: these specs are type-checked without the DOM lib.
const READ_PERSISTED_CACHE = `new Promise((resolve) => {
  const open = indexedDB.open('keyval-store');
  open.onerror = () => resolve('');
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('keyval')) return resolve('');
    const get = db.transaction('keyval').objectStore('keyval').get('denka-query-cache');
    get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
    get.onerror = () => resolve('');
  };
})`;
export const persistedCache = async (page: Page): Promise<string> => String(await page.evaluate(READ_PERSISTED_CACHE));

/** Resolves once a service worker controls the page (reloading once if the first visit is not yet controlled). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if (!(await page.evaluate('Boolean(navigator.serviceWorker.controller)'))) {
    await page.reload();
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  }
}
