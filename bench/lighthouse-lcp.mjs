// What stands before the LCP in Lighthouse's simulation (docs/decisions/113-first-screen.md): one
// Lighthouse run per page of the production build, as deployed (the TLS/HTTP/2 front, decision 111) or over
// plain HTTP/1.1 (`LCP_HTTP1=1`), printing the LCP element, the observed (unthrottled) LCP and FCP, the
// simulated LCP, LCP phases, and every request that finished before the observed LCP — the requests
// Lantern's pessimistic LCP graph counts. The whole report is kept in LCP_OUT (default a temp dir).
//   node bench/lighthouse-lcp.mjs [/route …]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server-process.mjs';
import { startDeployedFront } from './lib/tls-front.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';

const ROUTES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/product-info/insta360-x5', '/authorized-store'];
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4336);
const OUT = process.env.LCP_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'denka-lcp-'));
const HTTP1 = process.env.LCP_HTTP1 === '1';
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-lcp-data-'));
const server = await startServer({ port: PORT, env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' } });
const front = HTTP1 ? null : await startDeployedFront({ port: PORT + 1000, target: server.url });
const base = front ? front.url : server.url;
fs.mkdirSync(OUT, { recursive: true });
try {
  await fetch(`${server.url}/api/cms/v2/product/categories`);
  for (const route of ROUTES) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [...FLAGS, ...(front?.chromeFlags ?? [])],
    });
    let lhr;
    try {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // LCP_PROFILE=1 adds V8's sampling profiler to that trace (what each long task ran; it slows the page a little).
        additionalTraceCategories: process.env.LCP_PROFILE === '1' ? 'disabled-by-default-v8.cpu_profiler' : null,
      });
      lhr = result.lhr;
      // LCP_TRACE=1 keeps the (unthrottled) trace Lighthouse simulated from, for `bench/trace-startup.mjs --file`.
      if (process.env.LCP_TRACE === '1')
        fs.writeFileSync(path.join(OUT, `${route.replace(/\W+/g, '_') || 'home'}.trace.json`), JSON.stringify(result.artifacts.Trace));
    } finally {
      await chrome.kill();
    }
    const file = path.join(OUT, `${route.replace(/\W+/g, '_') || 'home'}.json`);
    fs.writeFileSync(file, JSON.stringify(lhr));
    const a = lhr.audits;
    const observed = a.metrics?.details?.items?.[0] ?? {};
    console.log(
      `\n== ${route}: performance ${Math.round(lhr.categories.performance.score * 100)}; simulated FCP ${Math.round(a['first-contentful-paint'].numericValue)} ms, LCP ${Math.round(a['largest-contentful-paint'].numericValue)} ms, TBT ${Math.round(a['total-blocking-time'].numericValue)} ms; observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms (${file})`,
    );
    const lcpInsight = a['lcp-breakdown-insight']?.details?.items ?? [];
    for (const item of lcpInsight) {
      if (item.type === 'node') console.log(`   LCP element: ${item.snippet ?? item.nodeLabel} (${item.selector ?? ''})`);
      if (item.type === 'table')
        for (const row of item.items ?? []) console.log(`   phase ${row.label ?? row.subpart}: ${Math.round(row.duration)} ms`);
    }
    const discovery = a['lcp-discovery-insight'];
    if (discovery?.details?.items)
      console.log(
        `   discovery: ${JSON.stringify(discovery.details.items.filter((i) => i.type === 'checklist').map((i) => Object.fromEntries(Object.entries(i.items ?? {}).map(([k, v]) => [k, v.value]))))}`,
      );
    const lcpMs = observed.observedLargestContentfulPaint ?? Infinity;
    const requests = a['network-requests'].details.items;
    console.log(`   requests finished before the observed LCP (${lcpMs} ms):`);
    for (const r of requests.filter((x) => x.networkEndTime <= lcpMs))
      console.log(
        `     ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms ${r.priority} ${r.resourceType} ${Math.round(r.transferSize / 1024)} kB ${r.url.replace(base, '')}`,
      );
    const later = requests.filter((x) => x.networkEndTime > lcpMs);
    console.log(`   and ${later.length} after it (${Math.round(later.reduce((s, r) => s + r.transferSize, 0) / 1024)} kB)`);
  }
} finally {
  await front?.close();
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
