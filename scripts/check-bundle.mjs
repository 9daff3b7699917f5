// CI gate (npm test, right after the build): the shell's initial JS, gzip (decision 112).
// The build fails above 135 kB gzip (the CI gate, decisions 112 and 113) and reports the distance to the 130 kB target
// (docs/decisions/112-start-up-and-the-shell.md).
// It also fails when anything of the staff studio reaches the public site: a studio module or library in the
// shell's initial JS, a studio file in the service worker's precache list or in index.html
// (docs/decisions/250-staff-studio.md); and when a shipped file carries an endpoint declaration's
// summary or description (server-only: docs/decisions/200).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kB, measure, shellFiles, staticGraph, webDir } from './bundle-size.mjs';

const GATE_JS = Number(process.env.BUNDLE_GATE_JS ?? 135_000);
const GOAL_JS = 130_000;
const dir = webDir();
const { shell } = measure(dir);
console.log(
  `initial JS ${kB(shell.js)} gzip in ${shell.files} files (gate ${kB(GATE_JS)}, goal ${kB(GOAL_JS)}); initial CSS ${kB(shell.css)} gzip`,
);
if (shell.js > GOAL_JS) console.log(`  ${kB(shell.js - GOAL_JS)} above the ${kB(GOAL_JS)} goal`);
let failed = false;
if (shell.js > GATE_JS) {
  console.error(`Bundle budget exceeded: initial JS ${kB(shell.js)} > ${kB(GATE_JS)} gzip`);
  failed = true;
}

// The studio's sources and the libraries only it uses, as they appear in a source map's `sources`.
const STUDIO_SOURCE =
  /(^|\/)src\/studio\/|node_modules\/(mantine-datatable|@mantine\/(dates|dropzone|tiptap|notifications|modals)|@tiptap|prosemirror-|dayjs|react-dropzone)\//;
const leaks = [];
const files = shellFiles(dir);
for (const file of new Set(files.js.flatMap((f) => [...staticGraph(dir, f)]))) {
  if (/(^|\/)studio[-.]/.test(file)) leaks.push(`${file} is a studio file`);
  const map = path.join(dir, `${file}.map`);
  if (!fs.existsSync(map)) {
    if (/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file)) continue; // the bundler's own runtime: no source of ours
    leaks.push(`${file} has no source map to prove it holds no studio module (build.sourcemap must stay on)`);
    continue;
  }
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
  for (const source of sources) if (STUDIO_SOURCE.test(source)) leaks.push(`${file} contains ${source}`);
}
for (const file of files.css) if (/(^|\/)studio[-.]/.test(file)) leaks.push(`index.html loads the studio's ${file}`);
const sw = path.join(dir, 'sw.js');
if (fs.existsSync(sw) && /["'/](studio\.html|assets\/studio-)/.test(fs.readFileSync(sw, 'utf8')))
  leaks.push('sw.js precaches a studio file');
if (/studio/.test(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))) leaks.push('index.html names a studio file');
if (leaks.length) {
  console.error(`The staff studio leaks into the public site:\n  ${leaks.join('\n  ')}`);
  failed = true;
} else {
  console.log('public shell and precache list: no studio module');
}
// The endpoint declarations' summaries and descriptions are the server's (build/strip-endpoint-docs.ts):
// no file the public site ships carries them — the service worker is a build of its own and needs the same plugin.
const endpointsDir = fileURLToPath(new URL('../src/contract/endpoints/', import.meta.url));
const docTexts = fs
  .readdirSync(endpointsDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .flatMap((f) =>
    [...fs.readFileSync(path.join(endpointsDir, f), 'utf8').matchAll(/\b(?:summary|description):\s*(['"`])(.{24,}?)\1/g)].map((m) => m[2]),
  );
const shipped = [
  ...fs
    .readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.js') && !/^studio-/.test(f))
    .map((f) => `assets/${f}`),
  'sw.js',
];
const withDocs = shipped.filter((file) => {
  if (!fs.existsSync(path.join(dir, file))) return false;
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  return docTexts.some((text) => code.includes(text));
});
if (withDocs.length) {
  console.error(`Endpoint documentation in shipped files (strip-docs plugin missing from their build): ${withDocs.join(', ')}`);
  failed = true;
} else {
  console.log('shipped files: no endpoint documentation');
}
if (failed) process.exit(1);
