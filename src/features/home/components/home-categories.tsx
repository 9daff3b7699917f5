import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePopularCategories } from '../api/get-popular-categories';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import classes from '@/components/tile.module.css';

/** Popular categories, 6 (docs/product.md §9). Category images are 640×640 squares. */
export function HomeCategories() {
  const categories = usePopularCategories();
  return (
    <PageSection
      id="home-categories"
      title={<Trans>Kategori Produk</Trans>}
      more={{ to: paths.productCategories.getHref(), label: <Trans>Semua kategori</Trans> }}
    >
      <QueryView
        query={categories}
        skeleton={
          <SimpleGrid cols={{ base: 3, sm: 6 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '1 / 1.25' }} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
            {list.map((category) => (
              <Link key={category.slug} to={paths.productCategory.getHref({ slug: category.slug })} className={classes.tile}>
                {category.image_url ? (
                  <img
                    src={category.image_url}
                    alt=""
                    width={640}
                    height={640}
                    loading="lazy"
                    style={{ display: 'block', width: '100%', height: 'auto' }}
                  />
                ) : null}
                <Text size="sm" fw={600} ta="center" p="xs">
                  {category.name}
                </Text>
              </Link>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}
