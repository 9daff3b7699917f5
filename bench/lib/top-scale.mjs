// Our API at top scale for the peer benchmarks (bench/peer.mjs, bench/facets.mjs): a PostgreSQL 15 in the peer's
// scratch folder, the top-scale seed on it and in a PGlite data directory, the working tree's server bundled as
// for production, and that server as a child process, uncached.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PGBIN = '/usr/lib/postgresql/15/bin';

/**
 * PostgreSQL 15 in `root`/pgdata on `port`, started with every inherited descriptor beyond stdio closed: a
 * postmaster started under `flock` would otherwise hold the benchmark lock until it stops. Returns its stop
 * (nothing to stop when it was already running).
 */
export function startPostgres(root, port) {
  const data = path.join(root, 'pgdata');
  const running = () => {
    try {
      execFileSync('runuser', ['-u', 'postgres', '--', `${PGBIN}/pg_ctl`, '-D', data, 'status'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.mkdirSync(path.join(root, 'pgrun'), { recursive: true });
    fs.mkdirSync(data, { recursive: true });
    execFileSync('chown', ['postgres:postgres', data, path.join(root, 'pgrun')]);
    fs.chmodSync(data, 0o700);
    execFileSync(
      'runuser',
      ['-u', 'postgres', '--', `${PGBIN}/initdb`, '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8'],
      { stdio: 'ignore' },
    );
  }
  if (running()) {
    const listening = fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
    if (listening !== String(port)) throw new Error(`PostgreSQL in ${data} already runs on port ${listening}, not ${port}: set PGPORT`);
    return () => {};
  }
  const closeFds = 'for f in /proc/$$/fd/*; do n=${f##*/}; [ "$n" -gt 2 ] 2>/dev/null && eval "exec $n>&-"; done; ';
  execFileSync(
    'bash',
    [
      '-c',
      `${closeFds}exec runuser -u postgres -- ${PGBIN}/pg_ctl -D ${data} -l ${root}/pgrun/pg.log -w start -o "-p ${port} -k ${root}/pgrun -c listen_addresses=127.0.0.1"`,
    ],
    { stdio: 'ignore' },
  );
  return () =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${PGBIN}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
}

/** The database `denka` (`pgUrl(name)` names one) and the PGlite directory, each seeded at top scale once. */
export async function ensureSeeded(pgUrl, pgliteDir) {
  const admin = new pg.Client({ connectionString: pgUrl('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'denka'`);
  if (!rowCount) await admin.query('create database denka');
  await admin.end();
  const db = new pg.Client({ connectionString: pgUrl('denka') });
  await db.connect();
  const products = await db
    .query(`select count(*)::int as n from information_schema.tables where table_name = 'products'`)
    .then(async (r) => (r.rows[0].n ? (await db.query('select count(*)::int as n from products')).rows[0].n : 0));
  await db.end();
  const seed = (env, args = []) =>
    execFileSync('npm', ['run', '--silent', 'seed', '--', '--scale', 'top', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  if (products === 0) seed({ DATABASE_URL: pgUrl('denka') });
  if (!fs.existsSync(path.join(pgliteDir, 'db'))) seed({ DATABASE_URL: '' }, ['--data-dir', pgliteDir]);
}

/**
 * Our server as production runs it: the working tree's sources bundled by scripts/build-server.mjs into a folder
 * of our own (dist/ belongs to whoever built last); inside node_modules so its packages resolve.
 */
export function buildOurServer(repo, name) {
  const buildDir = path.join(repo, 'node_modules', '.cache', name);
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } });
  return buildDir;
}

/** Our server, uncached, as its own process (stopped by its pid). */
export async function startOurs(buildDir, env, port) {
  const child = spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_CACHE_TTL_MS: '0',
      SECRET: 'bench-peer-secret-0123456789abcdef0123456789',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i > 1200) throw new Error('server did not start in 120 s');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A process's resident memory now and at its peak, MiB. */
export const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};
