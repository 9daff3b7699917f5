import { Trans } from '@lingui/react/macro';
import { Container, Text } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { useTrendingProducts } from '../api/get-trending-products';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { QueryView } from '@/components/query-view';

/** `/trending-product`: the trending products, rank 1 first (docs/product.md §9: 10). */
export default function TrendingProductPage() {
  const trending = useTrendingProducts();
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Produk Trending</Trans>
      </PageHeading>
      <Text c="dimmed" mb="lg">
        <Trans>Produk yang paling banyak dicari pelanggan Denka saat ini.</Trans>
      </Text>
      <QueryView
        query={trending}
        skeleton={<ProductGridSkeleton count={10} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<Trans>Produk tidak ditemukan</Trans>} />}
      >
        {(list) => <ProductGrid products={list} headingLevel="h2" priorityCount={2} />}
      </QueryView>
    </Container>
  );
}
