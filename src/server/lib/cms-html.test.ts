import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './cms-html';

// The server's CMS HTML sanitiser and the one allow-list (src/contract/cms-html.ts, docs/decisions/080-content-html-identity-and-art.md).

describe('sanitizeCmsHtml', () => {
  it('drops what redirects, restyles or replaces the page: meta, base, link, style, form, iframe, style attributes', () => {
    expect(
      sanitizeCmsHtml(
        '<meta http-equiv="refresh" content="2;url=https://evil.example"><base href="https://evil.example/">' +
          '<link rel="stylesheet" href="/x.css"><style>header{display:none}</style><p style="position:fixed">Teks</p>' +
          '<form action="https://evil.example"><input name="p"><button>Kirim</button><p>dalam form</p></form>' +
          '<iframe src="https://www.youtube-nocookie.com/embed/x">iframe</iframe><object data="x.swf">obj</object>',
      ),
    ).toBe('<p>Teks</p><p>dalam form</p>');
  });

  it('drops scripts, svg, math and handlers with their content', () => {
    expect(
      sanitizeCmsHtml(
        '<script>alert(1)</script><svg onload="alert(2)"><text>s</text></svg><math><mi>m</mi></math>' +
          '<noscript><p>n</p></noscript><template><p>t</p></template><p onclick="alert(3)" onmouseover="x">ok</p><!-- note -->',
      ),
    ).toBe('<p>ok</p>');
  });

  it('keeps only http(s), mailto, tel and relative URLs, whatever their spelling', () => {
    const html = sanitizeCmsHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>' +
        '<a href=" &#106;avascript:alert(1)">d</a><a href="data:text/html,x">e</a><a href="vbscript:x">f</a>' +
        '<img src="data:image/png;base64,AAAA" alt="g"><img src="/a.webp" srcset="javascript:x 1x, /b.webp 2x" alt="h">' +
        '<a href="https://denka.co.id/x">i</a><a href="/produk">j</a><a href="#bagian">k</a><a href="mailto:cs@denka.co.id">l</a>' +
        '<a href="tel:+6221123">m</a><img src="/c.webp" srcset="/c.webp 1x, /c@2.webp 2x" alt="n">',
    );
    expect(html).toBe(
      '<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a>f</a><img alt="g" /><img src="/a.webp" alt="h" />' +
        '<a href="https://denka.co.id/x">i</a><a href="/produk">j</a><a href="#bagian">k</a><a href="mailto:cs@denka.co.id">l</a>' +
        '<a href="tel:+6221123">m</a><img src="/c.webp" srcset="/c.webp 1x, /c@2.webp 2x" alt="n" />',
    );
  });

  it('gives a link that opens a new tab rel=noopener and keeps no other rel or target', () => {
    expect(
      sanitizeCmsHtml('<a href="https://x.id" target="_blank" rel="opener">x</a><a href="/y" target="frame" rel="nofollow">y</a>'),
    ).toBe('<a href="https://x.id" target="_blank" rel="noopener noreferrer">x</a><a href="/y" rel="nofollow">y</a>');
  });

  it('keeps the text of unknown wrappers, makes an <h1> a section heading, and keeps heading ids that are not the page’s own', () => {
    expect(
      sanitizeCmsHtml('<section><article><h1 class="big">Judul</h1><h2 id="lensa">Lensa</h2><h3 id="root">Akar</h3></article></section>'),
    ).toBe('<h2>Judul</h2><h2 id="lensa">Lensa</h2><h3>Akar</h3>');
  });

  it('keeps attribute values the elements accept, so the page stays valid HTML', () => {
    expect(
      sanitizeCmsHtml(
        '<img src="/a.webp" alt="" width="640" height="50%" loading="soon"><table><tbody><tr><td colspan="2" rowspan="x">a</td>' +
          '<th scope="row">b</th><th scope="diagonal">c</th></tr></tbody></table><time datetime="2026-11-28">d</time>' +
          '<time datetime="besok">e</time><p lang="en" dir="sideways" data-x="1" class="c" id="p1">f</p>',
      ),
    ).toBe(
      '<img src="/a.webp" alt="" width="640" /><table><tbody><tr><td colspan="2">a</td><th scope="row">b</th><th>c</th></tr></tbody></table>' +
        '<time datetime="2026-11-28">d</time><time>e</time><p lang="en">f</p>',
    );
  });

  it('leaves text and its entities as text', () => {
    expect(sanitizeCmsHtml('<p>Tom &amp; Jerry &lt;script&gt; "kutip" é</p>')).toBe('<p>Tom &amp; Jerry &lt;script&gt; "kutip" é</p>');
    expect(sanitizeCmsHtml('')).toBe('');
  });
});
