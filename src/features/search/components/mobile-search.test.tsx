import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { callsTo, emptyResults, insta360Results, mockApi, productPage } from '../test/fixtures';
import { MobileSearch } from './mobile-search';

async function advance(ms: number) {
  for (let done = 0; done < ms; done += 50) await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - done)));
}

function setup() {
  const onClose = vi.fn();
  const view = render(<MobileSearch opened onClose={onClose} />);
  const input = () => screen.getByRole('searchbox', { name: 'Cari Produk' });
  const type = (value: string) => fireEvent.change(input(), { target: { value } });
  return { ...view, onClose, input, type };
}

describe('MobileSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // +40 per 150 ms step
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('debounces 500 ms, steps +15–40 every 150 ms, closes 200 ms after the answer', async () => {
    const fetchMock = mockApi({ 'v2/product/search': () => ({ body: insta360Results }) });
    const { type } = setup();
    expect(screen.getByRole('heading', { name: 'Pencarian Lanjutan' })).toBeInTheDocument(); // tips at rest
    type('Insta');
    await advance(300);
    type('Insta360');
    await advance(450);
    expect(callsTo(fetchMock, 'v2/product/search')).toHaveLength(0);
    await advance(50);
    expect(callsTo(fetchMock, 'v2/product/search')).toHaveLength(1);
    await advance(600);
    const results = within(screen.getByRole('region', { name: 'Hasil pencarian' }));
    expect(screen.queryByRole('heading', { name: 'Pencarian Lanjutan' })).toBeNull(); // tips and results exclusive
    expect(results.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/product-info/'))).toHaveLength(3);
    expect(results.getAllByRole('listitem').filter((li) => li.textContent?.includes('(021)'))).toHaveLength(2);
    const articleLinks = results.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/berita_detail/'));
    expect(articleLinks).toHaveLength(2);
    expect(results.getByRole('button', { name: 'Lihat semua 3 artikel' })).toBeInTheDocument();
    expect(results.getByRole('button', { name: 'Lihat semua produk' })).toBeInTheDocument();
    expect(results.getByRole('button', { name: 'Lihat semua dealer' })).toBeInTheDocument();
    expect(results.getAllByText('Insta360', { selector: 'mark' }).length).toBeGreaterThan(0);
  });

  it('"Lihat Semua Hasil ({total})" opens /search/{query}; a product opens in-app after 0.3 s', async () => {
    mockApi({ 'v2/product/search': () => ({ body: insta360Results }) });
    const { type, router, onClose } = setup();
    type('Insta360');
    await advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Lihat Semua Hasil (11)' }));
    expect(router.state.location.pathname).toBe('/search/Insta360');
    const product = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/product-info/insta360-x1')!;
    fireEvent.click(product);
    expect(onClose).toHaveBeenCalled();
    await advance(250);
    expect(router.state.location.pathname).toBe('/search/Insta360');
    await advance(50);
    expect(router.state.location.pathname).toBe('/product-info/insta360-x1');
  });

  it('nothing anywhere: "Tidak ada hasil ditemukan"; clearing the input returns to the tips', async () => {
    mockApi({ 'v2/product/search': () => ({ body: emptyResults }), 'v2/product': () => ({ body: productPage([], 1, 1, 0) }) });
    const { type } = setup();
    type('zzqx');
    await advance(1500);
    // The empty state's module may still be arriving on a busy machine (a real import, not a timer): wait for it.
    await vi.waitFor(() => expect(screen.getByText('Tidak ada hasil ditemukan')).toBeInTheDocument());
    expect(screen.getByText('Coba gunakan kata kunci yang berbeda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lihat Semua Hasil/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus kata kunci' }));
    await advance(0);
    expect(screen.queryByText('Tidak ada hasil ditemukan')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pencarian Lanjutan' })).toBeInTheDocument();
  });

  it('while a search runs the overlay covers the tips and results, never the search box', async () => {
    mockApi({ 'v2/product/search': () => new Promise(() => undefined) });
    const { type, input } = setup();
    type('Insta360');
    await advance(600);
    const overlay = screen.getByTestId('search-overlay');
    // The overlay fills its positioned container (inset: 0): the search box must be outside that container.
    expect(overlay.parentElement!.contains(input())).toBe(false);
    expect(input()).toHaveValue('Insta360');
  });

  it('a failed search shows "Terjadi kesalahan saat mencari" in the mobile overlay', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'v2/product/search': () => ({ status: 503, body: { message: 'Service Unavailable' } }) });
    const { type } = setup();
    type('Insta360');
    await advance(5000);
    expect(within(screen.getByTestId('search-overlay')).getByRole('alert')).toHaveTextContent('Terjadi kesalahan saat mencari');
  });
});
