import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { markPageShown } from '@/lib/when-idle';
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
    await user.click(await screen.findByRole('button', { name: /Merek/ }, { timeout: 5_000 })); // its code loads first
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

  it("shows the site's logo the studio keeps (web accessory header_logo), the built-in mark until then", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'v2/web-accessories': {
        status: 200,
        body: {
          data: [
            { id: 1, key: 'footer_logo', title: 'Denka', media_url: '/media/footer.webp', placement: 'footer' },
            { id: 2, key: 'header_logo', title: 'Denka', media_url: '/media/studio/9/logo-baru.webp', placement: 'header' },
          ],
        },
      },
    });
    render(<Header />);
    const logo = () => screen.getByRole('link', { name: 'Denka, ke beranda' }).querySelector('img');
    expect(logo()).toHaveAttribute('src', '/denka-logo.svg');
    await vi.waitFor(() => expect(logo()).toHaveAttribute('src', '/media/studio/9/logo-baru.webp'));
    expect(logo()).toHaveAttribute('width', '112');
  });

  it('search dialog, once its code is here: Enter opens /search/{query}', async () => {
    mockApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = render(<Header />);
    markPageShown(); // the header fetches its dialogs' code once the page is on screen and idle
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Buka pencarian' }); // a wide screen here: its dialog's code is fetched
    expect(button).toHaveAttribute('popovertarget', 'early-search'); // the HTML's own panel until then
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-haspopup', 'dialog'), { timeout: 10_000 });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cari Produk' });
    const input = within(dialog).getByRole('searchbox', { name: 'Cari Produk' });
    await user.type(input, '  insta360 x5 {Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/insta360%20x5'));
  }, 15_000);

  it("the HTML's own search panel: a GET form to /search that, in the app, opens the results", async () => {
    mockApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = render(<Header />);
    const user = userEvent.setup();
    const panel = document.getElementById('early-search')!;
    expect(panel).toHaveAttribute('popover', 'auto');
    const form = within(panel).getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const input = within(panel).getByRole('searchbox', { name: 'Cari Produk', hidden: true });
    expect(input).toHaveAttribute('name', 'q');
    await user.type(input, ' lark m2 {Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/lark%20m2'));
  });

  it("the HTML's own menu: every section's links and the language links, closed by its own button", async () => {
    mockApi({ 'v2/product/brands': { status: 200, body: { data: [brand(1, 'insta360', 'Insta360')] } } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Header />);
    const panel = document.getElementById('early-menu')!;
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('popovertarget', 'early-menu');
    const nav = within(panel).getByRole('navigation', { name: 'Menu seluler', hidden: true });
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Insta360', hidden: true })).toHaveAttribute('href', '/brand/insta360'),
    );
    expect(within(nav).getByRole('link', { name: 'Dealer Resmi', hidden: true })).toHaveAttribute('href', '/authorized-store');
    expect(within(nav).getByRole('link', { name: 'EN', hidden: true })).toHaveAttribute('href', '?lang=en');
    const close = within(panel).getByRole('button', { name: 'Tutup menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'early-menu');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });
});
