import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { Header } from './header';

const brand = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  description: null,
  image_url: null,
  meta_title: null,
  meta_description: null,
  featured: true,
});

function mockApi(responses: Record<string, { status: number; body: unknown }>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/cms/', '');
    const hit = responses[path] ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(hit.body), { status: hit.status, headers: { 'content-type': 'application/json' } });
  });
}

describe('Header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads brands once and tolerates a missing newsticker (docs/product.md §8: only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'v2/product/brands': { status: 200, body: { data: [brand(1, 'insta360', 'Insta360'), brand(2, 'hollyland', 'Hollyland')] } },
      'v2/product/categories': { status: 200, body: { data: [] } },
    });
    render(<Header />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Merek/ }));
    // happy-dom has no layout, so Floating UI reports the target detached and hides the dropdown.
    const item = await screen.findByRole('menuitem', { name: 'Insta360', hidden: true });
    const menu = within(item.closest<HTMLElement>('[role="menu"]')!);
    expect(item).toHaveAttribute('href', '/brand/insta360');
    expect(menu.getByRole('menuitem', { name: 'Semua Merek', hidden: true })).toHaveAttribute('href', '/brands');
    expect(screen.queryByRole('region', { name: 'Info promo' })).toBeNull();
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(calls.filter((p) => p.endsWith('v2/product/brands'))).toHaveLength(1);
    expect(calls).toEqual(expect.arrayContaining(['/api/cms/v2/newsticker', '/api/cms/v2/web-accessories']));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('search dialog: Enter opens /search/{query}', async () => {
    mockApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = render(<Header />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Buka pencarian' })[0]!);
    const input = await screen.findByRole('searchbox', { name: 'Cari Produk' });
    await user.type(input, '  insta360 x5 {Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/insta360%20x5'));
  });
});
