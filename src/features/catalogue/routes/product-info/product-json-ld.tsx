import type { ProductDetail } from '../../../../contract/catalogue';
import { productJsonLd, serializeJsonLd } from '../../lib/product-json-ld';

/** Product + Offer (IDR) structured data, rendered by React as one <script type="application/ld+json">. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const { origin, pathname } = window.location;
  const json = serializeJsonLd(productJsonLd(product, `${origin}${pathname}`, origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
