import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/get-brands';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import classes from '@/components/tile.module.css';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** `/brands`: search, about, all brands (docs/product.md §2.2). The search filters on the device. */
export default function BrandsPage() {
  const { t } = useLingui();
  const brands = useBrands();
  const [term, setTerm] = useState('');
  const query = fold(useDeferredValue(term).trim());
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Merek</Trans>
      </PageHeading>
      <Text maw={720} mb="lg">
        <Trans>
          Denka adalah distributor resmi merek-merek kamera, audio dan video gear di Indonesia. Setiap produk bergaransi resmi dan didukung
          service center di seluruh Indonesia.
        </Trans>{' '}
        <Link to={paths.brandInfo.getHref()}>
          <Trans>Tentang merek kami</Trans>
        </Link>
      </Text>
      <TextInput label={t`Cari merek`} value={term} onChange={(e) => setTerm(e.currentTarget.value)} type="search" maw={360} mb="xl" />
      <PageSection id="all-brands" title={<Trans>Semua Merek</Trans>}>
        <QueryView
          query={brands}
          skeleton={
            <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }}>
              {Array.from({ length: 12 }, (_, i) => (
                <Skeleton key={i} style={{ aspectRatio: '400 / 200' }} />
              ))}
            </SimpleGrid>
          }
        >
          {(list) => {
            const found = list.filter((brand) => fold(brand.name).includes(query));
            if (found.length === 0) return <EmptyState title={<Trans>Merek tidak ditemukan</Trans>} />;
            return (
              <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="sm" data-testid="brand-list">
                {found.map((brand) => (
                  <Link key={brand.slug} to={paths.brand.getHref({ slug: brand.slug })} className={classes.tile}>
                    <div className={classes.logo}>
                      {brand.image_url ? (
                        <img
                          src={brand.image_url}
                          alt=""
                          width={400}
                          height={160}
                          loading="lazy"
                          style={{ width: '100%', height: 'auto' }}
                        />
                      ) : null}
                    </div>
                    <Text size="sm" fw={600} ta="center" pb="xs">
                      {brand.name}
                    </Text>
                  </Link>
                ))}
              </SimpleGrid>
            );
          }}
        </QueryView>
      </PageSection>
    </Container>
  );
}
