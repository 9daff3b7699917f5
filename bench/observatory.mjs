// `npm run bench:observatory`: grades the built server's security headers with the MDN HTTP
// Observatory scanner (@mdn/mdn-http-observatory) on loopback, plain HTTP and behind a local TLS
// front, and records the result in docs/benchmarks.md (docs/decisions/111-measuring.md).
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { machineLine, recordSection } from '../scripts/record.mjs';
import { startServer } from './lib/server-process.mjs';
import { makeCertificates, startTlsFront } from './lib/tls-front.mjs';

const VERSION = '1.4.8';
const APP_PORT = Number(process.env.OBSERVATORY_APP_PORT ?? 4312);
const TLS_PORT = Number(process.env.OBSERVATORY_TLS_PORT ?? 4313);

/**
 * The package's install script downloads Chromium's HSTS preload list and IANA's TLD list, which no
 * machine here can reach, so it cannot be a dependency (`npm ci` would fail): it is installed on
 * demand without scripts, and the preload list it reads is an empty one (loopback is in no list).
 */
function observatoryModule() {
  const dir = path.resolve('node_modules/.cache/mdn-http-observatory');
  const pkg = path.join(dir, 'node_modules/@mdn/mdn-http-observatory');
  const installed =
    fs.existsSync(path.join(pkg, 'package.json')) &&
    JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).version === VERSION;
  if (!installed) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    const npm = spawnSync(
      'npm',
      ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${VERSION}`],
      { cwd: dir, stdio: 'inherit' },
    );
    if (npm.status !== 0) throw new Error('could not install @mdn/mdn-http-observatory');
  }
  const preload = path.join(pkg, 'conf/hsts-preload.json');
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');
  return path.join(pkg, 'src/index.js');
}

/** In a child process (asynchronously: the TLS front runs in this one). */
async function scan(modulePath, host, extraCa) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(import.meta.dirname, 'lib', 'observatory-scan.mjs'), modulePath, host],
    {
      env: { ...process.env, ...(extraCa ? { NODE_EXTRA_CA_CERTS: extraCa } : {}) },
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop());
}

const modulePath = observatoryModule();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-observatory-'));
const server = await startServer({
  port: APP_PORT,
  env: { DATA_DIR: path.join(tmp, 'data'), LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' },
}); // the local TLS front is the proxy (decision 150)
const certs = makeCertificates(tmp);
const front = await startTlsFront({ port: TLS_PORT, target: server.url, key: certs.key, cert: certs.cert });
let plain;
let tls;
try {
  console.log('scanning plain HTTP…');
  plain = await scan(modulePath, `127.0.0.1:${APP_PORT}`);
  console.log('scanning behind TLS…');
  tls = await scan(modulePath, `127.0.0.1:${TLS_PORT}`, certs.ca);
} finally {
  await front.close();
  await server.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

const testNames = [...new Set([...Object.keys(plain.tests ?? {}), ...Object.keys(tls.tests ?? {})])];
const cell = (r, name) => {
  const t = r.tests?.[name];
  if (!t) return '—';
  const mod = t.scoreModifier > 0 ? ` (+${t.scoreModifier})` : t.scoreModifier < 0 ? ` (${t.scoreModifier})` : '';
  return `${t.pass ? '✓' : '✗'} \`${t.result}\`${mod}`;
};
const headline = (r) => (r.error ? `error: ${r.error}` : `**${r.grade}** (score ${r.score}, ${r.passed}/${r.total} tests passed)`);
const markdown = `## Security headers (\`npm run bench:observatory\`)

${machineLine()}

MDN HTTP Observatory ${VERSION} (\`scan()\` from the npm package, unchanged) against the production build on
loopback, on a fresh seeded data directory. "Plain HTTP" scans the app as it listens; "behind TLS" scans it
through a local TLS front (a throwaway CA-signed certificate for 127.0.0.1, trusted via NODE_EXTRA_CA_CERTS;
HTTP on the same port redirects to HTTPS; the app sees \`X-Forwarded-Proto: https\`) — how it is deployed.
Target: A+.

| | plain HTTP (127.0.0.1:${APP_PORT}) | behind TLS (127.0.0.1:${TLS_PORT}) |
|---|---|---|
| grade | ${headline(plain)} | ${headline(tls)} |
${testNames.map((name) => `| ${name} | ${cell(plain, name)} | ${cell(tls, name)} |`).join('\n')}
`;
recordSection('observatory', markdown);
console.log(markdown);
if (tls.grade !== 'A+') {
  console.error(`Observatory grade behind TLS is ${tls.grade ?? tls.error}, not A+`);
  process.exitCode = 1;
}
