import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-head';
import { renderPage } from './render-head';

const index = '<!doctype html>\n<html lang="id">\n  <head>\n    <title>Denka</title>\n  </head>\n  <body></body>\n</html>\n';
const head: PageHead = {
  status: 200,
  lang: 'en',
  title: 'Brands',
  description: 'All brands.',
  canonicalPath: '/brands',
  ogType: 'website',
  jsonLd: [],
};
const context = { base: 'https://denka.example', renderedPath: '/brands', siteName: 'Denka' };

describe('renderPage', () => {
  it('preloads the language catalog right after the title, and the LCP image with its srcset and sizes', () => {
    const html = renderPage(
      index,
      { ...head, preload: [{ href: '/media/a.webp', srcset: '/media/a-320.webp 320w', sizes: '100vw', media: '(max-width: 47.99em)' }] },
      { ...context, catalogPath: 'assets/messages-abc123.js' },
    );
    expect(html).toContain('<title>Brands | Denka</title>\n    <link rel="modulepreload" crossorigin href="/assets/messages-abc123.js">');
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/media\/a.webp" imagesrcset="\/media\/a-320.webp 320w" imagesizes="100vw" media="\(max-width: 47.99em\)" data-route-meta="\/brands">/,
    );
    expect(html).toContain('<html lang="en">');
  });

  it('for Save-Data: on, preloads the LCP image at the halved sizes its <img> asks for, and says so on <html>', () => {
    const html = renderPage(
      index,
      {
        ...head,
        preload: [
          { href: '/media/a.webp', srcset: '/media/a-320.webp 320w, /media/a-1024.webp 1024w', sizes: '(min-width: 62em) 40vw, 100vw' },
        ],
      },
      { ...context, saveData: true },
    );
    expect(html).toContain('imagesizes="(min-width: 62em) calc(40vw / 2), calc(100vw / 2)"');
    expect(html).toContain('<html lang="en" data-save-data>');
    expect(renderPage(index, head, context)).toContain('<html lang="en">');
  });

  it("requests the page's CSS first, right after the title, and its chunks after the shell's script (decision 113)", () => {
    const shellIndex = index.replace('  </head>', '    <script type="module" crossorigin src="/assets/shell.js"></script>\n  </head>');
    const html = renderPage(shellIndex, head, {
      ...context,
      catalogPath: 'assets/messages-abc123.js',
      pageAssets: { js: ['assets/brands-abc.js', 'assets/grid-def.js'], css: ['assets/brands-abc.css'] },
    });
    expect(html).toContain(
      '<title>Brands | Denka</title>\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/brands-abc.css">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/messages-abc123.js">',
    );
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/shell.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/brands-abc.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/grid-def.js">\n  </head>',
    );
    expect(html.match(/brands-abc\.css/g)).toHaveLength(1);
  });

  it('adds no preload without a catalog or an image (an older build, a page without an LCP image)', () => {
    const html = renderPage(index, head, context);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rel="preload"');
  });
});

describe('renderPage with the first screen rendered on the server (docs/decisions/113-first-screen.md)', () => {
  const built =
    '<!doctype html>\n<html lang="id">\n  <head>\n    <title>Denka</title>\n    <script type="module" crossorigin src="/assets/shell.js"></script>\n  </head>\n' +
    '  <body>\n    <div id="boot-splash" class="boot-splash" role="status">Loading...</div>\n    <link rel="stylesheet" crossorigin href="/assets/shell.css">\n    <div id="root"></div>\n  </body>\n</html>\n';
  const firstScreen = {
    html: '<main><h1>Brands</h1><p>a &lt;b&gt; c</p></main>',
    state: '{"queries":[{"state":{"data":"</script><script>alert(1)</script>"}}]}',
  };
  const page = () =>
    renderPage(built, head, {
      ...context,
      bootReads: '{"k":1}',
      pageAssets: { js: ['assets/brands-abc.js'], css: ['assets/brands-abc.css'] },
      firstScreen,
    });

  it("puts the markup into #root with the page's language, the page's CSS as stylesheets before it", () => {
    const html = page();
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/shell.css">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/brands-abc.css">\n' +
        '    <div id="root" data-ssr-lang="en"><main><h1>Brands</h1><p>a &lt;b&gt; c</p></main></div>',
    );
    // Also requested before any script: preloaded right after the title.
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain(
      '<title>Brands | Denka</title>\n    <link rel="preload" as="style" crossorigin href="/assets/brands-abc.css">',
    );
    expect(headPart.indexOf('brands-abc.css')).toBeLessThan(headPart.indexOf('<script type="module"'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/brands-abc.js">');
  });

  it("puts React's hoisted styles into the head: a <style> in the body is invalid HTML", () => {
    const style = '<style data-precedence="mantine" data-href="mantine-a mantine-b">.__m__-x{--sg-cols:2;}</style>';
    const html = renderPage(built, head, { ...context, firstScreen: { ...firstScreen, head: style } });
    expect(html.indexOf(style)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(style)).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(style)).toHaveLength(2);
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<style');
  });

  it('carries the query cache in a data block nothing can close, in place of the boot reads', () => {
    const html = page();
    const block = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual(JSON.parse(firstScreen.state));
    expect(html).not.toContain('id="boot-reads"');
    expect(html.indexOf('id="ssr-state"')).toBeGreaterThan(html.indexOf('<div id="root"'));
    expect(html.trimEnd().endsWith('</body>\n</html>')).toBe(true);
  });

  it("loads its scripts from the head as module scripts: the shell, then the catalog and the page's chunks as module preloads (docs/decisions/113-first-screen.md)", () => {
    const withRuntime = built.replace(
      '</script>\n  </head>',
      '</script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n  </head>',
    );
    const html = renderPage(withRuntime, head, {
      ...context,
      catalogPath: 'assets/messages-abc123.js',
      pageAssets: { js: ['assets/brands-abc.js'], css: ['assets/brands-abc.css'] },
      firstScreen,
    });
    const headPart = html.slice(0, html.indexOf('</head>'));
    for (const tag of [
      '<script type="module" crossorigin src="/assets/shell.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '<link rel="modulepreload" crossorigin href="/assets/messages-abc123.js">',
      '<link rel="modulepreload" crossorigin href="/assets/brands-abc.js">',
    ])
      expect(headPart).toContain(tag);
    expect(headPart.indexOf('/assets/brands-abc.js')).toBeGreaterThan(headPart.indexOf('/assets/shell.js'));
    expect(html).not.toMatch(/<template|after-first-screen/);
    expect(html.match(/shell\.js/g)).toHaveLength(1);
  });

  it('without a first screen the page is the shell with its boot reads, as before', () => {
    const html = renderPage(built, head, { ...context, bootReads: '{"k":1}' });
    expect(html).toContain('<script type="module" crossorigin src="/assets/shell.js"></script>\n  </head>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="application/json" id="boot-reads">{"k":1}</script>');
    expect(html).not.toContain('ssr-state');
  });
});
