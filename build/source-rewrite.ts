import type { Plugin } from 'vite';

/**
 * A web-build step that rewrites the source of some contract files before they are bundled (the browser
 * never needs some of what the server reads there). Not used by the dev server, the tests or the server.
 */
export function sourceRewrite(name: string, files: RegExp, rewrite: (code: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!files.test(id.split('?')[0] ?? id)) return undefined;
      return { code: rewrite(code), map: null };
    },
  };
}
