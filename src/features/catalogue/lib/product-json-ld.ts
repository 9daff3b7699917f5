import type { ProductDetail } from '../../../contract/catalogue';

// Product JSON-LD with an Offer in IDR (issue #6 §7), for rich results when the page is shared or crawled.

/** schema.org Product for one product page; no Offer when the price is on request. */
export function productJsonLd(product: ProductDetail, pageUrl: string, origin: string) {
  const absolute = (url: string) => new URL(url, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    url: pageUrl,
    image: [product.image_base, ...product.images].map((image) => absolute(image.url)),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    ...(product.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: pageUrl,
            priceCurrency: 'IDR',
            price: product.price,
            availability: 'https://schema.org/InStock',
            seller: { '@type': 'Organization', name: 'Denka Indonesia' },
          },
        }),
  };
}

/** JSON for a <script> element: `<` is escaped so no "</script>" or "<!--" in the data can end it early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
