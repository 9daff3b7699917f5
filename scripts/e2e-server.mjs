// The e2e server: the production bundle on a fresh data directory (seeded on start).
import fs from 'node:fs';
import path from 'node:path';

if (process.env.E2E_FRESH === '1' && process.env.DATA_DIR) {
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
}
await import(path.resolve('dist/server/main.js'));
