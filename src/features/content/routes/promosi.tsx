import { Trans } from '@lingui/react/macro';
import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import type { Promotion } from '@/contract/home';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from '../components/promotion-card';

/** /promosi: the distributor's own promotions (v2/promosi) and the marketplace ones (v2/promotion). */
export default function PromotionsPage() {
  const all = usePromotions('all');
  const marketplace = usePromotions('marketplace');
  // One clock per visit: whether a promotion has ended does not flicker between renders.
  const [now] = useState(() => Date.now());
  const general = all.data?.filter((promotion) => promotion.tag === 'general');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>
            <Trans>Promosi</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Promo terbaru produk resmi Denka, di dealer dan di toko resmi kami di marketplace.</Trans>
          </Text>
        </div>
        <PromotionSection id="promo-general" title={<Trans>Promo Denka</Trans>} query={all} items={general} now={now} />
        <PromotionSection
          id="promo-marketplace"
          title={<Trans>Promo Marketplace</Trans>}
          query={marketplace}
          items={marketplace.data}
          now={now}
        />
      </Stack>
    </Container>
  );
}

type SectionProps = {
  id: string;
  title: ReactNode;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  items: Promotion[] | undefined;
  now: number;
};

function PromotionSection({ id, title, query, items, now }: SectionProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      {query.isError ? <LoadError hasData={Boolean(items)} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null}
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} />
          ))}
        </SimpleGrid>
      ) : items && items.length === 0 ? (
        <Text c="dimmed">
          <Trans>Belum ada promo saat ini.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {items?.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} now={now} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
