// `npm run bench:peer` (decision 140): the same three read scenarios against a stock headless
// CMS (Directus, installed by ../shared/peer/run-peer.sh into a scratch folder — never into this project) and
// against our API at top scale on the same PostgreSQL 15, on PGlite, and as two processes behind a local
// round-robin proxy; uncached (API_CACHE_TTL_MS=0), 50 connections, 10 s per scenario. Writes the table,
// ratios, search latency and server RSS into docs/benchmarks.md. Run it under the heavy lock:
//   flock /tmp/denka-heavy.lock npm run bench:peer
// Env: PEER_ROOT (default $TMPDIR/peer-cms), PEER=0 (skip Directus; ours only, nothing recorded), PEER_DIR,
//      PGPORT (25432), BENCH_PEER_PORT (4395).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';
import { buildOurServer, ensureSeeded, rssMb, startOurs, startPostgres } from './lib/top-scale.mjs';
import { machineLine, recordSection } from '../scripts/record.mjs';

const execFileAsync = promisify(execFile);
const repo = process.cwd();
// PEER_DIR: the peer folder when this checkout is not beside ../shared (a worktree elsewhere).
const peerDir = process.env.PEER_DIR ?? path.resolve(repo, '..', 'shared', 'peer');
const root = process.env.PEER_ROOT ?? path.join(os.tmpdir(), 'peer-cms');
const runPeer = process.env.PEER !== '0' && fs.existsSync(path.join(peerDir, 'run-peer.sh'));
// Below Linux's ephemeral range (32768–60999): on a busy machine a client's outgoing connection held 55432 (the
// peer script's own default) twice in one session, and PostgreSQL could not listen.
const pgPort = Number(process.env.PGPORT ?? 25432);
const port = Number(process.env.BENCH_PEER_PORT ?? 4395);
const pgUrl = (db) => `postgres://postgres@127.0.0.1:${pgPort}/${db}`;
const pgliteDir = path.join(root, 'denka-pglite-top');
const only = (process.env.BENCH_PEER_ONLY ?? 'postgres,pglite,pgliteWorker,pair').split(',');

if (!fs.existsSync(peerDir)) console.log(`No ${peerDir}: the peer CMS is not measured; ours only, nothing recorded.`);

const buildDir = buildOurServer(repo, 'bench-peer');

const autocannonPath = fs.existsSync(path.join(root, 'bench/node_modules/autocannon'))
  ? path.join(root, 'bench/node_modules/autocannon')
  : path.join(repo, 'node_modules/autocannon');
const benchScript = fs.existsSync(path.join(peerDir, 'scripts/bench.mjs')) ? path.join(peerDir, 'scripts/bench.mjs') : null;

/**
 * The peer's own bench.mjs against our API with the scenarios its ours-scenarios.mjs builds. Asynchronous:
 * the pair's proxy runs in this process and must keep answering while the benchmark runs.
 */
async function benchOurs(url) {
  const scenarios = path.join(os.tmpdir(), `bench-peer-ours-${process.pid}.json`);
  fs.writeFileSync(
    scenarios,
    (await execFileAsync(process.execPath, [path.join(peerDir, 'scripts/ours-scenarios.mjs'), url], { encoding: 'utf8' })).stdout,
  );
  const { stdout: out } = await execFileAsync(process.execPath, [benchScript, url, scenarios], {
    encoding: 'utf8',
    env: { ...process.env, AUTOCANNON: autocannonPath },
    maxBuffer: 1 << 26,
  });
  process.stdout.write(out);
  return JSON.parse(
    out
      .split('\n')
      .find((l) => l.startsWith('JSON '))
      .slice(5),
  );
}

if (!benchScript) {
  console.log('The peer benchmark scripts are missing; nothing to compare with.');
  process.exit(0);
}

const stopPostgres = startPostgres(root, pgPort);
const results = {};

try {
  await ensureSeeded(pgUrl, pgliteDir);
  if (runPeer) {
    console.log('\n== peer: Directus 12.4.0 on PostgreSQL 15 (../shared/peer/run-peer.sh)');
    const peerText = execFileSync('bash', [path.join(peerDir, 'run-peer.sh')], {
      encoding: 'utf8',
      env: { ...process.env, PEER_ROOT: root, PGPORT: String(pgPort), KEEP: '0' },
      maxBuffer: 1 << 26,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    process.stdout.write(peerText);
    results.peer = JSON.parse(
      peerText
        .split('\n')
        .find((l) => l.startsWith('JSON '))
        .slice(5),
    );
    results.peerRss = peerText.match(/RSS after bench: directus (\d+) MiB/)?.[1];
  }
  // PGlite twice: in the server's thread (the default) and on a worker thread of its own (decision 001).
  const runs = {
    postgres: { DATABASE_URL: pgUrl('denka') },
    pglite: { DATABASE_URL: '', DATA_DIR: pgliteDir, PGLITE_THREAD: 'main' },
    pgliteWorker: { DATABASE_URL: '', DATA_DIR: pgliteDir, PGLITE_THREAD: 'worker' },
  };
  for (const [kind, env] of Object.entries(runs)) {
    if (!only.includes(kind)) continue;
    console.log(`\n== ours on ${kind}, top scale, uncached`);
    const server = await startOurs(buildDir, env, port);
    try {
      const idle = rssMb(server.pid);
      results[kind] = await benchOurs(server.url);
      results[`${kind}Rss`] = { idle: idle.rss, ...rssMb(server.pid) };
      console.log(`RSS: idle ${idle.rss} MiB, after ${results[`${kind}Rss`].rss} MiB, peak ${results[`${kind}Rss`].peak} MiB`);
    } finally {
      await server.stop();
    }
  }
  if (only.includes('pair')) {
    console.log('\n== ours: two processes on one PostgreSQL behind a round-robin proxy');
    const a = await startOurs(buildDir, { DATABASE_URL: pgUrl('denka') }, port);
    const b = await startOurs(buildDir, { DATABASE_URL: pgUrl('denka') }, port + 1);
    const proxy = await startRoundRobinProxy([a.url, b.url]);
    try {
      results.pair = await benchOurs(proxy.url);
      results.pairRss = [rssMb(a.pid).rss, rssMb(b.pid).rss];
    } finally {
      await proxy.close();
      await a.stop();
      await b.stop();
    }
  }
} finally {
  stopPostgres();
}

if (!results.peer) {
  console.log('\nNo peer figures (PEER=0 or no ../shared/peer): nothing recorded.');
  process.exit(0);
}

const r = results;
const ratio = (ours, peer) => (ours && peer ? `${(ours / peer).toFixed(1)}×` : '–');
const cell = (x, peer) =>
  x
    ? `${x.rps.toFixed(0)} req/s (${ratio(x.rps, peer.rps)}), p99 ${x.p99} ms, ${x.errors} errors, ${x.timeouts} timeouts${x.non2xx ? `, **${x.non2xx} non-2xx**` : ''}`
    : '–';
const peerCell = (x) => `${x.rps.toFixed(0)} req/s, p99 ${x.p99} ms, ${x.errors} errors, ${x.timeouts} timeouts`;
const names = {
  a: '(a) category list, price descending, pages 1–3, 12 per page',
  b: '(b) product by slug, 50 slugs',
  c: '(c) search, 5 terms, 21 per group',
};
const rows = ['a', 'b', 'c'].map(
  (k) =>
    `| ${names[k]} | ${peerCell(r.peer[k])} | ${cell(r.postgres?.[k], r.peer[k])} | ${cell(r.pglite?.[k], r.peer[k])} | ${cell(r.pgliteWorker?.[k], r.peer[k])} | ${cell(r.pair?.[k], r.peer[k])} |`,
);
const seq = (x) => (x?.c_sequential ? `${x.c_sequential.p50} / ${x.c_sequential.p95} ms` : '–');
const allRatios = ['postgres', 'pglite', 'pgliteWorker'].flatMap((kind) =>
  ['a', 'b', 'c'].map((k) => (r[kind]?.[k]?.rps ?? 0) / r.peer[k].rps),
);
const noFailures = ['postgres', 'pglite', 'pgliteWorker', 'pair'].every(
  (kind) => !r[kind] || ['a', 'b', 'c'].every((k) => r[kind][k].errors === 0 && r[kind][k].timeouts === 0 && r[kind][k].non2xx === 0),
);

recordSection(
  'bench-peer',
  `## Against a stock headless CMS (\`npm run bench:peer\`)

${machineLine()} (load average when the table was written)

One run of \`bench/peer.mjs\`, back to back under the heavy lock: ../shared/peer/run-peer.sh (Directus 12.4.0
installed into ${root}, never into the project; its 10,000 products / 2,000 dealers on PostgreSQL 15), then our API at
top scale (10,640 products, 13,230 dealers, 5,280 articles), the working tree's server bundled as for production, **uncached**
(\`API_CACHE_TTL_MS=0\`), on the same PostgreSQL 15, on PGlite (in the server's thread and on a worker thread), and as two processes on that PostgreSQL behind a
local round-robin proxy (\`bench/lib/round-robin-proxy.mjs\`). The same scenario shapes and the peer's own
\`bench.mjs\`: autocannon, 50 connections, 10 s per scenario after a 3 s warm-up, then 200 sequential searches.
Targets: every ratio ≥ 3× on both databases, 0 errors, 0 timeouts; search sequential p95 ≤ 10 ms.

| scenario | Directus 12.4 (PG 15) | ours on PG 15 | ours on PGlite (server's thread, the default) | ours on PGlite on a worker thread | ours, 2 processes on PG 15 behind a proxy |
|---|---|---|---|---|---|
${rows.join('\n')}
| (c) sequential, p50 / p95 | ${seq(r.peer)} | ${seq(r.postgres)} | ${seq(r.pglite)} | ${seq(r.pgliteWorker)} | ${seq(r.pair)} |

Lowest ratio: ${Math.min(...allRatios).toFixed(1)}× · errors/timeouts/non-2xx: ${noFailures ? 'none' : '**some — see the table**'}.

Server RSS at top scale (VmRSS after the run / peak VmHWM): PostgreSQL ${r.postgresRss ? `${r.postgresRss.rss} / ${r.postgresRss.peak} MiB (idle ${r.postgresRss.idle})` : '–'},
PGlite ${r.pgliteRss ? `${r.pgliteRss.rss} / ${r.pgliteRss.peak} MiB (idle ${r.pgliteRss.idle}; the database runs inside this process)` : '–'},
PGlite on a worker thread ${r.pgliteWorkerRss ? `${r.pgliteWorkerRss.rss} / ${r.pgliteWorkerRss.peak} MiB (idle ${r.pgliteWorkerRss.idle})` : '–'},
the pair ${r.pairRss ? r.pairRss.map((x) => `${x} MiB`).join(' + ') : '–'}; Directus ${r.peerRss ?? '–'} MiB. Target (PGlite) ≤ 450 MB.`,
);
console.log('\nrecorded in docs/benchmarks.md (bench-peer)');
