// `npm run bench:web`: Lighthouse 13 (mobile preset: simulated slow 4G, mid-range phone CPU) on three
// routes of the production build, three runs each, median reported, in two set-ups: as deployed (HTTPS
// through a TLS front speaking HTTP/2, docs/deploy.md) and plain HTTP/1.1 from the app's own port; plus
// initial JS and CSS (gzip) per route from the build. Results in docs/benchmarks.md (decision 112).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kB, measure, webDir } from '../scripts/bundle-size.mjs';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { audit, median } from './lib/lighthouse.mjs';
import { startServer } from './lib/server-process.mjs';
import { startDeployedFront } from './lib/tls-front.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4314);
const TLS_PORT = PORT + 1000;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
// Targets (docs/decisions/113-first-screen.md): ≥ 95 as deployed, ≥ 85 over plain HTTP/1.1.
const ROUTES = [
  { path: '/', chunk: 'home-page' },
  { path: '/product-info/insta360-x5', chunk: 'product-info-page' },
  { path: '/authorized-store', chunk: 'authorized-store' },
];

const dir = webDir();
const sizes = measure(dir, Object.fromEntries(ROUTES.map((r) => [r.path, r.chunk])));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-bench-web-'));
const server = await startServer({ port: PORT, env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' } }); // the local TLS front is the proxy (decision 150)
const front = await startDeployedFront({ port: TLS_PORT, target: server.url });
const SETUPS = [
  { name: 'HTTPS, HTTP/2 (as deployed)', base: front.url, chromeFlags: front.chromeFlags, target: 95 },
  { name: 'plain HTTP/1.1 (app port)', base: server.url, chromeFlags: [], target: 85 },
];
const rows = [];
try {
  await fetch(`${server.url}/api/cms/v2/product/categories`); // warm the server, not the browser
  for (const setup of SETUPS) {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Performance alone, as the gate measures it: the accessibility audit's gatherers stay out of the trace.
        runs.push(await audit(`${setup.base}${route.path}`, { categories: ['performance'], chromeFlags: setup.chromeFlags }));
        const run = runs.at(-1);
        console.log(`${setup.name} ${route.path} run ${i + 1} (${run.protocol}): performance ${run.performance}`);
      }
      // Accessibility once per route and set-up (it does not vary from run to run).
      const a11y = await audit(`${setup.base}${route.path}`, { categories: ['accessibility'], chromeFlags: setup.chromeFlags });
      console.log(`${setup.name} ${route.path}: accessibility ${a11y.accessibility}`);
      for (const run of runs) Object.assign(run, { accessibility: a11y.accessibility, failedA11y: a11y.failedA11y });
      rows.push({ setup, route, runs });
    }
  }
} finally {
  await front.close();
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

const m = (runs, key) => median(runs.map((r) => r[key]));
const table = rows
  .map(({ setup, route, runs }) => {
    const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
    const protocols = [...new Set(runs.map((r) => r.protocol))].join(', ');
    return `| ${setup.name} — ${protocols} | \`${route.path}\` | ${m(runs, 'performance')} (${runs.map((r) => r.performance).join(', ')}) | ${setup.target} | ${m(runs, 'accessibility')}${failed.length ? ` — fails: ${failed.join(', ')}` : ''} | ${(m(runs, 'fcp') / 1000).toFixed(2)} s | ${(m(runs, 'lcp') / 1000).toFixed(2)} s | ${Math.round(m(runs, 'tbt'))} ms | ${m(runs, 'cls').toFixed(3)} | ${kB(m(runs, 'js'))} | ${kB(m(runs, 'css'))} | ${kB(sizes.routes[route.path].js)} |`;
  })
  .join('\n');
const markdown = `## Web performance (\`npm run bench:web\`)

${machineLine()}

Lighthouse 13 (npm), Debian Chromium headless, default mobile preset (simulated slow 4G, 4× CPU slowdown),
production build served by the real server on loopback with seeded content; ${RUNS} runs per route, each in
a fresh browser, performance alone (accessibility in a separate run per route); medians (all runs in brackets). Two set-ups: **as deployed** — HTTPS through a TLS front
that speaks HTTP/2 (bench/lib/tls-front.mjs, standing in for the proxy or CDN of docs/deploy.md; a PWA
is only ever served over HTTPS) — and **plain HTTP/1.1** from the app's own port, where Chromium opens at
most six connections and every file costs a round trip. The protocol column is what Lighthouse saw. "Loaded JS/CSS" is what Lighthouse saw transferred
(compressed) for the page; "build JS" is computed from the build: index.html's entry, modulepreloads and their
static imports, plus the route's lazy chunk and its static imports, gzip level 9.
Targets: performance ≥ 95 as deployed (≥ 85 over plain HTTP/1.1), TBT ≤ 200 ms, LCP ≤ 2.0 s, CLS ≤ 0.02,
accessibility 100, initial JS ≤ 130 kB, CSS ≤ 20 kB gzip;
CI gate (\`scripts/check-bundle.mjs\`): see docs/decisions/112-start-up-and-the-shell.md.

| served over | route | performance | target | accessibility | FCP | LCP | TBT | CLS | loaded JS | loaded CSS | build JS |
|---|---|---|---|---|---|---|---|---|---|---|---|
${table}

Shell (every route): initial JS ${kB(sizes.shell.js)} gzip in ${sizes.shell.files} files, CSS ${kB(sizes.shell.css)} gzip.
`;
recordSection('bench-web', markdown);
console.log(markdown);
