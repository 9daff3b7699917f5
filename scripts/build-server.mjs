// Bundles the content API for production (DESIGN.md: esbuild, node platform, packages external).
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('built dist/server/main.js');
