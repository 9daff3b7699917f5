import { describe, expect, it } from 'vitest';
import { withToc } from './toc';

describe('withToc', () => {
  it('adds unique anchor ids to h2/h3 and lists them in order', () => {
    const { body, toc } = withToc('<p>x</p><h2>Kenapa 360°?</h2><h3 class="a">Detail &amp; fitur</h3><h2>Kenapa 360°?</h2>');
    expect(toc).toEqual([
      { id: 'kenapa-360', level: 2, text: 'Kenapa 360°?' },
      { id: 'detail-fitur', level: 3, text: 'Detail & fitur' },
      { id: 'kenapa-360-2', level: 2, text: 'Kenapa 360°?' },
    ]);
    expect(body).toContain('<h2 id="kenapa-360">');
    expect(body).toContain('<h3 class="a" id="detail-fitur">');
    expect(body).toContain('<h2 id="kenapa-360-2">');
  });

  it('keeps ids the author set and leaves other markup alone', () => {
    const { body, toc } = withToc('<h2 id="intro">Intro</h2><h4>Not listed</h4>');
    expect(toc).toEqual([{ id: 'intro', level: 2, text: 'Intro' }]);
    expect(body).toBe('<h2 id="intro">Intro</h2><h4>Not listed</h4>');
  });

  it("never gives a heading an id of the page's own elements (src/contract/cms-html.ts)", () => {
    const { body, toc } = withToc('<h2>Root</h2><h2>SSR state</h2><h3>Main content</h3>');
    expect(toc.map((entry) => entry.id)).toEqual(['root-2', 'ssr-state-2', 'main-content-2']);
    expect(body).toBe('<h2 id="root-2">Root</h2><h2 id="ssr-state-2">SSR state</h2><h3 id="main-content-2">Main content</h3>');
  });
});
