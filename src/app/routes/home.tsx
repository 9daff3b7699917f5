import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { PageHeading } from '../../components/page-heading';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { useProducts } from '../../features/catalogue/api/get-products';
import { CategoryList } from './home-categories';
import { ProductGrid } from './home-products';

const HOME_PRODUCT_COUNT = 8;

/** Home for now: the categories and a few products (the full home page is its own issue). */
export default function HomePage() {
  const categories = useCategories();
  const products = useProducts({ perPage: HOME_PRODUCT_COUNT });
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>
            <Trans>Distributor Resmi Kamera & Video Gear</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Produk resmi Insta360, Hollyland, Saramonic dan merek lainnya, bergaransi resmi di Indonesia.</Trans>
          </Text>
        </div>
        <section aria-labelledby="home-categories">
          <Title order={2} id="home-categories" mb="md">
            <Trans>Kategori Produk</Trans>
          </Title>
          <CategoryList categories={categories.data} loading={categories.isPending} />
        </section>
        <section aria-labelledby="home-products">
          <Title order={2} id="home-products" mb="md">
            <Trans>Produk Pilihan</Trans>
          </Title>
          <ProductGrid products={products.data?.data} loading={products.isPending} />
        </section>
      </Stack>
    </Container>
  );
}
