// `npm run bench:studio-lists` (docs/decisions/250-staff-studio.md): the studio's lists at the top scale — the
// products (10,640) and the dealers (13,230 and more) of `npm run seed -- --scale top` — paged, searched and
// filtered as staff use them, one request at a time, on PostgreSQL 15 and on PGlite. Target: p95 ≤ 150 ms API time
// (measured at the client over loopback, so it includes HTTP and JSON). The top-scale databases are the peer
// benchmarks' (bench/lib/top-scale.mjs: a PostgreSQL 15 in the peer's scratch folder and a PGlite directory, each
// seeded once); an administrator is created in each with `npm run staff -- create-admin`. Writes its table into
// docs/benchmarks.md.
//   flock /tmp/denka-heavy.lock npm run bench:studio-lists
// Env: PEER_ROOT (default $TMPDIR/peer-cms), PGPORT (25432), BENCH_STUDIO_PORT (4398), SEQ (200),
//      BENCH_STUDIO_ONLY (postgres,pglite).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { buildOurServer, ensureSeeded, startOurs, startPostgres } from './lib/top-scale.mjs';

const repo = process.cwd();
const root = process.env.PEER_ROOT ?? path.join(os.tmpdir(), 'peer-cms');
const pgPort = Number(process.env.PGPORT ?? 25432);
const port = Number(process.env.BENCH_STUDIO_PORT ?? 4398);
const SEQ = Number(process.env.SEQ ?? 200);
const WARMUP = 20;
const TARGET_MS = 150;
const only = (process.env.BENCH_STUDIO_ONLY ?? 'postgres,pglite').split(',');
const pgliteDir = path.join(root, 'denka-pglite-top');
const pgUrl = (db) => `postgres://postgres@127.0.0.1:${pgPort}/${db}`;
const ADMIN = { email: 'bench-studio@bench.test', password: 'Bench-studio-lists-Passw0rd-7' };

/** The lists measured: each a name and the query of request i (pages cycle so the database is not asked the same). */
const SCENARIOS = [
  { name: 'products, newest first, pages 1–20', path: (i) => `products?page=${(i % 20) + 1}` },
  { name: 'products, a deep page (150–199 of 213)', path: (i) => `products?page=${150 + (i % 50)}` },
  {
    name: 'products, by title, columns brand, category, price',
    path: (i) => `products?page=${(i % 10) + 1}&sort=title&cols=brand_id,category_id,price`,
  },
  { name: 'products, search "lark"', path: (i) => `products?q=lark&page=${(i % 3) + 1}` },
  { name: 'products, one brand, published', path: (i) => `products?ref=brand_id:${(i % 5) + 1}&status=published` },
  { name: 'products, English missing', path: (i) => `products?missing_en=yes&page=${(i % 5) + 1}` },
  { name: 'dealers, newest first, pages 1–20', path: (i) => `dealers?page=${(i % 20) + 1}` },
  { name: 'dealers, search "jakarta"', path: (i) => `dealers?q=jakarta&page=${(i % 5) + 1}` },
  { name: 'dealers, not confirmed in 90 days', path: (i) => `dealers?unconfirmed=yes&page=${(i % 5) + 1}` },
];

function createAdmin(env) {
  const result = spawnSync('npm', ['run', '-s', 'staff', '--', 'create-admin', '--email', ADMIN.email, '--name', 'Bench Studio'], {
    input: `${ADMIN.password}\n`,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const out = result.stdout + result.stderr;
  if (result.status !== 0 && !out.includes('exists already')) throw new Error(`staff create-admin exited ${result.status}: ${out}`);
}

async function login(base) {
  const res = await fetch(`${base}/api/cms/studio/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(base, cookie) {
  const rows = [];
  for (const scenario of SCENARIOS) {
    const get = async (i) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/cms/studio/collections/${scenario.path(i)}`, { headers: { cookie } });
      const body = await res.json();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${scenario.name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return { ms, total: body.total ?? body.meta?.total };
    };
    for (let i = 0; i < WARMUP; i++) await get(i);
    const times = [];
    let total;
    for (let i = 0; i < SEQ; i++) {
      const r = await get(i);
      times.push(r.ms);
      total ??= r.total;
    }
    times.sort((a, b) => a - b);
    const row = { name: scenario.name, total, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
    console.log(`  ${row.name}: ${row.total} rows, p50 ${row.p50.toFixed(1)} / p95 ${row.p95.toFixed(1)} / max ${row.max.toFixed(1)} ms`);
    rows.push(row);
  }
  return rows;
}

const stopPostgres = startPostgres(root, pgPort);
const results = {};
try {
  await ensureSeeded(pgUrl, pgliteDir);
  const buildDir = buildOurServer(repo, 'bench-studio-lists');
  const runs = { postgres: { DATABASE_URL: pgUrl('denka') }, pglite: { DATABASE_URL: '', DATA_DIR: pgliteDir } };
  for (const [kind, env] of Object.entries(runs)) {
    if (!only.includes(kind)) continue;
    console.log(`\n== the studio's lists on ${kind}, top scale`);
    createAdmin(env);
    const server = await startOurs(buildDir, env, port);
    try {
      results[kind] = await measure(server.url, await login(server.url));
    } finally {
      await server.stop();
    }
  }
} finally {
  stopPostgres();
}

if (only.length === 2) {
  const cell = (r) => `${r.p50.toFixed(1)} / **${r.p95.toFixed(1)}** / ${r.max.toFixed(0)} ms`;
  const worst = (kind) => Math.max(...results[kind].map((r) => r.p95));
  const verdict = (kind) =>
    `${kind} worst p95 ${worst(kind).toFixed(1)} ms (≤ ${TARGET_MS}: ${worst(kind) <= TARGET_MS ? 'met' : '**not met**'})`;
  recordSection(
    'bench-studio-lists',
    `
## The studio's lists at top scale (\`npm run bench:studio-lists\`)

${machineLine()} (load average when the table was written)

\`bench/studio-lists.mjs\` under the heavy lock: the production server bundled from the working tree, the top-scale
databases of the peer benchmarks (10,640 products, 13,230+ dealers), an administrator's session, ${SEQ} requests one
at a time per list after ${WARMUP} warm-up ones, pages cycling. Cells: p50 / **p95** / worst, measured at the client
over loopback (HTTP and JSON included). Target: p95 ≤ ${TARGET_MS} ms.

| list | rows | PostgreSQL 15 | PGlite |
|---|---|---|---|
${results.postgres.map((r, i) => `| ${r.name} | ${r.total} | ${cell(r)} | ${cell(results.pglite[i])} |`).join('\n')}

${verdict('postgres')} · ${verdict('pglite')}.
`,
  );
}
