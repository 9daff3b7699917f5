import { afterEach, describe, expect, it } from 'vitest';
import { browserRender, serverThenHydrate } from '../test/hydrate';
import { HtmlContent } from './html-content';

// CMS HTML in the server's markup, hydrated without a mismatch, and sanitised in the browser when the browser
// renders it by itself (docs/decisions/080-content-html-identity-and-art.md, docs/decisions/113-first-screen.md).

afterEach(() => document.body.replaceChildren());

describe('HtmlContent', () => {
  it('is in the server’s markup and hydrates keeping the server’s nodes', async () => {
    const html = '<h2 id="lensa">Lensa</h2><p>Teks <strong>tebal</strong></p>';
    const { markup, serverNodes, nodes, errors } = await serverThenHydrate(<HtmlContent html={html} />);
    expect(markup).toContain(html);
    expect(serverNodes).toHaveLength(3);
    expect(errors).toEqual([]);
    expect(nodes()).toEqual(serverNodes);
  });

  it('sanitises HTML the browser renders by itself with the same allow-list', async () => {
    const container = await browserRender(
      <HtmlContent
        html={'<meta http-equiv="refresh" content="0;url=https://evil.example"><style>header{display:none}</style><p style="x">Teks</p>'}
      />,
    );
    expect(container.querySelector('meta, style:not([data-mantine-styles])')).toBeNull();
    expect(container.querySelector('p')?.outerHTML).toBe('<p>Teks</p>');
  });
});
