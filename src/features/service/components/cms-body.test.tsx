import { afterEach, describe, expect, it } from 'vitest';
import { browserRender, serverThenHydrate } from '@/test/hydrate';
import { CmsBody } from './cms-body';

// The service pages' CMS body: in the server's markup (read without a DOM), hydrated without a mismatch, and only
// its own list of elements whatever the HTML holds (docs/decisions/080-content-html-identity-and-art.md).

afterEach(() => document.body.replaceChildren());

describe('CmsBody', () => {
  const body = '<h2>Syarat</h2><p>Garansi &amp; servis&nbsp;resmi<br>7&#160;hari</p><ul><li>Satu</li><li>Dua &lt;b&gt;</li></ul><!-- c -->';

  it('is rendered on the server without a DOM parser, CMS <h2> as <h3>, and hydrates keeping the server’s nodes', async () => {
    const { container, serverNodes, nodes, errors } = await serverThenHydrate(<CmsBody html={body} />);
    expect(serverNodes.map((node) => `${node.tagName}:${node.textContent}`)).toEqual([
      'H3:Syarat',
      'P:Garansi & servis\u00a0resmi7\u00a0hari',
      'LI:Satu',
      'LI:Dua <b>',
    ]);
    expect(container.querySelector('br')).not.toBeNull();
    expect(errors).toEqual([]);
    expect(nodes()).toEqual(serverNodes);
  });

  it('renders only its list of elements, whatever the HTML holds', async () => {
    const container = await browserRender(
      <CmsBody
        html={'<p>ok <img src=x onerror="alert(1)"><a href="javascript:alert(2)">tautan</a></p><script>alert(3)</script><style>p{}</style>'}
      />,
    );
    expect(container.querySelector('img, a, script, style:not([data-mantine-styles])')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('ok tautan');
  });
});
