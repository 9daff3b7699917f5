/* global document, getComputedStyle, innerHeight, location */
// `npm run bench:tap`: how soon a visitor's first tap is answered (docs/decisions/113-first-screen.md). On the
// profile of Lighthouse's mobile run, emulated for real — a Pixel 7 (viewport, touch), the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), 1.6 Mbps down / 750 kbps up with 150 ms round trips
// (Network.emulateNetworkConditions) — each control of `/`, a product page and the dealer finder is tapped as soon
// as the visitor can see it (on screen, not under the start-up screen; scrolled to if below the fold), again every
// 300 ms until the page answers: the search box or menu shows (the HTML's own panel before the app runs, the
// app's dialog, or a page the control leads to), or the "Spesifikasi" tab's table (in place, or the app's). The figure is the time from navigation
// start to that answer. Cold: a fresh browser context (empty cache); warm: the same context visiting again.
// Service workers are blocked (the network emulation does not reach a worker's fetches), so "warm" is the HTTP
// cache alone. Also the JavaScript (gzip of the build's files, level 9 as scripts/bundle-size.mjs) the visit had
// received by the answer: an upper bound on what it ran. Median of BENCH_TAP_RUNS (5).
// Production build (`npm run build` first) on the real server with a fresh seeded database.
// Writes its section into docs/benchmarks.md (BENCH_TAP_SECTION, default `bench-tap`; BENCH_TAP_NOTE adds a line).
// Run it under the heavy lock: `flock /tmp/denka-heavy.lock npm run bench:tap`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { devices } from '@playwright/test';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { webDir } from '../scripts/bundle-size.mjs';
import { startServer } from './lib/server-process.mjs';
import { median, scriptBytesBefore, seconds, verdict } from './lib/tap.mjs';
import { launchChromium } from './lib/chromium.mjs';

const PORT = Number(process.env.BENCH_TAP_PORT ?? 4750);
const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
const SECTION = process.env.BENCH_TAP_SECTION ?? 'bench-tap';
const NOTE = process.env.BENCH_TAP_NOTE ?? '';
const PRODUCT = '/product-info/insta360-x5';
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const TARGET_COLD_MS = 2_000;
const TARGET_WARM_MS = 1_000;
const TARGET_JS = 130_000;
const GIVE_UP_MS = 30_000;
const RETAP_MS = 300;

const SEARCH = { name: 'search icon', target: 'Buka pencarian seluler', answer: 'search' };
const MENU = { name: 'menu', target: 'Buka menu', answer: 'menu' };
const TAB = { name: '"Spesifikasi" tab', target: 'tab', answer: 'tab' };
const PAGES = [
  { path: '/', controls: [SEARCH, MENU] },
  { path: PRODUCT, controls: [SEARCH, MENU, TAB] },
  { path: '/authorized-store', controls: [SEARCH, MENU] },
];

/**
 * Runs in the page: has it answered, and where (if anywhere) can the visitor tap the control now? Nothing counts
 * while the start-up screen covers the page.
 */
function probe({ target, answer }) {
  const shown = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const splash = document.getElementById('boot-splash');
  const style = splash && getComputedStyle(splash);
  const covered = Boolean(style && style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0);
  const now = performance.timeOrigin + performance.now();
  if (covered) return { answered: false, early: false, point: null, now, path: location.pathname };
  const dialogs = [...document.querySelectorAll('[role=dialog]')].filter(shown);
  // In place before the app runs: the header's own popover panels, a tab's panel shown by CSS.
  const early =
    answer === 'search'
      ? shown(document.querySelector('[data-answer=search] input'))
      : answer === 'menu'
        ? shown(document.querySelector('[data-answer=menu] nav'))
        : shown(document.querySelector(':not([data-app]) > [role=tabpanel]:target [data-testid=spec-table]'));
  const answered =
    early ||
    (answer === 'search'
      ? dialogs.some((d) => d.querySelector('input')) || (location.pathname === '/search' && shown(document.querySelector('main input')))
      : answer === 'menu'
        ? dialogs.some((d) => d.querySelector('.mantine-Drawer-title')?.textContent?.trim() === 'Menu') ||
          (location.pathname === '/menu' && shown(document.querySelector('h1')))
        : shown(document.querySelector('[data-testid=spec-table]')));
  let point = null;
  if (!answered) {
    const el =
      target === 'tab'
        ? [...document.querySelectorAll('[role=tab]')].find((tab) => tab.textContent?.trim() === 'Spesifikasi')
        : document.querySelector(`[aria-label="${target}"]`);
    if (shown(el)) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y >= innerHeight)
        el.scrollIntoView({ block: 'center' }); // the visitor scrolls to it
      else {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) point = { x, y };
      }
    }
  }
  return { answered, early, point, now, path: location.pathname };
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** One visit: navigate, tap the control until it answers. Returns { ms, taps, via, at } (ms undefined: no answer). */
async function visit(page, url, control, navigating) {
  await page.goto(url, { waitUntil: 'commit' });
  navigating.value = false; // the visit's own navigation is not one a tap started
  const origin = await page.evaluate('performance.timeOrigin');
  const firstPath = new URL(url).pathname;
  let taps = 0;
  let lastTap = 0;
  for (;;) {
    let state;
    try {
      state = await page.evaluate(probe, control);
    } catch {
      await page.waitForTimeout(20); // a navigation the tap started is under way
      continue;
    }
    if (state.answered)
      return { ms: state.now - origin, taps, via: state.path !== firstPath ? 'page' : state.early ? 'place' : 'app', at: state.now };
    if (state.now - origin > GIVE_UP_MS) return { ms: undefined, taps, via: 'none', at: state.now };
    if (state.point && !navigating.value && (taps === 0 || Date.now() - lastTap >= RETAP_MS)) {
      await page.touchscreen.tap(state.point.x, state.point.y);
      taps++;
      lastTap = Date.now();
    }
    await page.waitForTimeout(25);
  }
}

const dir = webDir();
const sizes = new Map();
/** gzip size of a build file by its URL path; undefined for anything else. */
function sizeOf(urlPath) {
  if (!sizes.has(urlPath)) {
    const file = path.join(dir, urlPath);
    sizes.set(
      urlPath,
      urlPath.endsWith('.js') && fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : undefined,
    );
  }
  return sizes.get(urlPath);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-bench-tap-'));
const server = await startServer({ port: PORT, env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error' } });
const browser = await launchChromium();
const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7'];
const results = [];
try {
  // Warm the server's own caches (page and API) so the first run is not the only one paying them.
  for (const { path: p } of PAGES) await fetch(`${server.url}${p}`);
  for (const { path: pagePath, controls } of PAGES) {
    for (const control of controls) {
      const cold = [];
      const warm = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ ...pixel7, serviceWorkers: 'block' });
        const finished = [];
        const navigating = { value: false };
        context.on('requestfinished', (request) => {
          if (request.resourceType() === 'script') finished.push({ url: new URL(request.url()).pathname, end: Date.now() });
        });
        const page = await context.newPage();
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating.value = true;
        });
        await throttle(page);
        const first = await visit(page, `${server.url}${pagePath}`, control, navigating);
        const js = scriptBytesBefore(finished, first.at, sizeOf);
        cold.push({ ...first, js });
        // The repeat visit: the same context once the first has settled (its cache written).
        await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
        await page.goto('about:blank');
        const second = await visit(page, `${server.url}${pagePath}`, control, navigating);
        warm.push(second);
        console.log(
          `${pagePath} ${control.name} run ${i + 1}: cold ${seconds(first.ms)} (${first.taps} taps, via ${first.via}, JS ${(js.bytes / 1000).toFixed(0)} kB in ${js.files} files), warm ${seconds(second.ms)} (${second.taps} taps, via ${second.via})`,
        );
        await context.close();
      }
      results.push({ pagePath, control, cold, warm });
    }
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

const msOf = (runs) => runs.map((r) => r.ms).filter((ms) => ms !== undefined);
const medianOf = (runs) => (msOf(runs).length === runs.length ? median(msOf(runs)) : undefined); // a run without an answer fails it
const vias = (runs) => {
  const count = (via) => runs.filter((r) => r.via === via).length;
  return [
    `place ${count('place')}`,
    `app ${count('app')}`,
    `page ${count('page')}`,
    ...(count('none') ? [`none ${count('none')}`] : []),
  ].join(', ');
};
const timings = results
  .map(({ pagePath, control, cold, warm }) =>
    [
      `\`${pagePath}\``,
      control.name,
      seconds(medianOf(cold)),
      cold.map((r) => seconds(r.ms).replace(' s', '')).join(', '),
      vias(cold),
      verdict(medianOf(cold), TARGET_COLD_MS),
      seconds(medianOf(warm)),
      warm.map((r) => seconds(r.ms).replace(' s', '')).join(', '),
      verdict(medianOf(warm), TARGET_WARM_MS),
    ].join(' | '),
  )
  .map((row) => `| ${row} |`)
  .join('\n');
const scripts = PAGES.map(({ path: pagePath }) => {
  const runs = results.filter((r) => r.pagePath === pagePath).flatMap((r) => r.cold.filter((c) => c.ms !== undefined));
  const bytes = runs.map((r) => r.js.bytes);
  const mid = median(bytes);
  return `| \`${pagePath}\` | ${(mid / 1000).toFixed(1)} kB | ${(Math.max(...bytes) / 1000).toFixed(1)} kB | ${verdict(mid, TARGET_JS)} |`;
}).join('\n');

const markdown = `## First tap answered (\`npm run bench:tap\`)${SECTION === 'bench-tap' ? '' : ` — ${SECTION.replace(/^bench-tap-?/, '')}`}

${machineLine()}
${NOTE ? `\n${NOTE}\n` : ''}
Production build on the real server with seeded content, Debian Chromium as a Pixel 7 (viewport, touch), CPU
slowed ${CPU_SLOWDOWN}×, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down / ${NETWORK.latency} ms round trips
(CDP), service workers blocked. Each control is tapped as soon as it is on screen and not under the start-up
screen, again every ${RETAP_MS} ms until the page answers (the search box or menu shows — the HTML's own panel
before the app runs, "place", the app's dialog, "app", or a page the control leads to, "page" —, or the tab's
table, "place" when shown by CSS before the app); the time is from navigation
start. Cold: a fresh context; warm: the same context again (HTTP cache). Median of ${RUNS}. Targets: cold ≤
${TARGET_COLD_MS / 1000} s, warm ≤ ${TARGET_WARM_MS / 1000} s.

| page | control | cold median | cold runs (s) | answered by | cold target | warm median | warm runs (s) | warm target |
|---|---|---|---|---|---|---|---|---|
${timings}

JavaScript received by the cold visit's answer (every control's runs; gzip level 9 of the build's files; an upper
bound on what ran), target ≤ ${TARGET_JS / 1000} kB:

| page | median | most | target |
|---|---|---|---|
${scripts}
`;
recordSection(SECTION, markdown);
console.log(markdown);
