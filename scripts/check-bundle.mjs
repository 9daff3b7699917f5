// CI gate (npm test, right after the build): the shell's initial JS, gzip (decision 112).
// The build fails above 135 kB gzip (the CI gate, decisions 112 and 113) and reports the distance to the 130 kB target
// (docs/decisions/112-start-up-and-the-shell.md).
// It also fails when anything of the staff studio reaches the public site: a studio module or library in the
// shell's initial JS, a studio file in the service worker's precache list or in index.html
// (docs/decisions/250-staff-studio.md); when a shipped file carries an endpoint declaration's
// summary or description (server-only: docs/decisions/200); when a page's first screen loads zod, and when a measured first screen preloads floating-ui (below).
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

// zod stays out of a public page's first screen (docs/decisions/113-first-screen.md): no page's preloads (the
// server's <head> modulepreloads its route's files, .seo/route-meta.json) hold it, but those whose first
// screen is a form, which validates with its schema. A page chunk that imports a contract schema module (or
// zod) again fails here; so does a listed page that no longer needs it (the list stays true).
const FORM_PAGES = new Set([
  'contact',
  'registrasi',
  'profile',
  'password',
  'berlangganan',
  'registrasiProfile',
  'aktivasiGaransi',
  'login',
  'registerAkun',
  'b2b',
  'karirDetail',
  'undian',
  'cekStatus',
  'campaign',
  'hollylandHoki',
  'hollylandLarkM2s',
  'saramonicAir',
]);
const routeMeta = path.join(dir, '.seo', 'route-meta.json');
const { routeAssets = {} } = JSON.parse(fs.readFileSync(routeMeta, 'utf8'));
// The original sources of a built file (its source map), read once.
const sourcesOf = new Map();
const sources = (file) => {
  if (!sourcesOf.has(file)) {
    const map = path.join(dir, `${file}.map`);
    sourcesOf.set(file, fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')).sources ?? []) : []);
  }
  return sourcesOf.get(file);
};
/** Does a built file hold code of this package (`zod`, `@floating-ui`)? */
const holds = (pkg) => (file) => sources(file).some((source) => source.includes(`node_modules/${pkg}/`));
const holdsZod = holds('zod');
const shellZod = [...new Set(files.js.flatMap((f) => [...staticGraph(dir, f)]))].filter(holdsZod);
const zodPages = Object.entries(routeAssets).filter(([, assets]) => assets.js.some(holdsZod));
const zodProblems = [
  ...shellZod.map((file) => `the shell's ${file} holds zod`),
  ...zodPages
    .filter(([key]) => !FORM_PAGES.has(key))
    .map(([key, assets]) => `${key} preloads zod (${assets.js.filter(holdsZod).join(', ')})`),
  ...[...FORM_PAGES]
    .filter((key) => !zodPages.some(([page]) => page === key))
    .map((key) => `${key} no longer preloads zod: take it off FORM_PAGES`),
];
if (Object.keys(routeAssets).length === 0) zodProblems.push(`${routeMeta} lists no page`);
if (zodProblems.length) {
  console.error(`zod on a first screen (docs/decisions/113-first-screen.md):\n  ${zodProblems.join('\n  ')}`);
  failed = true;
} else {
  console.log(
    `first screens: no zod on ${Object.keys(routeAssets).length - FORM_PAGES.size} pages (${FORM_PAGES.size} form pages load it)`,
  );
}
// The measured first screens (bench/check-lighthouse.mjs) hold no popover positioning: floating-ui (with
// Mantine's combobox, popover and scroll area, ~90 kB raw) comes with a Select, a Modal or a Table's scroll
// container, each loaded there when the visitor reaches for it (docs/decisions/113-first-screen.md).
const LEAN_PAGES = ['home', 'productInfo', 'authorizedStore'];
const holdsFloating = holds('@floating-ui');
const floatingProblems = LEAN_PAGES.map((key) =>
  !routeAssets[key]
    ? `${key} is not in ${routeMeta}`
    : routeAssets[key].js.some(holdsFloating)
      ? `${key} preloads floating-ui (${routeAssets[key].js.filter(holdsFloating).join(', ')})`
      : null,
).filter(Boolean);
if (floatingProblems.length) {
  console.error(`popover code on a measured first screen (docs/decisions/113-first-screen.md):\n  ${floatingProblems.join('\n  ')}`);
  failed = true;
} else {
  console.log(`first screens: no floating-ui on ${LEAN_PAGES.join(', ')}`);
}
if (failed) process.exit(1);
