import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { callsTo, insta360Results, mockApi, productPage, summary } from '@/features/search/test/fixtures';
import SearchPage from './search-page';

const page1 = Array.from({ length: 12 }, (_, i) => summary(i + 1, `Insta360 Model ${i + 1}`));
const page2 = [summary(13, 'Insta360 Model 13'), summary(14, 'Insta360 Model 14')];
const categories = [
  { slug: 'kamera-360', name: 'Kamera 360', count: 10 },
  { slug: 'aksesori', name: 'Aksesori', count: 4 },
];

describe('/search/{slug}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists products (page 1, then later pages appended) with the term marked, the categories with counts, dealers and articles', async () => {
    const fetchMock = mockApi({
      'v2/product/search': () => ({ body: insta360Results }),
      'v2/product': (url) => ({
        body: url.searchParams.get('page') === '2' ? productPage(page2, 2, 2, 14) : { ...productPage(page1, 1, 2, 14), categories },
      }),
    });
    render(<SearchPage />, { route: '/search/insta360%20', path: '/search/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hasil Pencarian' })).toBeInTheDocument();
    const products = within(screen.getByRole('region', { name: /^Produk/ }));
    expect(await products.findByTestId('product-count')).toHaveTextContent('14 produk');
    const grid = () => within(products.getByTestId('product-grid'));
    expect(grid().getAllByRole('link')).toHaveLength(12);
    fireEvent.click(products.getByRole('button', { name: 'Muat lebih banyak' }));
    await vi.waitFor(() => expect(grid().getAllByRole('link')).toHaveLength(14));
    expect(grid().getAllByRole('link')[0]).toHaveAttribute('href', '/product-info/insta360-model-1');
    expect(grid().getAllByText('Insta360', { selector: 'mark' })).toHaveLength(14);
    expect(grid().getAllByRole('heading', { level: 3 })).toHaveLength(14);
    const pages = callsTo(fetchMock, 'v2/product').map((u) => [
      u.searchParams.get('search'),
      u.searchParams.get('page'),
      u.searchParams.get('facets'),
    ]);
    expect(pages).toEqual([
      ['insta360', '1', 'yes'],
      ['insta360', '2', null],
    ]);
    // The results' categories to choose from, with counts; no search field or price sort of its own.
    const panel = within(screen.getByTestId('filter-panel'));
    expect(panel.getByRole('radio', { name: 'Kamera 360 (10)' })).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'Aksesori (4)' })).toBeInTheDocument();
    expect(panel.queryByRole('searchbox', { name: 'Cari produk' })).toBeNull();
    expect(panel.queryByRole('combobox', { name: 'Urutkan harga' })).toBeNull();

    const dealers = within(await screen.findByRole('region', { name: 'Dealer' }));
    expect(dealers.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Insta360 Store Medan',
      'Bintang Digital',
      'Cahaya Kamera',
    ]);
    const article = screen.getByRole('link', { name: /Review Insta360 Flow/ });
    expect(article).toHaveAttribute('href', '/berita_detail/artikel-3');
  });

  it('choosing a category puts it in the URL and asks for that category of the results with its facets', async () => {
    const fetchMock = mockApi({
      'v2/product/search': () => ({ body: insta360Results }),
      'v2/product': (url) => ({
        body: url.searchParams.get('category')
          ? { ...productPage(page1.slice(0, 10), 1, 1, 10), facets: [] }
          : { ...productPage(page1, 1, 2, 14), categories },
      }),
    });
    const { router } = render(<SearchPage />, { route: '/search/insta360', path: '/search/:slug' });
    const panel = within(screen.getByTestId('filter-panel'));
    fireEvent.click(await panel.findByRole('radio', { name: 'Kamera 360 (10)' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?category=kamera-360'));
    expect(router.state.location.pathname).toBe('/search/insta360');
    // The count follows once the category's answer has been read (parsed in a task of its own, src/lib/next-task.ts).
    await vi.waitFor(() => expect(screen.getByTestId('product-count')).toHaveTextContent('10 produk'));
    const last = callsTo(fetchMock, 'v2/product').at(-1)!;
    expect([last.searchParams.get('search'), last.searchParams.get('category'), last.searchParams.get('facets')]).toEqual([
      'insta360',
      'kamera-360',
      'yes',
    ]);
    // Chosen: the category stays checked, "Semua kategori" is the way back.
    await vi.waitFor(() => expect(panel.getByRole('radio', { checked: true })).toHaveAttribute('value', 'kamera-360'));
    expect(panel.getByRole('radio', { name: 'Semua kategori' })).not.toBeChecked();
  });
});
