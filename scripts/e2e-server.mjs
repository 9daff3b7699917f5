// The e2e server: the production bundle on a fresh data directory (seeded on start).
// BUILD_DIR (default dist) selects which build to serve. E2E_POSTGRES=1: the same server on a throwaway
// PostgreSQL 15 (scripts/postgres-throwaway.mjs) started here and removed when the server stops, for the
// specs that run on both databases (playwright.config.ts, project `postgres`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres } from './postgres-throwaway.mjs';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const main = path.join(buildDir, 'server', 'main.js');
process.env.WEB_ROOT ??= path.join(buildDir, 'web');
if (process.env.E2E_FRESH === '1' && process.env.DATA_DIR) {
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}

if (process.env.E2E_POSTGRES === '1') {
  const pg = await startThrowawayPostgres();
  if (!pg) {
    console.error('E2E_POSTGRES=1 but no PostgreSQL ≥ 15 under /usr/lib/postgresql (apt-get install postgresql-15)');
    process.exit(1);
  }
  // The server in its own process, so that this one can remove the database after it (Playwright ends a web
  // server with SIGTERM: playwright.config.ts gracefulShutdown).
  const server = spawn(process.execPath, [main], { env: { ...process.env, DATABASE_URL: pg.url }, stdio: 'inherit' });
  let stopping;
  const stop = (code) =>
    (stopping ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      await pg.stop();
      process.exit(code);
    })());
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 1));
} else {
  await import(main);
}
