// `npm run bench:offline` (under the heavy lock): "Simpan untuk offline" and the dealer finder at
// ×1 and the seed's top scale (docs/decisions/025-dealer-finders.md). Per scale, in real Chromium against the built server:
//  A. the save (the dataset endpoint's parts, then the thumbnails; decision 101) on a throttled slow-4G link (CDP Network.emulateNetworkConditions: 150 ms RTT, 1.6 Mbit/s
//     down, 750 kbit/s up — Lighthouse's mobile profile), the worker blocked so every byte goes over the
//     throttled page network: seconds, and compressed bytes on the wire (the parts, which carry the thumbnails
//     since decision 101, and images fetched one by one apart);
//  B. the same save with the worker, unthrottled: storage used before and after (navigator.storage.estimate,
//     once it stops growing); at the end, with the server stopped, a saved product page and article page never
//     opened, by URL: milliseconds until the heading shows (answered from the kept dataset, decision 101);
//  C. the finder's filter and sort (src/features/dealers/lib/filter-dealers.ts, bundled as is) over every
//     dealer the API lists, on a 4× slowed CPU (CDP Emulation.setCPUThrottlingRate, Lighthouse's mid-range
//     phone): median and worst of 15 runs per scenario, target < 100 ms.
// Results go into docs/benchmarks.md between the "offline" markers. BENCH_SCALES=1,top (default).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { startServer } from './lib/server-process.mjs';

const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 4316);
const SCALES = (process.env.BENCH_SCALES ?? '1,top').split(',');
const SAVE_TIMEOUT_MS = Number(process.env.BENCH_OFFLINE_TIMEOUT_S ?? 1800) * 1000;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const RUNS = 15;
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
const args = CHROMIUM_ARGS;

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const ms = (value) => (value === undefined ? 'not shown' : `${value} ms`);

function dataDir(scale) {
  if (scale === '1') return fs.mkdtempSync(path.join(os.tmpdir(), 'denka-bench-offline-1-')); // the server seeds ×1 itself
  const dir = path.join(os.tmpdir(), `denka-bench-${scale}`); // shared with bench/api.mjs
  if (!fs.existsSync(path.join(dir, 'db')))
    execFileSync('npm', ['run', '--silent', 'seed', '--', '--scale', scale, '--data-dir', dir], { stdio: 'inherit' });
  return dir;
}

async function openSave(page) {
  await page.getByRole('button', { name: 'Simpan untuk offline' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Simpan untuk offline' });
  await panel.getByRole('button', { name: /Simpan untuk offline|Perbarui data offline/ }).click();
  return panel;
}

/** A: throttled, worker blocked. */
async function throttledSave(browser, base) {
  // bypassCSP everywhere: the script's own waits and probes are evaluated strings (script-src 'self' refuses them).
  const context = await browser.newContext({
    baseURL: base,
    serviceWorkers: 'block',
    viewport: { width: 1366, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction("!document.body.innerText.includes('Loading...')");
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const kinds = new Map();
  const urls = new Map();
  const bytes = { json: 0, images: 0, other: 0 };
  let requests = 0;
  let parts = 0;
  let otherReads = 0;
  let datasetAt = 0;
  let counting = false;
  let started;
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    kinds.set(requestId, response.mimeType);
    urls.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!counting) return;
    requests++;
    const mime = kinds.get(requestId) ?? '';
    bytes[mime.startsWith('image/') ? 'images' : mime.includes('json') ? 'json' : 'other'] += encodedDataLength;
    const url = urls.get(requestId) ?? '';
    if (url.includes('/api/cms/v2/offline/dataset')) {
      parts++;
      datasetAt = Date.now();
    } else if (url.includes('/api/cms/') && !url.includes('/api/cms/v2/offline/')) otherReads++;
  });
  counting = true;
  started = Date.now();
  const panel = await openSave(page);
  const { seconds, progress } = await saveFinished(panel, started);
  counting = false;
  const summary = await panel
    .getByTestId('offline-saved-summary')
    .textContent()
    .catch(() => '');
  await context.close();
  return {
    seconds,
    progress,
    bytes,
    requests,
    summary,
    parts,
    otherReads,
    datasetSeconds: datasetAt ? (datasetAt - started) / 1000 : undefined,
  };
}

/** Seconds until the save said it was done, or where its progress stood when it timed out. */
async function saveFinished(panel, started) {
  try {
    await panel.getByTestId('offline-save-done').waitFor({ timeout: SAVE_TIMEOUT_MS });
    return { seconds: (Date.now() - started) / 1000, progress: '' };
  } catch {
    return {
      seconds: undefined,
      progress:
        (await panel
          .getByTestId('offline-save-progress')
          .textContent()
          .catch(() => '')) ?? '',
    };
  }
}

/** B: with the worker, unthrottled: what the device stores. The context stays open for `offlineOpen`. */
async function storedSave(browser, base) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await page.waitForFunction("!document.body.innerText.includes('Loading...')");
  const usage = () => page.evaluate('navigator.storage.estimate().then((e) => e.usage)');
  const before = await usage();
  const started = Date.now();
  const panel = await openSave(page);
  const { seconds, progress } = await saveFinished(panel, started);
  // The persister's last write: wait until the storage used stops growing (2 s alike, at most 60 s).
  let after = await usage();
  for (let i = 0, same = 0; i < 60 && same < 2; i++) {
    await page.waitForTimeout(1000);
    const now = await usage();
    same = now === after ? same + 1 : 0;
    after = now;
  }
  await page.keyboard.press('Escape');
  return { before, after, seconds, progress, page, context };
}

/** The last product and article of the lists (never opened by the save's page), read while the server is up. */
async function lastItems(base) {
  const get = (p) => fetch(`${base}/api/cms/${p}`).then((r) => r.json());
  const products = (await get('v3/products/fetch?lang=id&per_page=1&page=1')).data;
  const product = (await get(`v3/products/fetch?lang=id&per_page=1&page=${products.total}`)).data.data[0];
  const articles = (await get('v2/event?lang=id&size=1&page=1')).data;
  const article = (await get(`v2/event?lang=id&size=1&page=${articles.total}`)).data.data[0];
  return {
    product: { url: `/product-info/${product.slug}`, heading: product.name },
    article: { url: `/${article.kind === 'event' ? 'kegiatan' : 'article'}/${article.slug}`, heading: article.title },
  };
}

/** With the server stopped: ms from navigation to the heading of a saved page never opened (decision 101). */
async function offlineOpen(page, items) {
  const out = {};
  for (const [name, { url, heading }] of Object.entries(items)) {
    const started = Date.now();
    await page.goto(url);
    try {
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 60_000 });
      out[name] = Date.now() - started;
    } catch {
      out[name] = undefined;
    }
  }
  return out;
}

const FINDER_ENTRY = `
import { filterDealers, sortDealers, provincesOf } from './src/features/dealers/lib/filter-dealers';
globalThis.finderBench = (dealers, runs) => {
  const jakarta = { lat: -6.2, lng: 106.82 };
  const province = dealers[0]?.province?.id;
  const scenarios = {
    'all, name A–Z': () => sortDealers(filterDealers(dealers, {}), 'asc'),
    'province, name Z–A': () => sortDealers(filterDealers(dealers, { provinceId: province }), 'desc'),
    'search "kamera"': () => sortDealers(filterDealers(dealers, { search: 'kamera' }), 'asc'),
    'search "jl" (most match)': () => sortDealers(filterDealers(dealers, { search: 'jl' }), 'asc'),
    'nearest first': () => sortDealers(filterDealers(dealers, {}), 'near', jakarta),
    'province list': () => provincesOf(dealers),
  };
  const out = {};
  for (const [name, run] of Object.entries(scenarios)) {
    run(); run(); // warm-up
    const times = [];
    for (let i = 0; i < runs; i++) { const t = performance.now(); run(); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    out[name] = { median: times[Math.floor(times.length / 2)], worst: times.at(-1) };
  }
  return out;
};`;

/** C: the finder's filter and sort over every dealer, 4× slowed CPU. */
async function finderBench(browser, base) {
  const bundled = await build({
    stdin: { contents: FINDER_ENTRY, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  // bypassCSP: the benchmark injects its bundle inline; the site's CSP (script-src 'self') would refuse it.
  const context = await browser.newContext({ baseURL: base, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/healthz');
  await page.addScriptTag({ content: bundled.outputFiles[0].text });
  // Every page, as the finder fetches them (src/features/dealers/api/get-dealers.ts).
  const dealers = await page.evaluate(`(async () => {
    const get = (n) => fetch('/api/cms/v2/authorized_store?lang=id&type=offline_store&per_page=1000&page=' + n).then((r) => r.json());
    const first = await get(1);
    const rest = await Promise.all(Array.from({ length: first.data.last_page - 1 }, (_, i) => get(i + 2)));
    window.__dealers = [first, ...rest].flatMap((p) => p.data.data);
    return window.__dealers.length;
  })()`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const results = await page.evaluate(`finderBench(window.__dealers, ${RUNS})`);
  // At ×1 also the top scale's 13,230, made as the seed makes them (src/server/seed/scale.ts: ×70 copies,
  // new ids, the copy number in the name), for when the top-scale database is not at hand.
  const top =
    dealers < 13_000
      ? await page.evaluate(`(() => {
    const base = window.__dealers;
    let id = Math.max(...base.map((d) => d.id)) + 1;
    window.__top = [...base, ...Array.from({ length: 69 }, (_, i) => base.map((d) => ({ ...d, id: id++, name: d.name + ' ' + (i + 2) }))).flat()];
    return { dealers: window.__top.length, results: finderBench(window.__top, ${RUNS}) };
  })()`)
      : undefined;
  await context.close();
  return { dealers, results, top };
}

const browser = await chromium.launch({ executablePath, args });
const browserVersion = browser.version();
const report = [];
try {
  for (const scale of SCALES) {
    const dir = dataDir(scale);
    // Each scale's own time and load (scales run separately are merged below; others share the machine).
    const ranAt = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`;
    const server = await startServer({ port: PORT, env: { DATA_DIR: dir, LOG_LEVEL: 'error' } });
    try {
      await fetch(`${server.url}/api/cms/v2/product/categories`);
      // The content version every online visit asks for (docs/decisions/253-content-version.md): a digest of the content tables.
      const versionStarted = performance.now();
      await fetch(`${server.url}/api/cms/v2/offline/version`);
      const versionMs = performance.now() - versionStarted;
      const finder = await finderBench(browser, server.url);
      console.log(`×${scale} finder over ${finder.dealers} dealers`, finder.results, finder.top);
      const items = await lastItems(server.url);
      const { page: storedPage, context: storedContext, ...stored } = await storedSave(browser, server.url);
      console.log(`×${scale} stored`, stored);
      const throttled = await throttledSave(browser, server.url);
      console.log(`×${scale} throttled`, throttled);
      await server.stop();
      const offline = stored.seconds ? await offlineOpen(storedPage, items) : {};
      console.log(`×${scale} offline open`, offline);
      await storedContext.close();
      report.push({ scale, finder, stored, throttled, offline, versionMs, ranAt });
    } finally {
      await server.stop();
      if (scale === '1') fs.rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

// Scales run separately (the top one is long) are merged: the last result per scale is kept.
const RESULTS = path.join(os.tmpdir(), 'denka-bench-offline-results.json');
const previous = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : [];
const merged = [...previous.filter((p) => !report.some((r) => r.scale === p.scale)), ...report].sort(
  (a, b) => (a.scale === 'top') - (b.scale === 'top'),
);
fs.writeFileSync(RESULTS, JSON.stringify(merged));
report.splice(0, report.length, ...merged);

const lines = [
  '## Offline save and dealer finder (`npm run bench:offline`)',
  '',
  `Run: ${machineLine()}. Chromium ${browserVersion}, production build, PGlite. Decisions 025 and 101.`,
  '',
  '| scale | run | save on slow 4G (data in) | dataset parts on the wire (data and thumbnails, decision 101) | images fetched one by one | requests (dataset parts / other API reads) | storage before → after (worker on) | save unthrottled | offline, never opened: product / article page | version read | saved |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...report.map(
    ({ scale, stored, throttled, offline, versionMs, ranAt }) =>
      `| ×${scale === 'top' ? '70 (top)' : scale} | ${ranAt ?? '–'} | ${throttled.seconds ? `${throttled.seconds.toFixed(1)} s` : `not done in ${SAVE_TIMEOUT_MS / 1000} s (${throttled.progress})`}${throttled.datasetSeconds ? ` (${throttled.datasetSeconds.toFixed(1)} s)` : ''} | ${mb(throttled.bytes.json)} | ${mb(throttled.bytes.images)} | ${throttled.requests} (${throttled.parts ?? '–'} / ${throttled.otherReads ?? '–'}) | ${mb(stored.before)} → ${mb(stored.after)} | ${stored.seconds ? `${stored.seconds.toFixed(1)} s` : `not done in ${SAVE_TIMEOUT_MS / 1000} s (${stored.progress})`} | ${offline ? `${ms(offline.product)} / ${ms(offline.article)}` : '–'} | ${versionMs === undefined ? '–' : `${versionMs.toFixed(0)} ms`} | ${throttled.summary?.replace(/^Data per [^:]+: /, '') ?? ''} |`,
  ),
  '',
  `Dealer finder, filter + sort on a ${CPU_SLOWDOWN}× slowed CPU (median / worst of ${RUNS}, target < 100 ms):`,
  '',
  '| scale | dealers | ' + Object.keys(report[0]?.finder.results ?? {}).join(' | ') + ' |',
  '|---|---|' +
    Object.keys(report[0]?.finder.results ?? {})
      .map(() => '---')
      .join('|') +
    '|',
  ...report.flatMap(({ scale, finder }) => [
    `| ×${scale === 'top' ? '70 (top)' : scale} | ${finder.dealers} | ${Object.values(finder.results)
      .map((r) => `${r.median.toFixed(1)} / ${r.worst.toFixed(1)} ms`)
      .join(' | ')} |`,
    ...(finder.top
      ? [
          `| ×70 from ×${scale} (as the seed scales) | ${finder.top.dealers} | ${Object.values(finder.top.results)
            .map((r) => `${r.median.toFixed(1)} / ${r.worst.toFixed(1)} ms`)
            .join(' | ')} |`,
        ]
      : []),
  ]),
];
recordSection('offline', lines.join('\n'));
console.log(lines.join('\n'));
