// `npm start`: build when the build is missing or older than the sources, then serve (one process).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    // compiled catalogs are build outputs, not inputs
    if (p.endsWith(path.join('src', 'locales', 'id')) || p.endsWith(path.join('src', 'locales', 'en'))) {
      if (!entry.endsWith('.po')) continue;
    }
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const built = fs.existsSync(stamp) && fs.existsSync('dist/server/main.js') && fs.existsSync('dist/web/index.html');
if (!built || Math.max(...inputs.map(newestMtime)) > fs.statSync(stamp).mtimeMs) {
  console.log(built ? 'Sources changed: rebuilding…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
}
await import(path.resolve('dist/server/main.js'));
