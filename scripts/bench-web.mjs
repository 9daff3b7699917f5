// `npm run bench:web`: Lighthouse 13 (mobile preset: simulated slow 4G, mid-range phone CPU) on three
// routes of the production build, three runs each, median reported; plus initial JS and CSS (gzip)
// per route from the build. Results in docs/benchmarks.md (issue #11).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kB, measure, webDir } from './bench/bundle-size.mjs';
import { machineLine, recordSection } from './bench/record.mjs';
import { audit, median } from './bench/lighthouse.mjs';
import { startServer } from './bench/server-process.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4314);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const ROUTES = [
  { path: '/', chunk: 'home-page', target: 100 },
  { path: '/product-info/insta360-x5', chunk: 'product-info-page', target: 98 },
  { path: '/authorized-store', chunk: 'authorized-store', target: 98 },
];

const dir = webDir();
const sizes = measure(dir, Object.fromEntries(ROUTES.map((r) => [r.path, r.chunk])));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-bench-web-'));
const server = await startServer({ port: PORT, env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error' } });
const rows = [];
try {
  await fetch(`${server.url}/api/cms/v2/product/categories`); // warm the server, not the browser
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${server.url}${route.path}`));
      console.log(`${route.path} run ${i + 1}: performance ${runs.at(-1).performance}, accessibility ${runs.at(-1).accessibility}`);
    }
    rows.push({ route, runs });
  }
} finally {
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

const m = (runs, key) => median(runs.map((r) => r[key]));
const table = rows
  .map(({ route, runs }) => {
    const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
    return `| \`${route.path}\` | ${m(runs, 'performance')} (${runs.map((r) => r.performance).join(', ')}) | ${route.target} | ${m(runs, 'accessibility')}${failed.length ? ` — fails: ${failed.join(', ')}` : ''} | ${(m(runs, 'fcp') / 1000).toFixed(2)} s | ${(m(runs, 'lcp') / 1000).toFixed(2)} s | ${Math.round(m(runs, 'tbt'))} ms | ${m(runs, 'cls').toFixed(3)} | ${kB(m(runs, 'js'))} | ${kB(m(runs, 'css'))} | ${kB(sizes.routes[route.path].js)} |`;
  })
  .join('\n');
const markdown = `## Web performance (\`npm run bench:web\`)

${machineLine()}

Lighthouse 13 (npm), Debian Chromium headless, default mobile preset (simulated slow 4G, 4× CPU slowdown),
production build served by the real server on loopback with seeded content; ${RUNS} runs per route, each in
a fresh browser; medians (all runs in brackets). "Loaded JS/CSS" is what Lighthouse saw transferred
(compressed) for the page; "build JS" is computed from the build: index.html's entry, modulepreloads and their
static imports, plus the route's lazy chunk and its static imports, gzip level 9.
Targets (issue #11): performance ≥ 98 (home 100), accessibility 100, initial JS ≤ 130 kB, CSS ≤ 20 kB gzip;
CI gate (\`scripts/check-bundle.mjs\`): see docs/decisions/112-bundle-budget.md.

| route | performance | target | accessibility | FCP | LCP | TBT | CLS | loaded JS | loaded CSS | build JS |
|---|---|---|---|---|---|---|---|---|---|---|
${table}

Shell (every route): initial JS ${kB(sizes.shell.js)} gzip in ${sizes.shell.files} files, CSS ${kB(sizes.shell.css)} gzip.
`;
recordSection('bench-web', markdown);
console.log(markdown);
