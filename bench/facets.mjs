// `npm run bench:facets` (decision 140): a category list with two specification filters and its facet counts,
// and the compare of four products, at top scale, uncached (API_CACHE_TTL_MS=0), 50 connections — our API on
// PostgreSQL 15 and on PGlite against Directus 12.4.0's filtered list of the same products (installed by
// ../shared/peer/run-peer.sh into the peer's scratch folder, never into this project). Directus gets our
// top-scale products (slug, name, description, brand, category, price) plus one typed, indexed column per
// attribute the scenarios filter by, loaded through its REST API, and answers the same filters as
// `filter[...]` with `meta=filter_count` (the list's total; it has no facet counts in the same request, so
// ours does more per request). Throughput at 50 connections (10 s after a 3 s warm-up), then latency one
// request at a time (SEQ requests per scenario). Writes the table into docs/benchmarks.md.
//   flock /tmp/denka-heavy.lock npm run bench:facets
// Env: PEER_ROOT (default $TMPDIR/peer-cms), PEER=0 (ours only, nothing recorded), PGPORT (25432),
//      BENCH_FACETS_PORT (4396), DIRECTUS_PORT (8056), DURATION (10), WARMUP (3), CONNECTIONS (50), SEQ (200),
//      BENCH_FACETS_ONLY (postgres,pglite).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { buildOurServer, ensureSeeded, startOurs, startPostgres } from './lib/top-scale.mjs';

const repo = process.cwd();
const root = process.env.PEER_ROOT ?? path.join(os.tmpdir(), 'peer-cms');
const pgPort = Number(process.env.PGPORT ?? 25432);
const port = Number(process.env.BENCH_FACETS_PORT ?? 4396);
const dxPort = Number(process.env.DIRECTUS_PORT ?? 8056);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SEQ = Number(process.env.SEQ ?? 200);
const only = (process.env.BENCH_FACETS_ONLY ?? 'postgres,pglite').split(',');
const pgliteDir = path.join(root, 'denka-pglite-top');
const directusDir = path.join(root, 'directus');
const node22 = path.join(root, 'node22/node_modules/.bin/node');
const runDirectus = process.env.PEER !== '0' && fs.existsSync(path.join(directusDir, 'node_modules/@directus/api/dist/cli/run.js'));
const require = createRequire(import.meta.url);
const autocannon = require(
  fs.existsSync(path.join(root, 'bench/node_modules/autocannon'))
    ? path.join(root, 'bench/node_modules/autocannon')
    : path.join(repo, 'node_modules/autocannon'),
);
/** Categories measured: the largest ones with a number and a choice (or yes/no) to filter by. */
const CATEGORIES = 3;
const PAGES = [1, 2];
const PER_PAGE = 12;

if (!runDirectus && process.env.PEER !== '0')
  console.log(`No Directus in ${directusDir}: run ../shared/peer/run-peer.sh once (it installs it); ours only, nothing recorded.`);

// ---------------------------------------------------------------- the scenarios, from our own data

/**
 * Per category two filters from its facets on an unfiltered first page: a number range around the middle of
 * its values and the most frequent single choice (or yes/no), kept only if both together leave ≥ PER_PAGE
 * products. Then ours' paths, Directus's equivalents and the columns Directus needs.
 */
async function buildScenarios(base, db) {
  const get = async (p) => {
    const r = await fetch(`${base}/api/cms/${p}`);
    if (!r.ok) throw new Error(`${p} -> ${r.status} ${(await r.text()).slice(0, 300)}`);
    return r.json();
  };
  const sizes = await db.query(
    `select c.slug, count(*)::int as n from products p join categories c on c.id = p.category_id group by c.slug order by n desc, c.slug`,
  );
  const picked = [];
  for (const { slug, n } of sizes.rows) {
    if (picked.length === CATEGORIES) break;
    const { facets } = await get(`v2/product?category=${slug}&facets=yes&per_page=1`);
    // A multiple choice is an array in `attrs`: Directus would need a JSON column; single choices only.
    const [{ attributes }] = (await db.query(`select attributes from categories where slug = $1`, [slug])).rows;
    const multiple = new Set(attributes.filter((d) => d.multiple).map((d) => d.key));
    const numbers = facets.filter((f) => f.type === 'number' && f.count >= n / 2 && f.max > f.min).sort((a, b) => b.count - a.count);
    const choices = facets
      .filter((f) => f.type !== 'number' && !multiple.has(f.key))
      .flatMap((f) => f.options.map((o) => ({ facet: f, option: o })))
      .sort((a, b) => b.option.count - a.option.count);
    for (const range of numbers) {
      const values = (
        await db.query(
          `select (p.attrs ->> $2)::numeric as v from products p join categories c on c.id = p.category_id
           where c.slug = $1 and jsonb_typeof(p.attrs -> $2) = 'number' order by v`,
          [slug, range.key],
        )
      ).rows.map((r) => Number(r.v));
      const min = values[Math.floor(values.length * 0.2)];
      const max = values[Math.floor(values.length * 0.8)];
      const choice = choices.find((c) => c.facet.key !== range.key);
      if (!choice || min === max) continue;
      const spec = [`${range.key}:${min}..${max}`, `${choice.facet.key}:${choice.option.value}`];
      const q = spec.map((s) => `spec=${encodeURIComponent(s)}`).join('&');
      const { products } = await get(`v2/product?category=${slug}&${q}&facets=yes&per_page=${PER_PAGE}`);
      if (products.total < PER_PAGE * PAGES.length) continue;
      picked.push({
        slug,
        size: n,
        range: { key: range.key, min, max },
        choice: { key: choice.facet.key, type: choice.facet.type, value: choice.option.value },
        q,
        total: products.total,
      });
      break;
    }
  }
  if (picked.length < CATEGORIES) throw new Error(`only ${picked.length} categories with a number and a choice to filter by`);
  // Four products of each category (spread over it) for the compare.
  const compare = [];
  for (const c of picked) {
    const slugs = (
      await db.query(`select p.slug from products p join categories cat on cat.id = p.category_id where cat.slug = $1 order by p.id`, [
        c.slug,
      ])
    ).rows.map((r) => r.slug);
    for (let k = 0; k < 4; k++) compare.push([0, 1, 2, 3].map((i) => slugs[Math.floor(((k * 4 + i) * slugs.length) / 16)]));
  }
  return { picked, compare };
}

const column = (key) => `a_${key.replaceAll('-', '_')}`;
const FIELDS = 'id,slug,name,description,brand,category,price';

function oursPaths({ picked, compare }) {
  return {
    facets: picked.flatMap((c) =>
      PAGES.map((p) => `/api/cms/v2/product?category=${c.slug}&${c.q}&facets=yes&sort_by_price=desc&page=${p}&per_page=${PER_PAGE}`),
    ),
    compare: compare.map((slugs) => `/api/cms/v2/product/compare?produk=${slugs.join(',')}`),
  };
}

function directusPaths({ picked, compare }) {
  const q = (o) => new URLSearchParams(o).toString();
  return {
    facets: picked.flatMap((c) =>
      PAGES.map(
        (page) =>
          `/items/products?${q({
            'filter[category][_eq]': c.slug,
            [`filter[${column(c.range.key)}][_between]`]: `${c.range.min},${c.range.max}`,
            [`filter[${column(c.choice.key)}][_eq]`]: c.choice.type === 'boolean' ? String(c.choice.value === 'yes') : c.choice.value,
            sort: '-price',
            limit: PER_PAGE,
            page,
            fields: FIELDS,
            meta: 'filter_count',
          })}`,
      ),
    ),
    compare: compare.map((slugs) => `/items/products?${q({ 'filter[slug][_in]': slugs.join(','), limit: 4, fields: '*' })}`),
  };
}

// ---------------------------------------------------------------- Directus with the same products

/** Directus on its own database of the same PostgreSQL: bootstrap, start, schema, public read, bulk load. */
async function startDirectus(db, scenarios) {
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query('drop database if exists directus_facets');
  await admin.query('create database directus_facets');
  await admin.end();
  const base = `http://127.0.0.1:${dxPort}`;
  const env = {
    ...process.env,
    PATH: `${path.dirname(node22)}:${process.env.PATH}`,
    HOST: '127.0.0.1',
    PORT: String(dxPort),
    PUBLIC_URL: base,
    SECRET: 'peer-cms-benchmark-secret-not-for-production-0123456789',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'peer-admin-pass',
    TELEMETRY: 'false',
    RATE_LIMITER_ENABLED: 'false',
    CACHE_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    MAX_PAYLOAD_SIZE: '20mb',
    DB_CLIENT: 'pg',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(pgPort),
    DB_DATABASE: 'directus_facets',
    DB_USER: 'postgres',
    DB_PASSWORD: 'unused',
  };
  // @directus/api's CLI directly: the `directus` wrapper checks for updates over the network first. Its cwd
  // has no .env (run-peer.sh writes one into the install folder; these variables are all it needs).
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-facets-directus-'));
  const run = path.join(directusDir, 'node_modules/@directus/api/dist/cli/run.js');
  execFileSync(node22, [run, 'bootstrap'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(node22, [run, 'start'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`Directus exited with ${child.exitCode}`);
    if (i > 600) throw new Error('Directus did not start in 60 s');
    if (
      await fetch(`${base}/server/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(cwd, { recursive: true, force: true });
  };
  try {
    await loadDirectus(base, db, scenarios);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: base, pid: child.pid, stop };
}

async function loadDirectus(base, db, { picked }) {
  let token;
  const api = async (method, p, body) => {
    const r = await fetch(base + p, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${p} -> ${r.status} ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : null;
  };
  token = (await api('POST', '/auth/login', { email: 'admin@example.com', password: 'peer-admin-pass' })).data.access_token;
  // The typed columns: every attribute a scenario filters by, indexed like category and price.
  const typed = new Map();
  for (const c of picked) {
    typed.set(c.range.key, 'number');
    typed.set(c.choice.key, c.choice.type);
  }
  const fields = [
    {
      field: 'id',
      type: 'integer',
      meta: { hidden: true, readonly: true, interface: 'input' },
      schema: { is_primary_key: true, has_auto_increment: true },
    },
    { field: 'slug', type: 'string', schema: { is_unique: true, is_nullable: false } },
    { field: 'name', type: 'string', schema: { is_nullable: false } },
    { field: 'description', type: 'text' },
    { field: 'brand', type: 'string', schema: { is_indexed: true } },
    { field: 'category', type: 'string', schema: { is_indexed: true } },
    { field: 'price', type: 'decimal', schema: { numeric_precision: 14, numeric_scale: 2, is_indexed: true } },
    ...[...typed].map(([key, type]) => ({
      field: column(key),
      type: type === 'number' ? 'float' : type === 'boolean' ? 'boolean' : 'string',
      schema: { is_indexed: true },
    })),
  ];
  const existing = new Set((await api('GET', '/collections')).data.map((c) => c.collection));
  if (existing.has('products')) await api('DELETE', '/collections/products');
  await api('POST', '/collections', { collection: 'products', meta: { icon: 'inventory_2' }, schema: {}, fields });
  const PUBLIC_POLICY = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17'; // Directus's built-in Public policy
  await api('POST', '/permissions', {
    policy: PUBLIC_POLICY,
    collection: 'products',
    action: 'read',
    fields: ['*'],
    permissions: {},
    validation: {},
  });
  const { rows } = await db.query(
    `select p.slug, p.name, p.description, p.price::text as price, b.slug as brand, c.slug as category, p.attrs
     from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id order by p.id`,
  );
  const want = { number: 'number', boolean: 'boolean', choice: 'string' };
  const items = rows.map(({ attrs, ...r }) => {
    const item = { ...r };
    for (const [key, type] of typed) item[column(key)] = typeof attrs?.[key] === want[type] ? attrs[key] : null;
    return item;
  });
  const t = Date.now();
  for (let i = 0; i < items.length; i += 1000) await api('POST', '/items/products?fields=id', items.slice(i, i + 1000));
  const analyze = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/directus_facets` });
  await analyze.connect();
  await analyze.query('analyze');
  await analyze.end();
  console.log(
    `Directus: ${items.length} products loaded in ${Date.now() - t} ms, typed columns ${[...typed.keys()].map(column).join(', ')}`,
  );
}

// ---------------------------------------------------------------- measuring

const totalOf = (body) => body?.products?.total ?? body?.meta?.filter_count;

async function measure(base, paths) {
  const out = {};
  for (const [name, list] of Object.entries(paths)) {
    const totals = [];
    for (const p of list) {
      const r = await fetch(base + p);
      const body = await r.json().catch(() => null);
      if (r.status !== 200) throw new Error(`${name}: ${p} -> ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
      totals.push(name === 'compare' ? (body.data?.products ?? body.data)?.length : totalOf(body));
    }
    let i = 0;
    const opts = (duration) => ({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: list[i++ % list.length] }) }],
    });
    if (WARMUP > 0) await autocannon(opts(WARMUP));
    const res = await autocannon(opts(DURATION));
    const lat = [];
    for (let k = 0; k < SEQ; k++) {
      const started = performance.now();
      const r = await fetch(base + list[k % list.length]);
      await r.arrayBuffer();
      lat.push(performance.now() - started);
    }
    lat.sort((a, b) => a - b);
    const pct = (q) => Number(lat[Math.min(lat.length - 1, Math.ceil(q * lat.length) - 1)].toFixed(1));
    out[name] = {
      rps: res.requests.average,
      p50c: res.latency.p50,
      p99c: res.latency.p99,
      errors: res.errors,
      timeouts: res.timeouts,
      non2xx: res.non2xx,
      p50: pct(0.5),
      p95: pct(0.95),
      totals,
    };
    console.log(
      `${name}: ${res.requests.average.toFixed(0)} req/s, p50 ${res.latency.p50} ms, p99 ${res.latency.p99} ms at ${CONNECTIONS} connections ` +
        `(errors ${res.errors}, timeouts ${res.timeouts}, non-2xx ${res.non2xx}); one at a time p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms; ` +
        `totals ${totals.join(' ')}`,
    );
  }
  return out;
}

// ---------------------------------------------------------------- the run

const buildDir = buildOurServer(repo, 'bench-facets');
const stopPostgres = startPostgres(root, pgPort);
const pgUrl = (db) => `postgres://postgres@127.0.0.1:${pgPort}/${db}`;
const results = {};
let scenarios;
const db = new pg.Client({ connectionString: pgUrl('denka') });
try {
  await ensureSeeded(pgUrl, pgliteDir);
  await db.connect();
  {
    const server = await startOurs(buildDir, { DATABASE_URL: pgUrl('denka') }, port);
    try {
      scenarios = await buildScenarios(server.url, db);
    } finally {
      await server.stop();
    }
  }
  for (const c of scenarios.picked)
    console.log(
      `${c.slug} (${c.size} products): spec=${c.range.key}:${c.range.min}..${c.range.max} & spec=${c.choice.key}:${c.choice.value} -> ${c.total}`,
    );
  if (runDirectus) {
    console.log(`\n== Directus 12.4.0 on PostgreSQL 15, the same products`);
    const dx = await startDirectus(db, scenarios);
    try {
      results.directus = await measure(dx.url, directusPaths(scenarios));
    } finally {
      await dx.stop();
    }
  }
  const runs = {
    postgres: { DATABASE_URL: pgUrl('denka') },
    pglite: { DATABASE_URL: '', DATA_DIR: pgliteDir },
  };
  for (const [kind, env] of Object.entries(runs)) {
    if (!only.includes(kind)) continue;
    console.log(`\n== ours on ${kind}, top scale, uncached`);
    const server = await startOurs(buildDir, env, port);
    try {
      results[kind] = await measure(server.url, oursPaths(scenarios));
    } finally {
      await server.stop();
    }
  }
} finally {
  await db.end().catch(() => {});
  stopPostgres();
}

// The same filters must find the same products in both.
const same = (a, b) => !a || !b || a.facets.totals.join() === b.facets.totals.join();
const agree = same(results.directus, results.postgres) && same(results.directus, results.pglite);
if (!agree) console.log('\n**The totals differ between Directus and ours**: not the same list.');

if (!results.directus) {
  console.log('\nNo Directus figures (PEER=0 or not installed): nothing recorded.');
  process.exit(0);
}

const r = results;
const ratio = (x, peer) => `${(x.rps / peer.rps).toFixed(1)}×`;
const failures = (x) => `${x.errors} errors, ${x.timeouts} timeouts${x.non2xx ? `, **${x.non2xx} non-2xx**` : ''}`;
const cell = (x, peer) =>
  x ? `${x.rps.toFixed(0)} req/s (${ratio(x, peer)}), p99 ${x.p99c} ms, ${failures(x)}; one at a time p50 ${x.p50} / p95 ${x.p95} ms` : '–';
const peerCell = (x) => `${x.rps.toFixed(0)} req/s, p99 ${x.p99c} ms, ${failures(x)}; one at a time p50 ${x.p50} / p95 ${x.p95} ms`;
const filters = scenarios.picked
  .map(
    (c) =>
      `\`${c.slug}\` (${c.size} products): \`spec=${c.range.key}:${c.range.min}..${c.range.max}\` and \`spec=${c.choice.key}:${c.choice.value}\` → ${c.total}`,
  )
  .join('; ');
const met = (kind) =>
  r[kind]
    ? `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: facets ${ratio(r[kind].facets, r.directus.facets)} (≥ 3×: ${r[kind].facets.rps >= 3 * r.directus.facets.rps ? 'met' : '**not met**'}), p95 ${r[kind].facets.p95} ms (≤ 25: ${r[kind].facets.p95 <= 25 ? 'met' : '**not met**'}); compare p95 ${r[kind].compare.p95} ms (≤ 15: ${r[kind].compare.p95 <= 15 ? 'met' : '**not met**'})`
    : '';

recordSection(
  'bench-facets',
  `## Filters by specification, facet counts and compare against a stock headless CMS (\`npm run bench:facets\`)

${machineLine()} (load average when the table was written)

One run of \`bench/facets.mjs\`, back to back under the heavy lock: Directus 12.4.0 (installed by ../shared/peer/run-peer.sh into
${root}) on PostgreSQL 15 with our top-scale products loaded through its REST API (10,640: slug, name, description, brand,
category, price, and one indexed typed column per attribute filtered by), then our API at top scale, the working tree's server
bundled as for production, **uncached** (\`API_CACHE_TTL_MS=0\`), on the same PostgreSQL 15 and on PGlite. The three largest
categories with a number and a choice to filter by, two filters each (a number range over the middle 60 % of the category's
values and its most frequent single choice or yes/no): ${filters}. Pages ${PAGES.join(' and ')}, ${PER_PAGE} per page, price
descending. Ours: \`v2/product?category&spec&spec&facets=yes\` (page, total and every filterable attribute's counts in one
statement); Directus: \`/items/products\` with \`filter[…]\` and \`meta=filter_count\` (page and total; facet counts would
cost it one \`aggregate\`/\`groupBy\` request per attribute). Compare: \`v2/product/compare?produk=\` four products of one
category (12 sets); Directus: \`filter[slug][_in]\` of the same four. autocannon, ${CONNECTIONS} connections, ${DURATION} s per
scenario after a ${WARMUP} s warm-up, then ${SEQ} requests one at a time (p50 / p95). The totals ${agree ? 'agree' : '**differ**'} between Directus and ours.
Targets: facets ≥ 3× Directus on both databases, p95 one at a time ≤ 25 ms; compare of 4 p95 ≤ 15 ms.

| scenario | Directus 12.4 (PG 15) | ours on PG 15 | ours on PGlite |
|---|---|---|---|
| category list, two spec filters${' '}+ counts | ${peerCell(r.directus.facets)} | ${cell(r.postgres?.facets, r.directus.facets)} | ${cell(r.pglite?.facets, r.directus.facets)} |
| compare of 4 | ${peerCell(r.directus.compare)} | ${cell(r.postgres?.compare, r.directus.compare)} | ${cell(r.pglite?.compare, r.directus.compare)} |

${[met('postgres'), met('pglite')].filter(Boolean).join(' · ')}.`,
);
console.log('\nrecorded in docs/benchmarks.md (bench-facets)');
