import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves index.html's stylesheet links from the head into the body, after the start-up screen and before
 * `#root`. In the head they block the first paint, so a phone shows nothing until the shell's CSS has
 * arrived, a round trip after the HTML on slow 4G. After the start-up screen, which index.html styles
 * inline, that screen paints as soon as it is parsed. Nothing paints unstyled: the browser renders nothing
 * after a stylesheet link in the body until that stylesheet has loaded, so the first screen the server
 * rendered into `#root` paints styled (docs/decisions/113-first-screen.md), and the
 * app's module script runs only once every stylesheet the parser found has loaded (HTML's "style sheet
 * that is blocking scripts"). Each is also preloaded just before the title, so it is requested before the
 * module script and its preloads.
 */
export function stylesheetsAfterContent(html: string): string {
  const links = html.match(STYLESHEET);
  const head = html.indexOf('</head>');
  if (!links || head < 0 || html.lastIndexOf('<link rel="stylesheet"', head) < 0) return html;
  const stripped = html.slice(0, head).replace(STYLESHEET, '');
  // Fetched first all the same: a preload at the top of the head asks for each stylesheet before the scripts
  // and module preloads below it take the connections (the page shows only once its CSS is there).
  const title = /([ \t]*)<title>/.exec(stripped);
  const preloads = (indent: string) =>
    links.map((link) => `${indent}${link.trim().replace('rel="stylesheet"', 'rel="preload" as="style"')}\n`).join('');
  const before = title ? stripped.slice(0, title.index) + preloads(title[1]!) + stripped.slice(title.index) : stripped;
  const after = html.slice(head);
  const tags = (indent: string) => links.map((link) => `${indent}${link.trim()}\n`).join('');
  const root = /([ \t]*)<div id="root"/.exec(after);
  if (root) return before + after.slice(0, root.index) + tags(root[1]!) + after.slice(root.index);
  return before + after.replace('</body>', `${tags('  ')}  </body>`);
}

/** The build step for the function above (docs/decisions/112-start-up-and-the-shell.md, docs/decisions/113-first-screen.md). */
export function stylesheetsAfterContentPlugin(): Plugin {
  return {
    name: 'denka:stylesheets-after-content',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsAfterContent },
  };
}
