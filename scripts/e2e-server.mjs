// The e2e server: the production bundle on a fresh data directory (seeded on start).
// BUILD_DIR (default dist) selects which build to serve.
import fs from 'node:fs';
import path from 'node:path';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
process.env.WEB_ROOT ??= path.join(buildDir, 'web');
if (process.env.E2E_FRESH === '1' && process.env.DATA_DIR) {
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}
await import(path.join(buildDir, 'server', 'main.js'));
