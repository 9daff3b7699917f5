import { describe, expect, it } from 'vitest';
import { productDetailFixture } from '../test/fixtures';
import { absoluteUrl, organizationJsonLd, productJsonLd, serializeJsonLd } from './json-ld';
import { routes } from './routes';

// The one set of schema.org builders (server <head> and the product page alike).
const SITE = 'Denka Indonesia';

const product = productDetailFixture({
  name: 'Insta360 X5 </script><script>alert(1)</script>',
  images: [{ url: '/media/products/x5--1-640.webp', width: 640, height: 640 }],
});

describe('product JSON-LD', () => {
  it('claims availability only from what dealers state, fresh (no blanket InStock)', () => {
    const offer = (dealer_stock: typeof product.dealer_stock) =>
      (
        productJsonLd({ ...product, dealer_stock }, 'https://denka.test/p', 'https://denka.test', SITE) as {
          offers: Record<string, unknown>;
        }
      ).offers;
    expect(offer(null)).not.toHaveProperty('availability');
    expect(offer('ada').availability).toBe('https://schema.org/InStock');
    expect(offer('terbatas').availability).toBe('https://schema.org/LimitedAvailability');
    expect(offer('pesan_dulu').availability).toBe('https://schema.org/BackOrder');
  });

  it('describes a Product with an Offer in IDR and absolute image URLs', () => {
    const ld = productJsonLd(product, 'https://denka.test/product-info/insta360-x5', 'https://denka.test', SITE);
    expect(ld).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Insta360' },
      image: ['https://denka.test/media/products/x5-640.webp', 'https://denka.test/media/products/x5--1-640.webp'],
      offers: { '@type': 'Offer', priceCurrency: 'IDR', price: 8_999_000, seller: { '@type': 'Organization', name: SITE } },
    });
  });

  it('leaves out an image URL that does not parse instead of throwing (one bad value never fails a page)', () => {
    const bad = productDetailFixture({ images: [{ url: 'http://[', width: 640, height: 640 }] });
    const ld = productJsonLd(bad, 'https://denka.test/p', 'https://denka.test', SITE);
    expect(ld.image).toEqual(['https://denka.test/media/products/x5-640.webp']);
    expect(absoluteUrl('https://denka.test', 'http://[')).toBeUndefined();
    expect(absoluteUrl('https://denka.test', '/media/a.webp')).toBe('https://denka.test/media/a.webp');
  });

  it('leaves the Offer out when the price is on request', () => {
    expect(productJsonLd({ ...product, price: null }, 'https://denka.test/p', 'https://denka.test', SITE)).not.toHaveProperty('offers');
  });

  it('serialises without any "<", so the data cannot close its script element', () => {
    const json = serializeJsonLd(productJsonLd(product, 'https://denka.test/p', 'https://denka.test', SITE));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toHaveProperty('name', product.name);
  });

  it('gives the home page a SearchAction whose URL template holds the search term', () => {
    const [, website] = organizationJsonLd('https://denka.test', SITE, null, routes.search.path);
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        target: { urlTemplate: 'https://denka.test/search/{search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
