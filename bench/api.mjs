// `npm run bench:api`: search latency (p50/p95) and catalogue read throughput, uncached and cached,
// at the default scale and the top scale, on PGlite and (when available) PostgreSQL (decision 140).
// Loopback only, bounded in time. Results go to docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';
import { freshDatabase } from './lib/fresh-database.mjs';
import { startServer } from './lib/server-process.mjs';
import { machineLine, recordSection } from '../scripts/record.mjs';

const TOP = 'top';
const scales = (process.env.BENCH_SCALES ?? `1,${TOP}`).split(',');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_API_PORT ?? 4391);
const buildDir = process.env.BUILD_DIR ?? 'dist';
const searchTerms = ['insta360', 'hollyand', 'kamera', 'lark m2', 'microphone', 'gimbal', 'wireless', 'saramonic blink', 'mic', 'x4'];
const readPaths = [
  '/api/cms/v2/product/categories',
  '/api/cms/v2/product/brands',
  '/api/cms/v3/products/fetch?page=1',
  '/api/cms/v3/products/fetch?page=3&slug_brand=hollyland',
  '/api/cms/v3/products/find?slug=insta360-x4',
  '/api/cms/v2/product?page=2&sort_by_price=desc',
  '/api/cms/v2/trending_product',
  '/api/cms/v2/authorized_store?type=offline_store&province_id=31&per_page=50',
  // A browser navigation: index.html with the product's server-rendered head (decision 120).
  '/product-info/insta360-x4',
];

if (!fs.existsSync(`${buildDir}/server/main.js`)) execFileSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
// The HTML route needs the web build (index.html + the route meta it carries).
if (!fs.existsSync(`${buildDir}/web/.seo/route-meta.json`)) execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function searchLatency(url) {
  const times = [];
  for (let round = 0; round < 25; round++) {
    for (const q of searchTerms) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/cms/v2/product/search?q=${encodeURIComponent(q)}&size=21`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`search ${q}: ${res.status}`);
      if (round >= 3) times.push(performance.now() - t0); // first rounds warm up
    }
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), n: times.length };
}

async function throughput(url) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    requests: readPaths.map((p) => ({ method: 'GET', path: p })),
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function prepare(kind, scale, pgServer) {
  const arg = scale === TOP ? 'top' : scale;
  if (kind === 'pglite') {
    const dir = path.join(os.tmpdir(), `denka-bench-${arg}`);
    if (!fs.existsSync(path.join(dir, 'db'))) {
      execFileSync('npm', ['run', '--silent', 'seed', '--', '--scale', String(arg), '--data-dir', dir], { stdio: 'inherit' });
    }
    return { DATA_DIR: dir, DATABASE_URL: '' };
  }
  const url = new URL(await freshDatabase(pgServer.url, `denka_bench_${arg}`));
  execFileSync('npm', ['run', '--silent', 'seed', '--', '--scale', String(arg)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  return { DATABASE_URL: url.toString(), DATA_DIR: path.join(os.tmpdir(), 'denka-bench-unused') };
}

const pgServer = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: async () => {} }
  : await startThrowawayPostgres().catch(() => undefined);
const kinds = pgServer ? ['pglite', 'postgres'] : ['pglite'];
const rows = [];
try {
  for (const kind of kinds) {
    for (const scale of scales) {
      const env = await prepare(kind, scale, pgServer);
      const uncached = await startServer({ port, env: { ...env, API_CACHE_TTL_MS: '0' } });
      const search = await searchLatency(uncached.url);
      const cold = await throughput(uncached.url);
      await uncached.stop();
      const cachedServer = await startServer({ port, env: { ...env, API_CACHE_TTL_MS: '60000' } });
      const warm = await throughput(cachedServer.url);
      await cachedServer.stop();
      const row = { kind, scale: scale === TOP ? 'top (×70)' : `×${scale}`, search, cold, warm };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await pgServer?.stop();
}

const f = (n) => n.toFixed(1);
const table = [
  '| database | scale | search p50 | search p95 | uncached reads | cached reads | cached p99 | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.kind} | ${r.scale} | ${f(r.search.p50)} ms | ${f(r.search.p95)} ms | ${Math.round(r.cold.rps)} req/s | ${Math.round(r.warm.rps)} req/s | ${r.warm.p99} ms | ${r.cold.errors + r.warm.errors} |`,
  ),
].join('\n');
recordSection(
  'bench-api',
  `## API (\`npm run bench:api\`)

${machineLine()}

Search: ${searchTerms.length} terms × 22 rounds, sequential, over HTTP with the cache off (\`API_CACHE_TTL_MS=0\`).
Reads: autocannon, 20 connections, ${seconds} s, a mix of ${readPaths.length - 1} catalogue/dealer reads and one product page's HTML; "uncached" with
the cache off, "cached" with it on. Top scale = \`npm run seed -- --scale top\` (10,640 products, 13,230 dealers,
5,280 articles). Targets: search p95 ≤ 15 ms at top scale; cached GET ≥ 6,000 req/s.

${table}`,
);
console.log(table);
