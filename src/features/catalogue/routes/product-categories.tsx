import { Trans } from '@lingui/react/macro';
import { Container, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useCategories } from '@/api/get-categories';
import { QueryView } from '@/components/query-view';
import classes from '@/components/tile.module.css';

/** `/product-categories`: every category with its product count. */
export default function ProductCategoriesPage() {
  const categories = useCategories();
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Kategori Produk</Trans>
      </PageHeading>
      <QueryView
        query={categories}
        skeleton={
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '1 / 1.2' }} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<Trans>Belum ada kategori.</Trans>} />}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {list.map((category, index) => (
              <li key={category.slug}>
                <Link to={paths.productCategory.getHref({ slug: category.slug })} className={classes.tile} data-testid="category-link">
                  {category.image_url ? (
                    <img
                      src={category.image_url}
                      alt=""
                      width={640}
                      height={640}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      style={{ display: 'block', width: '100%', height: 'auto' }}
                    />
                  ) : null}
                  <Text component="h2" size="md" fw={700} px="sm" pt="xs" m={0}>
                    {category.name}
                  </Text>
                  <Text size="sm" c="dimmed" px="sm" pb="sm">
                    <Trans>{category.product_count} produk</Trans>
                  </Text>
                </Link>
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Container>
  );
}
