import { describe, expect, it } from 'vitest';
import { stylesheetsAfterContent } from './index-html';

const built = `<!doctype html>
<html lang="id">
  <head>
    <style>.boot-splash{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="boot-splash" class="boot-splash" role="status" aria-live="polite">Loading...</div>
    <div id="root"></div>
  </body>
</html>`;

describe('stylesheetsAfterContent (the start-up screen paints before the CSS arrives; decision 112)', () => {
  it('moves the head stylesheet between the start-up screen and #root, leaving scripts, preloads and the manifest in the head', () => {
    const html = stylesheetsAfterContent(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(head).toContain('rel="modulepreload"');
    expect(head).toContain('rel="manifest"');
    // After the start-up screen (it paints first), before #root (the server-rendered page paints styled).
    const link = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(link).toBeGreaterThan(html.indexOf('<div id="boot-splash"'));
    expect(link).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('preloads each stylesheet just before the title, ahead of the module script and its preloads', () => {
    const html = stylesheetsAfterContent(built.replace('    <style>', '    <title>Denka</title>\n    <style>'));
    const preload = '    <link rel="preload" as="style" crossorigin href="/assets/index-c.css">\n    <title>Denka</title>';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.match(/rel="preload" as="style"/g)).toHaveLength(1);
  });

  it('leaves a page without head stylesheets as it is', () => {
    const plain = built.replace(/ *<link rel="stylesheet"[^>]*>\n/, '');
    expect(stylesheetsAfterContent(plain)).toBe(plain);
  });
});

describe('stylesheetsAfterContent without #root', () => {
  it('puts the stylesheet at the end of the body', () => {
    const html = stylesheetsAfterContent(built.replace('    <div id="root"></div>\n', ''));
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="boot-splash"'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('</body>'));
  });
});
