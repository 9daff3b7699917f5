import { useLayoutEffect } from 'react';
import type { ProductDetail } from '../../../../contract/catalogue';
import { productJsonLd, serializeJsonLd } from '../../../../contract/json-ld';
import { dropServerJsonLd, SITE_NAME } from '../../../../lib/meta';
import { useHydrated } from '../../../../lib/use-hydrated';

/** Product + Offer (IDR) structured data, the server's builder (src/contract/json-ld.ts), as one <script>. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  // The page's URL is the browser's: the server's render leaves the block to its <head> (decision 280).
  const hydrated = useHydrated();
  // The server's <head> has the same block for the first page (decision 120): keep exactly one.
  useLayoutEffect(() => dropServerJsonLd('Product'), []);
  if (!hydrated) return null;
  const { origin, pathname } = window.location;
  const json = serializeJsonLd(productJsonLd(product, `${origin}${pathname}`, origin, SITE_NAME));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
