// `node scripts/precompress.mjs [dir]`: writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside
// each text file of the web build (default dist/web), which the server sends as they are to a browser that
// accepts them (@fastify/static's `preCompressed`, src/server/plugins/web.ts). A first visit fetches the page's
// ~70 chunks and the worker then precaches ~300 files: compressed once here, at the highest levels, instead of on
// every request while the visitor's page starts (docs/decisions/112-start-up-and-the-shell.md).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dir = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? 'dist', 'web'));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a file is sent as it is (the server's on-the-fly threshold, src/server/app.ts). */
const MIN_BYTES = 1024;

function textFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    // Dot folders (the server renderer's .ssr) are never served.
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : textFiles(file);
    return TEXT.test(entry.name) ? [file] : [];
  });
}

async function compress(file) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  // A variant that saves nothing is left out: the original is sent then.
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  return 1;
}

const files = textFiles(dir);
let done = 0;
for (let i = 0; i < files.length; i += 8) done += (await Promise.all(files.slice(i, i + 8).map(compress))).reduce((a, b) => a + b, 0);
console.log(`precompressed ${done} of ${files.length} text files in ${path.relative(process.cwd(), dir) || dir} (brotli 11, gzip 9)`);
