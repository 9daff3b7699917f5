import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { callsTo, deferred, emptyResults, insta360Results, mockApi, productPage, summary } from '../test/fixtures';
import { DesktopSearch } from './desktop-search';

/** Advances fake time in small acts, so React renders and runs effects between timer batches. */
async function advance(ms: number) {
  for (let left = ms; left > 0 || left === ms; left -= 50) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, Math.max(left, 0))));
    if (left <= 0) break;
  }
}

function setup() {
  const onClose = vi.fn();
  const view = render(<DesktopSearch opened onClose={onClose} />);
  const input = () => screen.getByRole('searchbox', { name: 'Cari Produk' });
  const type = (value: string) => fireEvent.change(input(), { target: { value } });
  return { ...view, onClose, input, type };
}

describe('DesktopSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0); // +10 per step: predictable progress
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('debounces typing 700 ms: one request for a burst of keystrokes', async () => {
    const fetchMock = mockApi({ 'v2/product/search': () => ({ body: insta360Results }) });
    const { type } = setup();
    await advance(0);
    for (const partial of ['I', 'In', 'Ins', 'Insta', 'Insta3', 'Insta360']) {
      type(partial);
      await advance(100);
    }
    await advance(599);
    expect(callsTo(fetchMock, 'v2/product/search')).toHaveLength(0);
    await advance(1);
    const calls = callsTo(fetchMock, 'v2/product/search');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('q')).toBe('Insta360');
    expect(calls[0]!.searchParams.get('size')).toBe('21');
  });

  it('a blank term never calls the API', async () => {
    const fetchMock = mockApi({});
    const { type } = setup();
    type('   ');
    await advance(2000);
    expect(callsTo(fetchMock, 'v2/product/search')).toHaveLength(0);
  });

  it('shows the overlay with progress steps and status texts, then the highlighted results', async () => {
    const reply = deferred<{ body: unknown }>();
    mockApi({ 'v2/product/search': () => reply.promise });
    const { type, input } = setup();
    type('insta360');
    await advance(700);
    const overlay = within(screen.getByTestId('search-overlay'));
    expect(overlay.getByText('Memulai pencarian...')).toBeInTheDocument();
    expect(overlay.getByText('Mohon tunggu sebentar...')).toBeInTheDocument();
    expect(overlay.getByText('0% selesai')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    await advance(200);
    expect(overlay.getByText('10% selesai')).toBeInTheDocument();
    await advance(400); // 30 %
    expect(overlay.getByText('Mencari produk...')).toBeInTheDocument();
    await advance(400); // 50 %
    expect(overlay.getByText('Mencari dealer...')).toBeInTheDocument();
    await advance(600); // 80 %
    expect(overlay.getByText('Mencari artikel...')).toBeInTheDocument();
    await advance(2000); // capped at 90 %
    expect(overlay.getByText('90% selesai')).toBeInTheDocument();
    expect(overlay.getByText('Menyelesaikan pencarian...')).toBeInTheDocument();

    reply.resolve({ body: insta360Results });
    await advance(0);
    expect(overlay.getByText('100% selesai')).toBeInTheDocument();
    await advance(299);
    expect(screen.queryByRole('region', { name: 'Hasil pencarian' })).toBeNull();
    await advance(1);
    const results = within(screen.getByRole('region', { name: 'Hasil pencarian' }));
    expect(screen.queryByTestId('search-overlay')).toBeNull();
    expect(results.getByText('5 produk ditemukan untuk "insta360"')).toBeInTheDocument();
    const marks = results.getAllByText('Insta360', { selector: 'mark' });
    expect(marks.length).toBeGreaterThanOrEqual(3);
    expect(results.getByRole('link', { name: 'Lihat semua insta360 produk' })).toHaveAttribute('href', '/search/insta360');
    expect(results.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/product-info/'))).toHaveLength(3);
    expect(results.getByRole('link', { name: /Insta360 X4 Resmi Dijual/ })).toHaveAttribute('href', '/berita_detail/artikel-1');
    expect(input()).not.toBeDisabled();
  });

  it('runs the product list search with cari when every group is empty', async () => {
    const fetchMock = mockApi({
      'v2/product/search': () => ({ body: emptyResults }),
      'v2/product': () => ({ body: productPage([summary(9, 'Hollyland Lark M2')], 1, 1, 1) }),
    });
    const { type } = setup();
    type('hollyand');
    await advance(700 + 2000);
    const list = callsTo(fetchMock, 'v2/product');
    expect(list).toHaveLength(1);
    expect(list[0]!.searchParams.get('cari')).toBe('hollyand');
    expect(list[0]!.searchParams.get('page')).toBe('1');
    const results = within(screen.getByRole('region', { name: 'Hasil pencarian' }));
    expect(results.getByText('1 produk ditemukan untuk "hollyand"')).toBeInTheDocument();
    expect(results.getByRole('link', { name: /Hollyland Lark M2/ })).toHaveAttribute('href', '/product-info/hollyland-lark-m2');
    expect(results.getByText('Dealer tidak ditemukan')).toBeInTheDocument();
  });

  it('the count line reports every matching product, not only the 21 in the answer', async () => {
    const full = {
      ...insta360Results,
      products: Array.from({ length: 21 }, (_, i) => insta360Results.products[i % 5]!).map((p, i) => ({ ...p, id: i + 1 })),
      products_total: 26,
    };
    mockApi({ 'v2/product/search': () => ({ body: full }) });
    const { type } = setup();
    type('kamera');
    await advance(3000);
    const results = within(screen.getByRole('region', { name: 'Hasil pencarian' }));
    expect(results.getByText('26 produk ditemukan untuk "kamera"')).toBeInTheDocument();
  });

  it('shows the three empty states when nothing matches anywhere', async () => {
    mockApi({ 'v2/product/search': () => ({ body: emptyResults }), 'v2/product': () => ({ body: productPage([], 1, 1, 0) }) });
    const { type } = setup();
    type('zzqx');
    await advance(3000);
    const results = within(screen.getByRole('region', { name: 'Hasil pencarian' }));
    expect(results.getByText('0 produk ditemukan untuk "zzqx"')).toBeInTheDocument();
    for (const text of ['Produk tidak ditemukan', 'Dealer tidak ditemukan', 'Artikel tidak ditemukan']) {
      expect(results.getByText(text)).toBeInTheDocument();
    }
  });

  it('on failure the loading text becomes "Terjadi kesalahan saat mencari" and the error is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'v2/product/search': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const { type } = setup();
    type('insta360');
    await advance(700 + 5000); // includes the one retry of a 5xx
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan saat mencari');
    expect(warn).toHaveBeenCalled();
    fireEvent.click(within(screen.getByTestId('search-overlay')).getByRole('button', { name: 'BATAL' }));
    await advance(0);
    expect(screen.queryByTestId('search-overlay')).toBeNull();
  });

  it('tips panel: popular chips fill the term, start button rules, cancel closes it', async () => {
    mockApi({ 'v2/product/search': () => ({ body: insta360Results }) });
    const { input } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    expect(screen.getByRole('heading', { name: 'Pencarian Lanjutan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MULAI PENCARIAN' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Hollyland' }));
    expect(input()).toHaveValue('Hollyland');
    expect(screen.getByRole('button', { name: 'MULAI PENCARIAN' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'BATAL' }));
    expect(screen.queryByRole('heading', { name: 'Pencarian Lanjutan' })).toBeNull();
  });

  it('Enter opens /search/{query}', async () => {
    mockApi({ 'v2/product/search': () => ({ body: insta360Results }) });
    const { type, input, router, onClose } = setup();
    type('  Insta360 ');
    fireEvent.submit(input().closest('form')!);
    await advance(0);
    expect(router.state.location.pathname).toBe('/search/Insta360');
    expect(onClose).toHaveBeenCalled();
  });
});
