// `npm run bench:load`: (1) autocannon, 200 connections for 60 s on loopback over a mix of catalogue
// reads, searches and contact-form posts (each with its own Idempotency-Key); (2) the crash test:
// kill -9 the server during 100 form submissions, restart it on the same data, and check that every
// submission that got a 201 is there. Results in docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { startServer } from './lib/server-process.mjs';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 4315);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CRASH_SUBMISSIONS = 100;
// One client address sends everything here, so the per-client form limit (10/min) is lifted for the run.
const ENV = { FORM_RATE_LIMIT_PER_MIN: '100000', LOG_LEVEL: 'error' };

const READS = [
  '/api/cms/v2/product/categories',
  '/api/cms/v2/product/brands',
  '/api/cms/v2/product?page=1&size=12',
  '/api/cms/v2/product?category=action-camera&page=1&size=12',
  '/api/cms/v3/products/find?slug=insta360-x5',
  '/api/cms/v2/authorized_store',
  '/api/cms/v2/service_center',
  '/api/cms/v2/trending_product',
];
const SEARCHES = ['insta360', 'hollyland', 'mikrofon', 'kamera', 'lark', 'gimbal', 'saramonic', 'lensa'];
const contact = (n) =>
  JSON.stringify({
    type: 'contact',
    name: `Beban Uji ${n}`,
    email: `uji${n}@example.co.id`,
    phone: '0812-3456-7890',
    notes: `Pesan uji beban ${n}.`,
  });

function pct(histogram, p) {
  return histogram[`p${p}`] ?? histogram[`p${String(p).replace('.', '_')}`];
}

async function loadTest(url) {
  let n = 0;
  const counts = { read: 0, search: 0, form: 0 };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const roll = i % 20; // 14 reads : 5 searches : 1 form post
          if (roll < 14) {
            counts.read++;
            return { ...req, method: 'GET', path: READS[i % READS.length] };
          }
          if (roll < 19) {
            counts.search++;
            return { ...req, method: 'GET', path: `/api/cms/v2/product/search?q=${SEARCHES[i % SEARCHES.length]}&size=21` };
          }
          counts.form++;
          return {
            ...req,
            method: 'POST',
            path: '/api/cms/v2/inquiry/store',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: contact(i),
          };
        },
      },
    ],
  });
  return { result, counts };
}

async function submit(url, key, body) {
  const res = await fetch(`${url}/api/cms/v2/inquiry/store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

async function crashTest(dataDir) {
  let server = await startServer({ port: PORT, env: { ...ENV, DATA_DIR: dataDir } });
  const sent = Array.from({ length: CRASH_SUBMISSIONS }, (_, i) => ({ key: randomUUID(), body: contact(10_000 + i) }));
  const answers = new Map();
  let next = 0;
  let killedAfter = -1;
  const worker = async () => {
    while (next < sent.length) {
      const item = sent[next++];
      try {
        const r = await submit(server.url, item.key, item.body);
        answers.set(item.key, r);
      } catch {
        answers.set(item.key, { status: 0, json: null }); // connection refused/reset: no answer
      }
      if (killedAfter < 0 && answers.size >= 40) {
        killedAfter = answers.size;
        await server.stop('SIGKILL'); // kill -9, mid-stream: other workers' requests are in flight
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  server = await startServer({ port: PORT, env: { ...ENV, DATA_DIR: dataDir } });
  const successes = [...answers.entries()].filter(([, r]) => r.status === 201);
  let present = 0;
  const missing = [];
  try {
    // The same key returns the first answer when the submission is stored; a lost one would get a new reference.
    for (const [key, first] of successes) {
      const again = await submit(server.url, key, sent.find((s) => s.key === key).body);
      if (again.status === 201 && again.json?.data?.reference === first.json?.data?.reference) present++;
      else missing.push(key);
    }
  } finally {
    await server.stop();
  }
  return {
    killedAfter,
    successes: successes.length,
    noAnswer: [...answers.values()].filter((r) => r.status === 0).length,
    present,
    missing,
  };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-bench-load-'));
let load;
let crash;
try {
  const server = await startServer({ port: PORT, env: { ...ENV, DATA_DIR: path.join(tmp, 'load') } });
  try {
    load = await loadTest(server.url);
  } finally {
    await server.stop();
  }
  crash = await crashTest(path.join(tmp, 'crash'));
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

const r = load.result;
const markdown = `## Load and crash (\`npm run bench:load\`)

${machineLine()}

Production build on a fresh seeded PGlite data directory, loopback only, API read cache on (default 10 s).
autocannon: ${CONNECTIONS} connections for ${DURATION} s; per 20 requests 14 catalogue/dealer reads (8 endpoints),
5 product searches (8 terms) and 1 contact-form POST with its own Idempotency-Key (JSON). The per-client form
limit is lifted for the run (one address sends everything). Targets: 0 errors, p99 ≤ 250 ms.

| requests | req/s (mean) | p50 | p90 | p99 | max | errors | timeouts | non-2xx | mix sent (read / search / form) |
|---|---|---|---|---|---|---|---|---|---|
| ${r.requests.total} | ${Math.round(r.requests.average)} | ${pct(r.latency, 50)} ms | ${pct(r.latency, 90)} ms | ${pct(r.latency, 99)} ms | ${r.latency.max} ms | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${load.counts.read} / ${load.counts.search} / ${load.counts.form} |

Crash test: ${CRASH_SUBMISSIONS} contact-form submissions, 8 at a time; the server was killed with SIGKILL after
${crash.killedAfter} answers, then restarted on the same data directory. Each submission that had been answered
201 was sent again with its Idempotency-Key: a stored one answers with its first reference, a lost one would
get a new reference.

| answered 201 before the kill | no answer (killed) | present after restart | missing |
|---|---|---|---|
| ${crash.successes} | ${crash.noAnswer} | ${crash.present} | ${crash.missing.length} |
`;
recordSection('bench-load', markdown);
console.log(markdown);
if (r.errors > 0 || r.timeouts > 0 || crash.missing.length > 0) process.exitCode = 1;
