import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (CMS HTML never runs script; decision 080)', () => {
  it('drops <script> and on* handlers, keeps content and heading ids', () => {
    const clean = sanitizeHtml(
      '<h2 id="lensa">Lensa</h2><p>Teks</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">x</a><svg onload=alert(4)></svg><iframe src="https://evil.example"></iframe>',
    );
    const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
    expect(doc.querySelectorAll('script, iframe')).toHaveLength(0);
    for (const element of doc.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(doc.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(doc.querySelector('h2')?.id).toBe('lensa');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(clean).not.toMatch(/alert/);
  });

  it('adds rel=noopener to links that open a new tab', () => {
    const clean = sanitizeHtml('<a href="https://denka.co.id" target="_blank">Denka</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('keeps the text of unknown wrappers and drops embedding elements whole', () => {
    const clean = sanitizeHtml('<section><p>Isi</p></section><object data="x.swf">fallback</object><form><p>f</p></form>');
    expect(clean).toContain('<p>Isi</p>');
    expect(clean).not.toMatch(/section|object|form|fallback/);
  });

  it('applies the server’s allow-list (src/contract/cms-html.ts): no meta, base, style, form or style attribute; <h1> becomes <h2>', () => {
    const clean = sanitizeHtml(
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">' +
        '<style>header{display:none}</style><h1 id="judul">Judul</h1><p style="position:fixed" class="x">Teks</p>' +
        '<form><input name="p"><button>Kirim</button></form><a href="data:text/html,x">d</a><h2 id="root">Akar</h2>' +
        '<img src="/a.webp" srcset="javascript:x 1x" width="50%" alt="">',
    );
    expect(clean).toBe('<h2 id="judul">Judul</h2><p>Teks</p><a>d</a><h2>Akar</h2><img src="/a.webp" alt="">');
  });
});
