import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-head';
import { renderPage } from './render-head';

const index = '<!doctype html>\n<html lang="id">\n  <head>\n    <title>Denka</title>\n  </head>\n  <body></body>\n</html>\n';
const head: PageHead = { status: 200, lang: 'en', title: 'Brands', description: 'All brands.', canonicalPath: '/brands', ogType: 'website', jsonLd: [] };
const context = { base: 'https://denka.example', renderedPath: '/brands', siteName: 'Denka' };

describe('renderPage', () => {
  it('preloads the language catalog right after the title, and the LCP image with its srcset and sizes', () => {
    const html = renderPage(index, { ...head, preload: [{ href: '/media/a.webp', srcset: '/media/a-320.webp 320w', sizes: '100vw', media: '(max-width: 47.99em)' }] }, { ...context, catalogPath: 'assets/messages-abc123.js' });
    expect(html).toContain('<title>Brands | Denka</title>\n    <link rel="modulepreload" crossorigin href="/assets/messages-abc123.js">');
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/a.webp" imagesrcset="\/media\/a-320.webp 320w" imagesizes="100vw" media="\(max-width: 47.99em\)" data-route-meta="\/brands">/);
    expect(html).toContain('<html lang="en">');
  });

  it("preloads the page's own chunks and CSS after the shell's script, at the end of the head (decision 113)", () => {
    const shellIndex = index.replace('  </head>', '    <script type="module" crossorigin src="/assets/shell.js"></script>\n  </head>');
    const html = renderPage(shellIndex, head, { ...context, pageAssets: { js: ['assets/brands-abc.js', 'assets/grid-def.js'], css: ['assets/brands-abc.css'] } });
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/shell.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/brands-abc.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/grid-def.js">\n' +
        '    <link rel="preload" as="style" crossorigin href="/assets/brands-abc.css">\n  </head>',
    );
  });

  it('adds no preload without a catalog or an image (an older build, a page without an LCP image)', () => {
    const html = renderPage(index, head, context);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rel="preload"');
  });
});
