import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { paths } from '@/config/paths';
import { useTrendingProducts } from '../api/get-trending-products';
import { PageSection } from '@/components/page-section';
import { ProductCard } from './product-card';
import { QueryView } from '@/components/query-view';
import classes from './trending-section.module.css';

/** The home page's trending products, 10: a sideways rail on phones, two rows of five on desktop. */
export function TrendingSection() {
  const trending = useTrendingProducts();
  return (
    <PageSection
      id="home-trending"
      title={<Trans>Produk Trending</Trans>}
      more={{ to: paths.trendingProduct.getHref(), label: <Trans>Lihat semua</Trans> }}
    >
      <QueryView
        query={trending}
        skeleton={
          <div className={classes.rail}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '1 / 1.5' }} />
            ))}
          </div>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <div className={classes.rail}>
            {list.map((product) => (
              <ProductCard key={product.slug} product={product} />
            ))}
          </div>
        )}
      </QueryView>
    </PageSection>
  );
}
