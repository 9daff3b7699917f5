import { useLayoutEffect } from 'react';
import type { ProductDetail } from '../../../../contract/catalogue';
import { dropServerJsonLd } from '../../../../lib/meta';
import { productJsonLd, serializeJsonLd } from '../../lib/product-json-ld';

/** Product + Offer (IDR) structured data, rendered by React as one <script type="application/ld+json">. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const { origin, pathname } = window.location;
  const json = serializeJsonLd(productJsonLd(product, `${origin}${pathname}`, origin));
  // The server's <head> has the same block for the first page (issue #12): keep exactly one.
  useLayoutEffect(() => dropServerJsonLd('Product'), []);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
