import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { ProductList } from './product-list';

const product = (id: number, price: number | null) => ({
  id,
  slug: `produk-${id}`,
  name: `Produk ${id}`,
  description: 'Deskripsi',
  price,
  image_base: { url: `/media/products/p${id}.webp`, width: 640, height: 640 },
  brand: { id: 1, slug: 'hollyland', name: 'Hollyland', image_url: null },
  category: { id: 1, slug: 'mic-wireless', name: 'Mikrofon Nirkabel' },
});

/** v2/product answers page `page` of 2 (12 + 3 products); everything else is an empty list. */
function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/cms/', '');
    if (path !== 'v2/product') return Response.json({ data: [] });
    const page = Number(url.searchParams.get('page'));
    const ids = page === 1 ? Array.from({ length: 12 }, (_, i) => i + 1) : [13, 14, 15];
    const data = ids.map((id) => product(id, id * 1_000_000));
    const products = { current_page: page, last_page: 2, total: 15, per_page: 12, from: 1, to: 12, data };
    return Response.json({ products, articles: [], dealers: [] });
  });
}

describe('ProductList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads its filters from the URL, shows prices in rupiah and appends page 2 on "load more"', async () => {
    const fetchMock = mockApi();
    render(<ProductList category="mic-wireless" />, { route: '/product-category/mic-wireless?min_price=1000000&sort=desc' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(12);
    expect(screen.getByText('Rp 12.000.000')).toBeInTheDocument();
    const first = new URL(String(fetchMock.mock.calls.find(([u]) => String(u).includes('v2/product?'))?.[0]), 'http://localhost');
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      category: 'mic-wireless',
      min_price: '1000000',
      sort_by_price: 'desc',
      page: '1',
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Produk 15')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(15);
    expect(screen.getByText('Produk 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('writes a price range to the URL, putting a reversed range right', async () => {
    mockApi();
    const { router } = render(<ProductList />, { route: '/product-categories' });
    await screen.findAllByTestId('product-card');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Harga minimum'), '5000000');
    await user.type(screen.getByLabelText('Harga maksimum'), '1000000');
    await user.click(screen.getByRole('button', { name: 'Terapkan filter' }));
    expect(router.state.location.search).toBe('?min_price=1000000&max_price=5000000');
  });

  it('adds one history entry when the same filters are submitted twice before the list renders them', async () => {
    mockApi();
    const { router } = render(<ProductList />, { route: '/product-categories' });
    await screen.findAllByTestId('product-card');
    const form = screen.getByRole('search', { name: 'Filter produk' });
    await userEvent.setup().type(screen.getByLabelText('Harga minimum'), '5000000');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(router.state.location.search).toBe('?min_price=5000000');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the list cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ProductList />);
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
