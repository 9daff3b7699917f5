import { Trans } from '@lingui/react/macro';
import { paths } from '../../../../config/paths';
import type { ProductDetail } from '../../../../contract/catalogue';
import { useProducts } from '../../api/get-products';
import { PageSection } from '../../../../components/page-section';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';

const RELATED_COUNT = 4;

/** Other products of the same category (the product itself left out). */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const related = useProducts({ category: product.category.slug, perPage: RELATED_COUNT + 1 });
  const others = (related.data?.data ?? []).filter((p) => p.slug !== product.slug).slice(0, RELATED_COUNT);
  if (related.isError || (related.data && others.length === 0)) return null;
  return (
    <PageSection
      id="related-products"
      title={<Trans>Produk Terkait</Trans>}
      more={{ to: paths.productCategory.getHref({ slug: product.category.slug }), label: product.category.name }}
    >
      {related.isPending ? <ProductGridSkeleton count={RELATED_COUNT} /> : <ProductGrid products={others} />}
    </PageSection>
  );
}
