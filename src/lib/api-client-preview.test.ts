import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A studio preview tab (docs/decisions/250-staff-studio.md): opened with `?preview=<token>`, every public read of
// the tab carries the token and the site's cookies, and never takes the page's first-screen answer; a personal read
// and a tab opened without a token read as always. The module reads the address it starts with, so each case
// imports it afresh.

const answer = () =>
  vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ data: [] }), { status: 200 }));

async function freshClient(search: string) {
  window.history.replaceState(null, '', `/${search}`);
  vi.resetModules();
  const [client, catalogue, accounts, preview] = await Promise.all([
    import('./api-client'),
    import('../contract/endpoints/catalogue'),
    import('../contract/endpoints/accounts'),
    import('./studio-preview'),
  ]);
  return { ...client, ...catalogue, accounts, preview };
}

beforeEach(() => vi.stubGlobal('fetch', answer()));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a preview tab', () => {
  it('sends its token and the cookies with every public read', async () => {
    const { apiGet, brandList } = await freshClient('?preview=k.1.abc.sig_-');
    await apiGet(brandList, { query: { lang: 'id' } });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toBe('/api/cms/v2/product/brands?lang=id&preview=k.1.abc.sig_-');
    expect(init?.credentials).toBe('same-origin');
  });

  it('never answers a read from the first screen the page carries (the published content)', async () => {
    const { apiGet, brandList, readKeyOf } = await freshClient('?preview=k.1.abc.sig_-');
    const published = { data: [{ id: 1, slug: 'x', name: 'Published', logo: null, featured: true }] };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'boot-reads';
    block.textContent = JSON.stringify({ [readKeyOf(brandList, undefined, { lang: 'id' })]: published });
    document.body.append(block);
    const body = await apiGet(brandList, { query: { lang: 'id' } });
    expect(body).toEqual({ data: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    block.remove();
  });

  it('leaves a personal read and a tab without a token (or with a malformed one) alone', async () => {
    const withToken = await freshClient('?preview=k.1.abc.sig_-');
    const personal = Object.values(withToken.accounts).find((e) => e.method === 'GET' && e.cache === 'personal' && !e.path.includes(':'));
    expect(personal, 'an account read to try').toBeDefined();
    const read = withToken.apiGet as unknown as (endpoint: unknown) => Promise<unknown>;
    await read(personal).catch(() => undefined);
    expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).not.toContain('preview=');
    for (const search of ['', '?preview=%3Cscript%3E']) {
      const { apiGet, brandList } = await freshClient(search);
      vi.mocked(fetch).mockClear();
      await apiGet(brandList, { query: { lang: 'id' } });
      const [url, init] = vi.mocked(fetch).mock.calls[0]!;
      expect(String(url)).toBe('/api/cms/v2/product/brands?lang=id');
      expect(init?.credentials).toBe('omit');
    }
  });

  it('a token the server refuses is dropped: the read is made again without it, and the tab says why', async () => {
    const { apiGet, brandList, preview } = await freshClient('?preview=k.1.abc.sig_-');
    expect(preview.previewState()).toBe('active');
    const published = { data: [] };
    vi.mocked(fetch)
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'Preview not found' }), { status: 404, headers: { 'X-Preview': 'refused' } }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify(published), { status: 200 }));
    const changes = vi.fn();
    preview.subscribePreview(changes);
    expect(await apiGet(brandList, { query: { lang: 'id' } })).toEqual(published);
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/cms/v2/product/brands?lang=id&preview=k.1.abc.sig_-', '/api/cms/v2/product/brands?lang=id']);
    expect(vi.mocked(fetch).mock.calls[1]![1]?.credentials).toBe('omit');
    expect(preview.previewState()).toBe('refused');
    expect(changes).toHaveBeenCalledTimes(1);
    // Later reads of the tab go without it.
    await apiGet(brandList, { query: { lang: 'en' } });
    expect(String(vi.mocked(fetch).mock.calls[2]![0])).toBe('/api/cms/v2/product/brands?lang=en');
  });

  it('a 404 of the draft itself (no such entry) is not a refused token: the tab stays a preview', async () => {
    const { apiGet, brandList, preview, ApiError } = await freshClient('?preview=k.1.abc.sig_-');
    vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
    await expect(apiGet(brandList, { query: { lang: 'id' } })).rejects.toBeInstanceOf(ApiError);
    expect(preview.previewState()).toBe('active');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
