import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/responsive-image';
import { useHomeAttributes } from '../api/get-home-attributes';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import { FeatureIcon } from './feature-icon';
import classes from '@/components/tile.module.css';
import { ROUND_THEME_ICON } from '@/components/round-theme-icon';

/** Why choose us: the feature section, 4 items (docs/product.md §9). */
export function HomeFeatures() {
  const features = useHomeAttributes('feature_section');
  return (
    <PageSection id="home-features" title={<Trans>Mengapa Memilih Denka</Trans>}>
      <QueryView
        query={features}
        skeleton={
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={150} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {list.map((item) => (
              <Paper key={item.id} withBorder p="md">
                <ThemeIcon size={48} vars={ROUND_THEME_ICON} variant="light">
                  <FeatureIcon name={item.icon} />
                </ThemeIcon>
                <Text component="h3" fw={700} mt="sm" mb={4} size="md">
                  {item.link ? (
                    <Anchor component={Link} to={item.link} inherit>
                      {item.title}
                    </Anchor>
                  ) : (
                    item.title
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}

/** Product section: 2 image tiles (docs/product.md §9) that open a brand or category. */
export function HomeProductSection() {
  const items = useHomeAttributes('product_section');
  return (
    <PageSection id="home-product-section" title={<Trans>Pilihan untuk Kreator</Trans>}>
      <QueryView
        query={items}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '16 / 11' }} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {list.map((item) => (
              <Link key={item.id} to={item.link ?? '#'} className={classes.tile}>
                {item.image ? <ResponsiveImage image={item.image} alt="" sizes="(min-width: 48em) 50vw, 100vw" /> : null}
                <div style={{ padding: 'var(--mantine-spacing-md)' }}>
                  <Text component="h3" fw={700} m={0}>
                    {item.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {item.description}
                  </Text>
                </div>
              </Link>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}
