// `npm run bench:dealers` (under the heavy lock): "nearest three carrying product X" at the seed's top scale
// (13,230 dealers), uncached, on PGlite and PostgreSQL 15 (a throwaway cluster when installed, or
// BENCH_DATABASE_URL). Per database: a fresh seeded top-scale database, best sellers listed by every dealer of
// their brand (bench/lib/dealers-prepare.mjs), the production server with API_CACHE_TTL_MS=0, then sequential
// timed requests over loopback — each product in turn, from origins spread around the cities that have dealers:
//  - v2/product_dealers?product&lat&lng&limit=10 (what the product page asks: ten candidates, the device shows
//    three, open now first), for typical products and for the best sellers (thousands of carriers);
//  - v2/product_dealers/stock?product (the offline copy's list of every carrier), the same two groups.
// Target: nearest p95 ≤ 20 ms on both databases. Writes the `bench-dealers` section of docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { requestPlan, summarize } from './lib/latency.mjs';
import { freshDatabase } from './lib/fresh-database.mjs';
import { startServer } from './lib/server-process.mjs';

const PORT = Number(process.env.BENCH_DEALERS_PORT ?? 4393);
const REQUESTS = Number(process.env.BENCH_DEALERS_REQUESTS ?? 1000);
const WARMUP = 100;
const TYPICAL_PRODUCTS = 300;
const CANDIDATES = 10; // src/features/catalogue/api/get-product-dealers.ts
const TARGET_MS = 20;
const buildDir = process.env.BUILD_DIR ?? 'dist';

if (!fs.existsSync(`${buildDir}/server/main.js`)) execFileSync('npm', ['run', 'build:server'], { stdio: 'inherit' });

const seedTop = (env) =>
  execFileSync('npm', ['run', '--silent', 'seed', '--', '--scale', 'top', ...(env.DATA_DIR ? ['--data-dir', env.DATA_DIR] : [])], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL ?? '' },
  });
const prepare = (env) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', './build/register.mjs', 'bench/lib/dealers-prepare.mjs'], {
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL ?? '', DATA_DIR: env.DATA_DIR ?? '' },
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    }),
  );

async function databaseFor(kind, pgServer) {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-bench-dealers-'));
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const url = await freshDatabase(pgServer.url, 'denka_bench_dealers');
  return { env: { DATABASE_URL: url, DATA_DIR: path.join(os.tmpdir(), 'denka-bench-unused') }, drop: async () => {} };
}

async function timed(base, paths) {
  const times = [];
  for (const [i, p] of paths.entries()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/cms/${p}`);
    const body = await res.json();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (i >= WARMUP) times.push(ms);
  }
  return summarize(times);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(kind, pgServer) {
  const db = await databaseFor(kind, pgServer);
  try {
    seedTop(db.env);
    const data = prepare(db.env);
    const typical = data.carried.filter((c) => !c.best_seller);
    const best = data.carried.filter((c) => c.best_seller);
    // A fixed, spread-out sample of the typical products (every n-th by id), all the best sellers.
    const step = Math.max(1, Math.floor(typical.length / TYPICAL_PRODUCTS));
    const sample = typical.filter((_, i) => i % step === 0).slice(0, TYPICAL_PRODUCTS);
    const origins = data.origins.map((o) => ({ lat: Number(o.lat), lng: Number(o.lng) }));
    const nearest = (products, seed) =>
      requestPlan({ products: products.map((p) => p.slug), origins, count: REQUESTS + WARMUP, seed }).map(
        (r) => `v2/product_dealers?product=${r.product}&lat=${r.lat}&lng=${r.lng}&limit=${CANDIDATES}`,
      );
    const stock = (products, seed) =>
      requestPlan({ products: products.map((p) => p.slug), origins, count: Math.min(REQUESTS, 400) + WARMUP, seed }).map(
        (r) => `v2/product_dealers/stock?product=${r.product}`,
      );
    const server = await startServer({ port: PORT, env: { ...db.env, API_CACHE_TTL_MS: '0', LOG_LEVEL: 'error' } });
    try {
      const result = {
        kind,
        ranAt: machineLine(),
        counts: data.counts,
        carriers: {
          typical: {
            products: typical.length,
            median: median(typical.map((c) => c.carriers)),
            max: Math.max(...typical.map((c) => c.carriers)),
          },
          best: { products: best.length, median: median(best.map((c) => c.carriers)), max: Math.max(...best.map((c) => c.carriers)) },
        },
        nearestTypical: await timed(server.url, nearest(sample, 1)),
        nearestBest: await timed(server.url, nearest(best, 2)),
        stockTypical: await timed(server.url, stock(sample, 3)),
        stockBest: await timed(server.url, stock(best, 4)),
      };
      console.log(JSON.stringify(result));
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

const kinds = (process.env.BENCH_DEALERS_DATABASES ?? 'pglite,postgres').split(',');
const pgServer = !kinds.includes('postgres')
  ? undefined
  : process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: async () => {} }
    : await startThrowawayPostgres().catch(() => undefined);
const results = [];
try {
  for (const kind of kinds) {
    if (kind === 'postgres' && !pgServer) {
      console.warn('No PostgreSQL (install 15 or set BENCH_DATABASE_URL): PGlite only.');
      continue;
    }
    results.push(await measure(kind, pgServer));
  }
} finally {
  await pgServer?.stop();
}

const f = (n) => `${n.toFixed(1)} ms`;
const cell = (s) => `${f(s.p50)} / **${f(s.p95)}** / ${f(s.max)}`;
const verdict = (r) => (Math.max(r.nearestTypical.p95, r.nearestBest.p95) <= TARGET_MS ? 'met' : '**not met**');
const table = [
  '| database | measured | dealers (spots) | listings | nearest, typical product | nearest, best seller | every carrier, typical | every carrier, best seller | nearest p95 ≤ 20 ms |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.kind} | ${r.ranAt.replace(/ · \d+ × .* · load/, ', load')} | ${r.counts.dealers} (${r.counts.spots}) | ${r.counts.listings} | ${cell(r.nearestTypical)} | ${cell(r.nearestBest)} | ${cell(r.stockTypical)} | ${cell(r.stockBest)} | ${verdict(r)} |`,
  ),
].join('\n');
const c = results[0]?.carriers;
const markdown = `## Nearest dealers carrying a product (\`npm run bench:dealers\`)

${machineLine()}

Top scale (\`npm run seed -- --scale top\`: 13,230 offline dealers, each copy up to 0.05° from its original),
fresh per database, with the best sellers — the ${c?.best.products ?? '?'} trending products — listed by every dealer
authorised for their brand (median ${c?.best.median ?? '?'} carriers, up to ${c?.best.max ?? '?'}); the other
${c?.typical.products ?? '?'} listed products have a median of ${c?.typical.median ?? '?'} carriers (up to
${c?.typical.max ?? '?'}), ${TYPICAL_PRODUCTS} of them asked for. Production server, \`API_CACHE_TTL_MS=0\`
(uncached), sequential requests over loopback after ${WARMUP} warm-up ones, each product in turn from an origin up to
0.1° around a city that has dealers. "Nearest" is \`v2/product_dealers?…&limit=${CANDIDATES}\` (what the product
page asks; it shows three, open now first): ${REQUESTS} requests per group. "Every carrier" is
\`v2/product_dealers/stock\` (the offline copy), ${Math.min(REQUESTS, 400)} per group. Cells: p50 / **p95** / worst.
Target: nearest p95 ≤ ${TARGET_MS} ms on both databases.

${table}
`;
recordSection('bench-dealers', markdown);
console.log(markdown);
