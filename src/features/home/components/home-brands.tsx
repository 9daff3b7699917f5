import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/get-brands';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import classes from '@/components/tile.module.css';

/** Brands under management: the featured ones (brand logos are 400×160). */
export function HomeBrands() {
  const brands = useBrands(true);
  return (
    <PageSection
      id="home-brands"
      title={<Trans>Merek yang Kami Kelola</Trans>}
      more={{ to: paths.brands.getHref(), label: <Trans>Semua merek</Trans> }}
    >
      <QueryView
        query={brands}
        skeleton={
          <SimpleGrid cols={{ base: 3, sm: 6 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '400 / 160' }} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
            {list.map((brand) => (
              <Link key={brand.slug} to={paths.brand.getHref({ slug: brand.slug })} className={`${classes.tile} ${classes.logo}`}>
                {brand.image_url ? (
                  <img
                    src={brand.image_url}
                    alt={brand.name}
                    width={400}
                    height={160}
                    loading="lazy"
                    style={{ width: '100%', height: 'auto' }}
                  />
                ) : (
                  brand.name
                )}
              </Link>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}
