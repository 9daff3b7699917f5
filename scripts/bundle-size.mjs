// Initial JS and CSS of the built web app, gzip-compressed with zlib (level 9, as served compressed):
// the shell = index.html's entry script, its modulepreloads and stylesheets; a route adds its lazy
// chunk and that chunk's static imports (decision 112).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function webDir(buildDir = process.env.BUILD_DIR ?? 'dist') {
  return path.resolve(buildDir, 'web');
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Files the shell loads before anything else, from index.html. */
export function shellFiles(dir) {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
  const js = [...attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const css = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/** A chunk and everything it imports statically (not `import()`), as asset paths. */
export function staticGraph(dir, entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = fs.readFileSync(path.join(dir, entry), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    staticGraph(dir, path.posix.join(path.posix.dirname(entry), m[1]), seen);
  }
  return seen;
}

/** The lazy chunk of a route module, by its file name (e.g. `home`, `product-info-page`). */
export function routeChunk(dir, name) {
  const file = fs.readdirSync(path.join(dir, 'assets')).find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
  return file ? `assets/${file}` : undefined;
}

export function measure(dir, routes = {}) {
  const shell = shellFiles(dir);
  const shellJs = new Set(shell.js.flatMap((f) => [...staticGraph(dir, f)]));
  const sum = (files) => [...files].reduce((n, f) => n + gzipSize(path.join(dir, f)), 0);
  const result = { shell: { js: sum(shellJs), css: sum(shell.css), files: shellJs.size }, routes: {} };
  for (const [route, chunkName] of Object.entries(routes)) {
    const chunk = routeChunk(dir, chunkName);
    if (!chunk) throw new Error(`no chunk named ${chunkName}-*.js for ${route}`);
    const extra = [...staticGraph(dir, chunk)].filter((f) => !shellJs.has(f));
    result.routes[route] = { js: result.shell.js + sum(extra), chunk };
  }
  return result;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
