import { describe, expect, it } from 'vitest';
import { brands } from '../content/brands';
import { products } from '../content/products';
import { bannerSvg, brandSvg, productSvg } from './renderers';
import { productFamily } from './silhouettes';

// docs/decisions/080-content-html-identity-and-art.md: the page prints names and titles; the pictures do not.

const art = (name: string, category: string) => ({
  name,
  brand: 'Brand',
  color: '#1f4fbf',
  category,
  categoryLabel: 'Label',
  lines: ['Line'],
});

describe('demo art', () => {
  it('product pictures and banners carry no text', () => {
    for (const view of [1, 2, 3] as const) expect(productSvg(art('Insta360 X5', 'kamera-360'), view, 640)).not.toContain('<text');
    expect(bannerSvg({ color: '#1f4fbf', width: 1024, height: 400, art: 'gimbal', play: true })).not.toContain('<text');
  });

  it('draws accessories as what they are, and each family differently', () => {
    expect(productFamily('aksesoris', 'Ulanzi VL49')).toBe('led-panel');
    expect(productFamily('aksesoris', 'Sirui AM-284 Carbon Fiber Tripod')).toBe('tripod');
    expect(productFamily('aksesoris', 'Aputure amaran 100x S')).toBe('cob-light');
    expect(productFamily('aksesoris', 'Insta360 X4 Battery')).toBe('battery');
    expect(productFamily('gimbal', 'DJI RS 4')).toBe('gimbal');
    const families = new Set(products.map((p) => productFamily(p.category_slug, p.name)));
    expect(families.size).toBeGreaterThanOrEqual(18);
    const pictures = [...families].map((f) => productSvg(art('x', f), 1, 640));
    expect(new Set(pictures).size).toBe(families.size);
  });

  it('every brand wordmark fits inside its logo (bold glyphs about 0.62 em wide, 352 px of room)', () => {
    for (const brand of brands) {
      const size = Number(/font-size="(\d+)"/.exec(brandSvg(brand.name, '#1f4fbf'))?.[1]);
      expect(size, brand.name).toBeGreaterThanOrEqual(40);
      expect(size * brand.name.length * 0.62, brand.name).toBeLessThanOrEqual(352);
    }
  });
});
