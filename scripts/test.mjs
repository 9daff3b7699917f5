// `npm test`: every gate and suite in turn (the two server suites side by side), then one closing line `N passed, N failed` (docs/architecture.md §13).
// Gates (typecheck, lint, translations, build) count as one check each; suites count their tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './postgres-throwaway.mjs';

const startedAt = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-test-report-'));
const results = [];
/** Each failed test with the start of its message, printed again under the summary: a CI log is often read from its tail only. */
const failures = [];
const firstLines = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the reporters' colour codes (ESC [ … m) are stripped
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 6)
    .join('\n      ')
    .slice(0, 900);
/** Wall time and how busy the machine's CPUs were over a step: where the suite's time goes, and whether more workers could help. */
const cpuTimes = () =>
  os
    .cpus()
    .reduce((sum, { times }) => ({ idle: sum.idle + times.idle, total: sum.total + Object.values(times).reduce((a, b) => a + b, 0) }), {
      idle: 0,
      total: 0,
    });
function stopwatch() {
  const start = { at: Date.now(), cpu: cpuTimes() };
  return () => {
    const cpu = cpuTimes();
    const busy = 1 - (cpu.idle - start.cpu.idle) / Math.max(1, cpu.total - start.cpu.total);
    return { seconds: (Date.now() - start.at) / 1000, busy };
  };
}
const only = process.argv.slice(2); // e.g. `npm test -- unit server` runs just those steps

function run(cmd, args, env = {}) {
  console.log(`\n▶ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/**
 * Runs a command without blocking, its output kept in a file and printed once it ends: two suites that run
 * at once would otherwise interleave their lines.
 */
function runQuiet(cmd, args, env, logFile) {
  console.log(`\n▶ ${[cmd, ...args].join(' ')} (started; its output follows when it ends)`);
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, 'w');
    const child = spawn(cmd, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n▶ ${[cmd, ...args].join(' ')} (ended)`);
      process.stdout.write(fs.readFileSync(logFile));
      resolve(code === 0);
    });
  });
}

function gate(name, cmd, args) {
  if (only.length && !only.includes(name)) return true;
  const took = stopwatch();
  const ok = run(cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ...took() });
  return ok;
}

/** A vitest suite's result, from its JSON report; `quiet`: run alongside another suite (runQuiet). */
async function vitestSuite(name, projects, env = {}, { quiet = false } = {}) {
  if (only.length && !only.includes(name)) return;
  const out = path.join(tmp, `${name}.json`);
  const took = stopwatch();
  const args = [
    'vitest',
    'run',
    ...[projects].flat().flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const ok = quiet ? await runQuiet('npx', args, env, path.join(tmp, `${name}.log`)) : run('npx', args, env);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0) + (ok || report.numFailedTests ? 0 : 1);
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(`${name} › ${where} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
        failures.push(`${name} › ${where}\n      ${firstLines(file.message)}`);
      }
    }
  }
  return { name, passed, failed, ...took() };
}

/** Worker time per spec file and project (every attempt counted), the slowest first: where the suite's minutes go. */
function slowestFiles(suites, count = 12) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file} [${test.projectName}]`;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const entry = perFile.get(key) ?? { ms: 0, tests: 0 };
        perFile.set(key, { ms: entry.ms + ms, tests: entry.tests + 1 });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  return [...perFile]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, count)
    .map(([key, { ms, tests }]) => `${(ms / 60_000).toFixed(1).padStart(5)} min  ${String(tests).padStart(3)} tests  ${key}`);
}
/** The slowest spec files of the e2e run, printed above the summary. */
const slowest = [];

function playwrightSuite(name) {
  if (only.length && !only.includes(name)) return;
  const out = path.join(tmp, `${name}.json`);
  const took = stopwatch();
  const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (fs.existsSync(out)) {
    const { stats, suites } = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + (stats.expected + stats.flaky + stats.unexpected === 0 ? 1 : 0) + (ok || stats.unexpected ? 0 : 1);
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(
            `${name} › ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}\n      ${firstLines(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of suites ?? []) visit(suite, []);
    slowest.push(...slowestFiles(suites ?? []).map((line) => `${name} › ${line}`));
  }
  results.push({ name, passed, failed, ...took() });
}

gate('typecheck', 'npx', ['tsc', '-b', '--pretty', 'false']);
gate('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
gate('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
gate('i18n', 'npm', ['run', '--silent', 'i18n:check']);
// web-berlin: the studio's pickers again in a browser on Berlin time (vitest.config.ts).
const unit = await vitestSuite('unit', ['web', 'web-berlin']);
if (unit) results.push(unit);

// The two server suites at once: each runs its files one at a time (vitest.config.ts, fileParallelism: false),
// so each keeps about one core busy, and they share nothing (a PGlite template in its own temporary folder;
// a throwaway PostgreSQL on a free port). (Splitting the PGlite run in two halves beside them gained nothing:
// the window is the two cores' CPU either way, docs/benchmarks.md.)
let pg;
let url = process.env.TEST_DATABASE_URL;
const wantPostgres = !only.length || only.includes('server-postgres');
if (wantPostgres && !url) {
  pg = await startThrowawayPostgres().catch((error) => {
    console.error(`Could not start a throwaway PostgreSQL: ${error.message}`);
    return undefined;
  });
  url = pg?.url;
}
const serverSuites = await Promise.all([
  vitestSuite('server', 'server', { TEST_DATABASE_URL: '' }, { quiet: true }),
  wantPostgres && url ? vitestSuite('server-postgres', 'server', { TEST_DATABASE_URL: url }, { quiet: true }) : undefined,
]);
for (const suite of serverSuites) if (suite) results.push(suite);
if (wantPostgres && !url) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('REQUIRE_POSTGRES=1 but no PostgreSQL: set TEST_DATABASE_URL or install postgresql-15.');
    results.push({ name: 'server-postgres', passed: 0, failed: 1 });
  } else {
    console.log(
      '\nPostgreSQL suite not run: no TEST_DATABASE_URL and no PostgreSQL ≥ 15 under /usr/lib/postgresql (apt-get install postgresql-15).',
    );
  }
}
await pg?.stop();

if (gate('build', 'npm', ['run', '--silent', 'build'])) {
  gate('bundle', process.execPath, ['scripts/check-bundle.mjs']); // initial JS budget (decision 112)
  playwrightSuite('e2e');
} else if (!only.length || only.includes('e2e')) {
  results.push({ name: 'e2e', passed: 0, failed: 1 });
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length) {
  console.log('\nFailed (and flaky) tests');
  for (const failure of failures) console.log(`  ${failure}`);
}
if (slowest.length) {
  console.log('\nSlowest spec files (worker time, retries included)');
  for (const line of slowest) console.log(`  ${line}`);
}
console.log('\nSummary');
const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
for (const r of results) {
  const time = r.seconds === undefined ? '' : `  (${minutes(r.seconds)}, CPU ${Math.round(r.busy * 100)} % busy)`;
  console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed${time}`);
}
console.log(`  (the whole run: ${minutes((Date.now() - startedAt) / 1000)}; the two server suites share one window)`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
