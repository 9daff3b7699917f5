// Bundles the content API for production (docs/architecture.md §13: esbuild, node platform, packages external).
import { build } from 'esbuild';
import fs from 'node:fs';
import { linguiEsbuild } from '../build/lingui-macro.mjs';

const out = `${process.env.BUILD_DIR ?? 'dist'}/server`;

await build({
  // The embedded database's worker thread is bundled beside the server (docs/decisions/001-database.md).
  entryPoints: { main: 'src/server/main.ts', 'pglite-worker': 'src/server/db/pglite-worker.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  alias: { '@': './src' },
  plugins: [linguiEsbuild()],
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync(`${out}/migrations`, { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`built ${out}/main.js`);
