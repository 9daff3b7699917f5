import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { callsTo, insta360Results, mockApi, productPage, summary } from '../test/fixtures';
import SearchResultsPage from './search-results';

const page1 = Array.from({ length: 12 }, (_, i) => summary(i + 1, `Insta360 Model ${i + 1}`));
const page2 = [summary(13, 'Insta360 Model 13'), summary(14, 'Insta360 Model 14')];

describe('/search/{slug}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists products (page 1, then later pages appended), dealers and articles, all highlighted', async () => {
    const fetchMock = mockApi({
      'v2/product/search': () => ({ body: insta360Results }),
      'v2/product': (url) => ({ body: url.searchParams.get('page') === '2' ? productPage(page2, 2, 2, 14) : productPage(page1, 1, 2, 14) }),
    });
    render(<SearchResultsPage />, { route: '/search/insta360%20', path: '/search/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hasil Pencarian' })).toBeInTheDocument();
    const products = within(screen.getByRole('region', { name: /^Produk/ }));
    expect(await products.findByText('(14 produk)')).toBeInTheDocument();
    expect(products.getAllByRole('link')).toHaveLength(12);
    fireEvent.click(products.getByRole('button', { name: 'Muat lebih banyak (12 dari 14)' }));
    await vi.waitFor(() => expect(products.getAllByRole('link')).toHaveLength(14));
    expect(products.getAllByRole('link')[0]).toHaveAttribute('href', '/product-info/insta360-model-1');
    expect(products.queryByRole('button', { name: /Muat lebih banyak/ })).toBeNull();
    const pages = callsTo(fetchMock, 'v2/product').map((u) => [u.searchParams.get('search'), u.searchParams.get('page')]);
    expect(pages).toEqual([
      ['insta360', '1'],
      ['insta360', '2'],
    ]);
    expect(products.getAllByText('Insta360', { selector: 'mark' }).length).toBeGreaterThanOrEqual(14);

    const dealers = within(await screen.findByRole('region', { name: 'Dealer' }));
    expect(dealers.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Insta360 Store Medan',
      'Bintang Digital',
      'Cahaya Kamera',
    ]);
    expect(dealers.getAllByText('Insta360', { selector: 'mark' }).length).toBeGreaterThanOrEqual(3); // name + addresses
    const article = screen.getByRole('link', { name: /Review Insta360 Flow/ });
    expect(article).toHaveAttribute('href', '/berita_detail/artikel-3');
    expect(within(article).getByText('Insta360', { selector: 'mark' })).toBeInTheDocument();
  });

  it('a failed product read offers a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    mockApi({
      'v2/product/search': () => ({ body: insta360Results }),
      'v2/product': () => (fail ? { status: 404, body: { message: 'Not found' } } : { body: productPage(page2, 1, 1, 2) }),
    });
    render(<SearchResultsPage />, { route: '/search/insta360', path: '/search/:slug' });
    expect(await screen.findByText('Produk gagal dimuat.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('(2 produk)')).toBeInTheDocument();
  });
});
