import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves index.html's stylesheet links from the head to the end of the body. In the head they block the
 * first paint, so a phone shows nothing until the shell's CSS has arrived, a round trip after the HTML on
 * slow 4G. At the end of the body the start-up screen, which index.html styles inline, paints as soon as
 * the HTML is parsed. Nothing paints unstyled: the app's module script still runs only once every
 * stylesheet the parser found has loaded (HTML's "style sheet that is blocking scripts"), wherever it is.
 */
export function stylesheetsAfterContent(html: string): string {
  const links = html.match(STYLESHEET);
  const head = html.indexOf('</head>');
  if (!links || head < 0 || html.lastIndexOf('<link rel="stylesheet"', head) < 0) return html;
  const [before, after] = [html.slice(0, head).replace(STYLESHEET, ''), html.slice(head)];
  return before + after.replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
}

/** The build step for the function above (docs/decisions/115-start-up-in-short-tasks.md). */
export function stylesheetsAfterContentPlugin(): Plugin {
  return {
    name: 'denka:stylesheets-after-content',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsAfterContent },
  };
}
