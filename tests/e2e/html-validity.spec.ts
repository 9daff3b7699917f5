import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { allRoutes, routeSamples } from './support/visual';

// The HTML the server sends is valid HTML: the Nu HTML Checker (W3C's validator; the npm package vnu-jar ships
// its vnu.jar, run on Java: Debian's default-jre-headless, which .ci/run installs) finds no error in the server's
// page of any of the 53 routes (docs/product.md §2), /bandingkan, the dealer and service-centre pages, /menu and /tersimpan, in Indonesian and in English (`?lang=en`, decision 120),
// slug routes with a seeded sample. One checker run over a folder of the saved pages: a JVM start per page
// would cost seconds each. A control page with known errors proves the checker reports them.

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const CONTROL = 'control-invalid.html';

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** vnu's JSON report of every file in `dir` (errors only); it exits non-zero when it found any. */
function checkFolder(dir: string): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', dir],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new Error('no `java` on this machine: apt-get install default-jre-headless (.ci/run does)'));
          return;
        }
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`the Nu HTML Checker gave no report: ${error?.message ?? ''} ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

test('the server’s HTML of every route, in both languages, has no Nu HTML Checker error', async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(fs.existsSync(VNU_JAR), `${VNU_JAR} (npm package vnu-jar)`).toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-vnu-'));
  try {
    const routes = allRoutes(await routeSamples(page));
    expect(routes).toHaveLength(60);
    const urlOf = new Map<string, string>();
    /** Pages whose first screen the server rendered (the rest are the shell the browser renders into). */
    let rendered = 0;
    for (const [index, route] of routes.entries()) {
      for (const lang of ['id', 'en'] as const) {
        const url = lang === 'en' ? `${route}${route.includes('?') ? '&' : '?'}lang=en` : route;
        const response = await request.get(url, { headers: { accept: 'text/html' } });
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toContain('text/html');
        const html = await response.text();
        if (/<div id="root" data-ssr-lang=/.test(html)) rendered++;
        const file = `${String(index).padStart(2, '0')}-${lang}.html`;
        fs.writeFileSync(path.join(dir, file), html);
        urlOf.set(file, url);
      }
    }
    // Most pages carry their first screen (the checker reads what crawlers read, not only the shell).
    expect(rendered).toBeGreaterThan(80);
    fs.writeFileSync(
      path.join(dir, CONTROL),
      '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>x</title></head>' +
        '<body><button type="button"><div>x</div></button><p><style>p{}</style></p></body></html>',
    );

    const messages = await checkFolder(dir);
    const fileOf = (message: VnuMessage) => path.basename(decodeURIComponent(new URL(message.url ?? 'file:/unknown').pathname));
    const control = messages.filter((message) => fileOf(message) === CONTROL).map((message) => message.message);
    expect(control.some((message) => /“div” not allowed as child of element “button”/.test(message))).toBe(true);
    expect(control.some((message) => /“style”/.test(message))).toBe(true);

    const errors = messages
      .filter((message) => fileOf(message) !== CONTROL)
      .map(
        (message) =>
          `${urlOf.get(fileOf(message)) ?? fileOf(message)}:${message.lastLine ?? '?'} ${message.message} — ${message.extract ?? ''}`,
      );
    expect(errors, errors.slice(0, 40).join('\n')).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
