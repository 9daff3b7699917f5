import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebAccessory } from '@/contract/site';
import { render } from '@/test/render';
import { FooterAccessories } from './footer-accessories';

// The footer's logos and badges are the web accessories placed in the footer, edited in the studio
// (docs/product.md §2.10): a site path is an in-app link, https a new tab, anything else a picture only.

const accessory = (id: number, over: Partial<WebAccessory>): WebAccessory => ({
  id,
  key: `k${id}`,
  title: `Item ${id}`,
  media_url: `/media/accessories/${id}.webp`,
  url: null,
  placement: 'footer',
  hover_media_url: null,
  ...over,
});

function answer(data: WebAccessory[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path.endsWith('/v2/web-accessories') ? { data } : { message: 'Not found' };
    return new Response(JSON.stringify(body), {
      status: path.endsWith('/v2/web-accessories') ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('FooterAccessories', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the footer’s accessories in order with their links, never the header’s', async () => {
    answer([
      accessory(1, { title: 'Logo header', placement: 'header', url: '/' }),
      accessory(2, { title: 'Denka', url: '/' }),
      accessory(3, { title: 'Denka Mobile', url: 'https://play.google.com/store/apps/details?id=id.denka' }),
      accessory(4, { title: 'Tanpa tautan' }),
      accessory(5, { title: 'Tautan aneh', url: 'javascript:alert(1)' }),
      accessory(6, { title: 'Tanpa gambar', media_url: null }),
    ]);
    render(<FooterAccessories />);
    const pictures = await screen.findAllByRole('img', {}, { timeout: 5_000 });
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['Denka', 'Denka Mobile', 'Tanpa tautan', 'Tautan aneh']);
    expect(screen.getByRole('link', { name: 'Denka' })).toHaveAttribute('href', '/');
    const external = screen.getByRole('link', { name: /Denka Mobile/ });
    expect(external).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=id.denka');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveTextContent('(membuka tab baru)');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders nothing without footer accessories', async () => {
    answer([accessory(1, { placement: 'header' })]);
    const { container } = render(<FooterAccessories />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="footer-accessories"]')).toBeNull();
  });
});
