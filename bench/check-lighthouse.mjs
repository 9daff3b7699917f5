// The Lighthouse gate (`npm run check:lighthouse`): mobile performance ≥ 95 on the home page, a product page
// and the dealer finder of the production build (decision 111; the target of docs/decisions/113-first-screen.md). Median of five runs per page,
// each in a fresh browser, against the real server on a fresh seeded database, served as deployed:
// HTTPS through a TLS front speaking HTTP/2 (docs/decisions/111-measuring.md). The full
// record with every route, metric and the plain HTTP/1.1 figures is `npm run bench:web`. A benchmark run
// beside `npm test`, not inside it: single runs on a shared 2-core machine spread over ~10 points.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audit, median } from './lib/lighthouse.mjs';
import { startServer } from './lib/server-process.mjs';
import { startDeployedFront } from './lib/tls-front.mjs';

const GATE = Number(process.env.LIGHTHOUSE_GATE ?? 95);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4316);
const ROUTES = ['/', '/product-info/insta360-x5', '/authorized-store'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-lighthouse-'));
const server = await startServer({ port: PORT, env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' } }); // the local TLS front is the proxy (decision 150)
const front = await startDeployedFront({ port: PORT + 1000, target: server.url });
const failures = [];
try {
  await fetch(`${server.url}/api/cms/v2/product/categories`); // warm the server, not the browser
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await audit(`${front.url}${route}`, { categories: ['performance'], chromeFlags: front.chromeFlags }));
    const protocols = [...new Set(runs.map((r) => r.protocol))];
    if (protocols.join() !== 'h2') failures.push(`${route} was served over ${protocols.join(', ')}, not HTTP/2`);
    const score = median(runs.map((r) => r.performance));
    const ms = (key) => `${Math.round(median(runs.map((r) => r[key])))} ms`;
    const cls = median(runs.map((r) => r.cls)).toFixed(3);
    console.log(
      `${route}: performance ${score} (runs ${runs.map((r) => r.performance).join(', ')}; FCP ${ms('fcp')}, LCP ${ms('lcp')}, TBT ${ms('tbt')}, CLS ${cls})`,
    );
    if (score < GATE) failures.push(`${route} ${score}`);
  }
} finally {
  await front.close();
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`Lighthouse performance below ${GATE}: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`Lighthouse performance ≥ ${GATE} on ${ROUTES.length} pages`);
