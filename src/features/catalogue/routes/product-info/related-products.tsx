import { Trans } from '@lingui/react/macro';
import { paths } from '@/config/paths';
import type { ProductDetail } from '@/contract/catalogue';
import { useProducts } from '@/features/catalogue/api/get-products';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import { PageSection } from '@/components/page-section';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';

const RELATED_COUNT = 4;

/** Other products of the same category (the product itself left out). */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const related = useProducts({ category: product.category.slug, perPage: RELATED_COUNT + 1 });
  // The cards appear as a deferred update, in short slices (decision 112), not in the urgent re-render the
  // query's answer triggers.
  const data = useDeferredArrival(related.data);
  const others = (data?.data ?? []).filter((p) => p.slug !== product.slug).slice(0, RELATED_COUNT);
  if (related.isError || (data && others.length === 0)) return null;
  return (
    <PageSection
      id="related-products"
      title={<Trans>Produk Terkait</Trans>}
      more={{ to: paths.productCategory.getHref({ slug: product.category.slug }), label: product.category.name }}
    >
      {!data ? <ProductGridSkeleton count={RELATED_COUNT} /> : <ProductGrid products={others} />}
    </PageSection>
  );
}
