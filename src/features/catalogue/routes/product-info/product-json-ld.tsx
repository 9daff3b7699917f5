import { useLayoutEffect } from 'react';
import type { ProductDetail } from '@/contract/catalogue';
import { productJsonLd, serializeJsonLd } from '@/contract/json-ld';
import { dropServerJsonLd, SITE_NAME } from '@/lib/meta';
import { useHydrated } from '@/lib/use-hydrated';

/** Product + Offer (IDR) structured data, the server's builder (src/contract/json-ld.ts), as one <script>. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  // The page's URL is the browser's: the server's render leaves the block to its <head> (decision 113).
  const hydrated = useHydrated();
  // The server's <head> has the same block for the first page (decision 120): keep exactly one, at every
  // moment. It goes in the commit that adds ours, not at hydration: the switch to hydrated is a transition, and
  // until it commits the page would have no Product block at all (17–56 ms per load; a crawler or a test
  // reading then finds only the breadcrumb).
  useLayoutEffect(() => {
    if (hydrated) dropServerJsonLd('Product');
  }, [hydrated]);
  if (!hydrated) return null;
  const { origin, pathname } = window.location;
  const json = serializeJsonLd(productJsonLd(product, `${origin}${pathname}`, origin, SITE_NAME));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
