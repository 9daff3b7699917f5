// `node bench/trace-startup.mjs [path…]`: where a first visit's main-thread time goes (docs/decisions/113-first-screen.md).
// The production build (`npm run build` first) on the real server with a fresh seeded database; each page opened
// in a fresh Chromium with a 4× slowed CPU (Lighthouse's mobile factor; the network is loopback, unthrottled),
// traced from navigation until the page has been idle for a while. Prints the long tasks (> 50 ms, as TBT
// counts them) with what each is made of, and the sampled JavaScript time by original source module (the
// build's source maps), grouped as React, React Router, Mantine, TanStack Query, Lingui, zod, the app…
// Run it under the heavy lock: `flock /tmp/denka-heavy.lock node bench/trace-startup.mjs / /product-info/insta360-x5`.
// TRACE_DETAIL=1 breaks each long task down by React phase and function (TRACE_STACKS=regex adds, for the functions it
// matches, the app and Mantine callers that led there); `--file trace.json…` reads traces kept by
// `LCP_TRACE=1 node bench/lighthouse-lcp.mjs` instead (docs/decisions/112-start-up-and-the-shell.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { webDir } from '../scripts/bundle-size.mjs';
import { startServer } from './lib/server-process.mjs';
import { launchChromium } from './lib/chromium.mjs';

const PORT = Number(process.env.TRACE_PORT ?? 4318);
// `--file trace.json…`: analyse traces Lighthouse recorded (`LCP_TRACE=1 node bench/lighthouse-lcp.mjs`)
// instead. Those run unthrottled and Lighthouse multiplies each task by 4, so a task counts as long above 12.5 ms.
const FILES = process.argv[2] === '--file' ? process.argv.slice(3) : [];
const PATHS = FILES.length ? [] : process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/product-info/insta360-x5'];
const LONG_MS = FILES.length ? 50 / 4 : 50;
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const STACKS = process.env.TRACE_STACKS ? new RegExp(process.env.TRACE_STACKS) : null;
const stacks = {};
const CPU_SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

const dir = webDir();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-trace-'));
const server = FILES.length ? null : await startServer({ port: PORT, env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error' } });
const browser = FILES.length ? null : await launchChromium();
const maps = new Map();

/** The original module of a position in a built file: 'node_modules/react-dom/…' or 'src/…'. */
async function originalSource(url, line, column) {
  const file = url.replace(/^https?:\/\/[^/]+\//, '').split('?')[0];
  if (!file.endsWith('.js')) return file || '(native)';
  if (!maps.has(file)) {
    const mapFile = path.join(dir, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const pos = map.originalPositionFor({ line: line + 1, column });
  return pos.source ? pos.source.replace(/^(\.\.\/)+/, '') : file;
}

function group(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) {
    if (pkg === 'react-dom' || pkg === 'react' || pkg === 'scheduler') return 'React';
    if (pkg.startsWith('@mantine')) return 'Mantine';
    if (pkg.startsWith('@tanstack')) return 'TanStack Query';
    if (pkg.startsWith('@lingui')) return 'Lingui';
    return pkg;
  }
  if (source.startsWith('src/')) return source.split('/').slice(0, 3).join('/');
  return source;
}

async function traceOnce(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const hydration = [];
  page.on('console', (message) => {
    if (message.type() === 'error') hydration.push(message.text().slice(0, 160));
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(6_000);
  const buffer = await browser.stopTracing();
  await context.close();
  return { events: JSON.parse(buffer.toString('utf8')).traceEvents, errors: hydration };
}

async function analyse(events) {
  // The renderer that loaded the page (not the first about:blank one): its main frame's navigation start.
  const nav = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? '') && e.args?.data?.isLoadingMainFrame,
  );
  const { pid, tid } = nav;
  const main = events.filter((e) => e.pid === pid && e.tid === tid);
  const navStart = nav.ts;
  const fcp = main.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navStart);
  const lcps = main.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.ts >= navStart);
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 0 && e.ts >= navStart);
  const long = tasks.filter((t) => t.dur > LONG_MS * 1000);
  const within = (t) => main.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t);
  const describe = (t) => {
    const children = within(t);
    const kinds = {};
    for (const e of children) {
      if (
        ![
          'EvaluateScript',
          'v8.compile',
          'v8.compileModule',
          'v8.evaluateModule',
          'FunctionCall',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'TimerFire',
          'EventDispatch',
          'FireAnimationFrame',
          'RunMicrotasks',
          'v8.parseOnBackground',
          'ParseAuthorStyleSheet',
          'HitTest',
          'Commit',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
          'BlinkGC.AtomicPhase',
        ].includes(e.name)
      )
        continue;
      const url = e.args?.data?.url ?? e.args?.data?.functionName ?? '';
      const key = `${e.name}${url ? ` ${url.replace(/^https?:\/\/[^/]+\//, '')}` : ''}`;
      kinds[key] = (kinds[key] ?? 0) + e.dur / 1000;
    }
    const top = Object.entries(kinds)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    return `${((t.ts - navStart) / 1000).toFixed(0)} ms +${(t.dur / 1000).toFixed(0)} ms: ${top.join(' · ')}`;
  };
  // Sampled JavaScript time by original module.
  const profile = { nodes: new Map(), samples: [], deltas: [] };
  // The main thread's profile only: the renderer's other threads (a service worker installing) have their own.
  const profileId = events.find((x) => x.pid === pid && x.tid === tid && x.name === 'Profile')?.id;
  for (const e of events.filter((x) => x.pid === pid && (x.name === 'ProfileChunk' || x.name === 'Profile') && x.id === profileId)) {
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data?.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data?.timeDeltas ?? []));
  }
  const byGroup = {};
  for (let i = 0; i < profile.samples.length; i++) {
    const node = profile.nodes.get(profile.samples[i]);
    const frame = node?.callFrame;
    const dt = (profile.deltas[i + 1] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const name = frame.url
      ? group(await originalSource(frame.url, frame.lineNumber, frame.columnNumber))
      : `(${frame.functionName || 'native'})`;
    byGroup[name] = (byGroup[name] ?? 0) + dt;
  }
  // TRACE_DETAIL=1: each long task's sampled time by original function (self time, the top ten), and by the
  // React phase it ran under (render, commit, passive effects), named from the build's source maps.
  const detail = [];
  if (process.env.TRACE_DETAIL) {
    const startEvent = events.find((x) => x.pid === pid && x.name === 'Profile' && x.id === profileId);
    let time = startEvent?.args?.data?.startTime ?? 0;
    const parents = new Map();
    for (const node of profile.nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
    for (const node of profile.nodes.values()) if (node.parent) parents.set(node.id, node.parent);
    const names = new Map();
    const nameOf = async (node) => {
      if (!names.has(node.id)) {
        const f = node.callFrame;
        let label = f.functionName || '(anonymous)';
        if (f.url) {
          const file = f.url.replace(/^https?:\/\/[^/]+\//, '').split('?')[0];
          const map = maps.get(file);
          const pos = map?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
          label = `${pos?.name ?? label} ${group(await originalSource(f.url, f.lineNumber, f.columnNumber))}`;
        }
        names.set(node.id, label);
      }
      return names.get(node.id);
    };
    const stamps = [];
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.deltas[i] ?? 0;
      stamps.push(time);
    }
    for (const t of long) {
      const self = {};
      const phases = {};
      for (let i = 0; i < profile.samples.length; i++) {
        if (stamps[i] < t.ts || stamps[i] > t.ts + t.dur) continue;
        const node = profile.nodes.get(profile.samples[i]);
        if (!node || ['(idle)', '(program)'].includes(node.callFrame.functionName)) continue;
        const dt = (profile.deltas[i + 1] ?? 0) / 1000;
        const name = await nameOf(node);
        self[name] = (self[name] ?? 0) + dt;
        let phase = 'other';
        for (let id = node.id; id; id = parents.get(id)) {
          const n = (await nameOf(profile.nodes.get(id))).split(' ')[0];
          if (
            /^(commitRoot|commitRootImpl|flushPassiveEffects|flushPassiveEffectsImpl|renderRootConcurrent|renderRootSync|workLoopConcurrent|workLoopSync|performWorkOnRoot|hydrateRoot|evaluate)/.test(
              n,
            )
          ) {
            phase = n;
            break;
          }
        }
        phases[phase] = (phases[phase] ?? 0) + dt;
        // TRACE_STACKS=regex: for samples whose own function matches, the chain of callers from the app's
        // own source (src/…) and Mantine that led there, to find which component asked for the work.
        if (STACKS && STACKS.test(name)) {
          const chain = [];
          for (let id = parents.get(node.id); id && chain.length < 6; id = parents.get(id)) {
            const caller = await nameOf(profile.nodes.get(id));
            if (/ (src\/|Mantine)/.test(caller) && caller !== chain.at(-1)) chain.push(caller);
          }
          const key = `${name} ← ${chain.join(' ← ')}`;
          stacks[key] = (stacks[key] ?? 0) + dt;
        }
      }
      const top = Object.entries(self)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      const ph = Object.entries(phases)
        .sort((a, b) => b[1] - a[1])
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
      detail.push(`${describe(t)}\n      phases: ${ph.join(' · ')}\n      self: ${top.join(' · ')}`);
      // A build with REACT_PROFILING=1 (vite.config.ts): React's performance tracks, through console.timeStamp,
      // say what each render was for ("Blocking", "Transition"…) and which update scheduled it.
      const marks = main.filter((e) => e.name === 'TimeStamp' && e.ts >= t.ts && e.ts <= t.ts + t.dur);
      const labels = {};
      for (const e of marks) {
        const d = e.args?.data ?? {};
        const label = [d.track, d.message ?? d.name].filter(Boolean).join(': ');
        if (label && !/ Track$/.test(label)) labels[label] = (labels[label] ?? 0) + 1;
      }
      if (Object.keys(labels).length)
        detail.push(
          `      react: ${Object.entries(labels)
            .slice(0, 14)
            .map(([k, n]) => (n > 1 ? `${k} ×${n}` : k))
            .join(' · ')}`,
        );
      for (const [k, ms] of Object.entries(stacks)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8))
        detail.push(`    ${ms.toFixed(0)} ms ${k}`);
      for (const k of Object.keys(stacks)) delete stacks[k];
    }
  }
  const busy = tasks.filter((t) => t.ts - navStart < 8_000_000).reduce((n, t) => n + t.dur / 1000, 0);
  const tbtFrom = fcp?.ts ?? navStart;
  const tbt = tasks.filter((t) => t.ts >= tbtFrom).reduce((n, t) => n + Math.max(0, t.dur / 1000 - LONG_MS), 0);
  return {
    fcp: fcp ? (fcp.ts - navStart) / 1000 : undefined,
    lcp: lcps.length ? (lcps.at(-1).ts - navStart) / 1000 : undefined,
    busy,
    tbt,
    long: detail.length ? detail : long.map(describe),
    byGroup,
  };
}

try {
  for (const file of FILES) {
    const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
    const result = await analyse(trace.traceEvents ?? trace);
    console.log(
      `\n${file}: FCP ${result.fcp?.toFixed(0)} ms, main-thread busy ${result.busy.toFixed(0)} ms, blocking after FCP ${result.tbt.toFixed(0)} ms unthrottled (×4 as Lighthouse simulates it)`,
    );
    for (const line of result.long) console.log(`  long task ${line}`);
  }
  if (server) await fetch(`${server.url}/api/cms/v2/product/categories`);
  for (const route of PATHS) {
    const results = [];
    for (let i = 0; i < RUNS; i++) {
      const { events, errors } = await traceOnce(route);
      const result = await analyse(events);
      results.push(result);
      console.log(
        `\n${route} run ${i + 1}: FCP ${result.fcp?.toFixed(0)} ms, last LCP candidate ${result.lcp?.toFixed(0)} ms, main-thread busy ${result.busy.toFixed(0)} ms, blocking after FCP ${result.tbt.toFixed(0)} ms (4× CPU, unthrottled network)`,
      );
      for (const line of result.long) console.log(`  long task ${line}`);
      if (errors.length) console.log(`  console errors: ${errors.join(' | ')}`);
    }
    const totals = {};
    for (const r of results) for (const [k, v] of Object.entries(r.byGroup)) totals[k] = (totals[k] ?? 0) + v / results.length;
    console.log(`${route}: sampled JavaScript by module, mean of ${RUNS} runs (ms, 4× CPU):`);
    for (const [k, v] of Object.entries(totals)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 28))
      console.log(`  ${v.toFixed(0).padStart(6)}  ${k}`);
  }
} finally {
  await browser?.close();
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
