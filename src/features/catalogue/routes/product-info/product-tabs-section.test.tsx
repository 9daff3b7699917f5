import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { productDetailFixture } from '@/test/fixtures';
import ProductInfoPage from './product-info-page';

// The open tab's state lives with the tabs, not the page (docs/decisions/113-first-screen.md): a tap on a tab renders
// the tabs again, never the rest of the page (gallery, nearest dealers, related products), which made a tab switch
// take over 200 ms on a 4× slowed CPU when the state sat in the page.
const renders = vi.hoisted(() => ({ nearest: 0 }));
vi.mock('./nearest-dealers', () => ({
  NearestDealers: () => {
    renders.nearest += 1;
    return <section aria-label="nearest" />;
  },
}));

describe('ProductInfoPage tabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('switches a tab in place: the URL says which, and the rest of the page is not rendered again', async () => {
    const product = productDetailFixture({ specs: [{ label: 'Resolusi', value: '8K' }] });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(`slug=${product.slug}`)) return Response.json({ data: product });
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    render(<ProductInfoPage />, { route: `/product-info/${product.slug}`, path: '/product-info/:slug' });
    const tab = await screen.findByRole('tab', { name: 'Spesifikasi' });
    const before = renders.nearest;
    expect(before).toBeGreaterThan(0);

    fireEvent.click(tab);
    expect(await screen.findByRole('tab', { name: 'Spesifikasi', selected: true })).toBeInTheDocument();
    expect(new URL(window.location.href).searchParams.get('tab')).toBe('specification');
    expect(renders.nearest).toBe(before);
  });
});
