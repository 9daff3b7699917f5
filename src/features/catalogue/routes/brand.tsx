import { Trans } from '@lingui/react/macro';
import { Badge, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import type { ProductSummary } from '@/contract/catalogue';
import { ApiError } from '@/lib/api-client';
import { useBrand } from '../api/get-brand';
import { useProducts } from '../api/get-products';
import { NotFoundState } from '@/components/not-found-state';
import { PageSection } from '@/components/page-section';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { usePageMeta } from '../lib/use-page-meta';

const BRAND_PRODUCTS_MAX = 100;
const SHOWN = 8;

function categoriesOf(products: ProductSummary[]) {
  const counts = new Map<string, { slug: string; name: string; count: number }>();
  for (const { category } of products) {
    const entry = counts.get(category.slug) ?? { ...category, count: 0 };
    entry.count += 1;
    counts.set(category.slug, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

/** `/brand/{slug}`: about the brand, its categories and products. */
export default function BrandPage() {
  const { slug = '' } = useParams();
  const brand = useBrand(slug);
  const products = useProducts({ brand: slug, perPage: BRAND_PRODUCTS_MAX });
  usePageMeta(brand.data?.name, brand.data?.meta_description ?? brand.data?.description);

  if (brand.error instanceof ApiError && brand.error.status === 404) {
    return (
      <NotFoundState
        title={<Trans>Merek tidak ditemukan</Trans>}
        back={{ to: paths.brands.getHref(), label: <Trans>Lihat semua merek</Trans> }}
      />
    );
  }
  const list = products.data?.data ?? [];
  return (
    <Container size="xl" py="xl">
      <Stack gap={40}>
        <div>
          {brand.data?.image_url ? <img src={brand.data.image_url} alt="" width={200} height={80} /> : null}
          <PageHeading>
            {brand.data?.name ??
              (brand.isPending ? <Skeleton height={36} width={200} component="span" display="inline-block" /> : <Trans>Merek</Trans>)}
          </PageHeading>
          {brand.isError && !brand.data ? <LoadError onRetry={() => void brand.refetch()} /> : null}
          {brand.data?.description ? <Text maw={760}>{brand.data.description}</Text> : null}
        </div>
        <PageSection id="brand-categories" title={<Trans>Kategori</Trans>}>
          {products.isPending ? (
            <Skeleton height={32} />
          ) : (
            <Group gap="xs">
              {categoriesOf(list).map((category) => (
                <Badge
                  key={category.slug}
                  component={Link}
                  to={`${paths.productCategory.getHref({ slug: category.slug })}?brand=${encodeURIComponent(slug)}`}
                  size="lg"
                  variant="light"
                  style={{ cursor: 'pointer', textTransform: 'none' }}
                >
                  {category.name} ({category.count})
                </Badge>
              ))}
            </Group>
          )}
        </PageSection>
        <PageSection
          id="brand-products"
          title={<Trans>Produk</Trans>}
          more={{ to: paths.brandAll.getHref({ slug }), label: <Trans>Semua produk</Trans> }}
        >
          {products.isPending ? (
            <ProductGridSkeleton />
          ) : products.isError && !products.data ? (
            <LoadError onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : (
            <Stack>
              <ProductGrid products={list.slice(0, SHOWN)} />
              {list.length > SHOWN ? (
                <Button component={Link} to={paths.brandAll.getHref({ slug })} variant="light" style={{ alignSelf: 'center' }}>
                  <Trans>Lihat semua {list.length} produk</Trans>
                </Button>
              ) : null}
            </Stack>
          )}
        </PageSection>
      </Stack>
    </Container>
  );
}
