import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import ProductInfoPage from './product-info-page';

describe('ProductInfoPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a real not-found page with a way back for an unknown slug', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ message: 'Product not found' }, { status: 404 }));
    render(<ProductInfoPage />, { route: '/product-info/tidak-ada', path: '/product-info/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat kategori produk' })).toHaveAttribute('href', '/product-categories');
  });
});
