import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';

// e2e runs in real Chromium against the production build served by the real server.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `denka-e2e-${port}`);
const TIMING = /splash\.spec\.ts$/;

// The specs whose promise holds on both databases run again, in the `postgres` project, against the same
// build served from a throwaway PostgreSQL 15 (scripts/e2e-server.mjs E2E_POSTGRES=1). Their own servers
// (offline, studio) are on PostgreSQL there too, on ports moved by 1000 (support/server-process.ts projectPort).
// product-dealers.spec.ts and the studio specs run each backend on servers of their own instead.
const BOTH_DATABASES = /(dealers-hours|dealer-pages|spec-filters|search-filters|compare|fits|recent-saved|tickets)\.spec\.ts$/;
const pgPort = port + 1;
const havePostgres =
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => Number(v) >= 15 && fs.existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
if (process.env.REQUIRE_POSTGRES === '1' && !havePostgres) {
  throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL ≥ 15 under /usr/lib/postgresql (apt-get install postgresql-15)');
}
const withPostgres = havePostgres && process.env.E2E_POSTGRES !== '0';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers on the two-core CI machine: files are shared out between them (a file's tests stay in order
  // in one worker). Specs that start their own server use their own port and data folder; the rest share the
  // server below, whose content they only read (forms and accounts add rows no other spec counts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A minute per test and ten seconds per expectation: on the shared two-core CI machine a long flow ran 31 s
  // against 30 and was then retried from its file's start; a real hang still fails (docs/architecture.md §13).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast and DOM snapshots of every action: on two workers the same 79 tests took
    // 3,035 s with one each and 2,034 s without (docs/benchmarks.md). In CI only the retry of a failed test
    // records one, as Playwright advises; a local run keeps each failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: TIMING },
    // Specs that time the page in milliseconds run last, alone, so the other worker's browser does not
    // share their cores. To run one of them by itself: `npx playwright test splash --no-deps`.
    { name: 'timing', use: { ...devices['Desktop Chrome'] }, testMatch: TIMING, dependencies: ['chromium'] },
    ...(withPostgres
      ? [{ name: 'postgres', use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${pgPort}` }, testMatch: BOTH_DATABASES }]
      : []),
  ],
  webServer: [
    {
      command: `"${process.execPath}" scripts/e2e-server.mjs`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', E2E_FRESH: '1' },
    },
    ...(withPostgres
      ? [
          {
            command: `"${process.execPath}" scripts/e2e-server.mjs`,
            url: `http://127.0.0.1:${pgPort}/healthz`,
            reuseExistingServer: false,
            timeout: 180_000,
            // SIGTERM, so that the script stops the server and then removes its database.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            env: {
              PORT: String(pgPort),
              HOST: '127.0.0.1',
              DATA_DIR: `${dataDir}-pg`,
              LOG_LEVEL: 'warn',
              E2E_FRESH: '1',
              E2E_POSTGRES: '1',
            },
          },
        ]
      : []),
  ],
});
