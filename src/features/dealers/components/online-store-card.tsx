import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { BrandBadges } from '@/components/brand-badges';
import type { Dealer } from '@/contract/dealers';

type Props = { store: Dealer; large?: boolean };

/** One online store (a marketplace shop): marketplace, brands carried and a link to the shop. */
export function OnlineStoreCard({ store, large = false }: Props) {
  const { t } = useLingui();
  return (
    <Card withBorder padding={large ? 'lg' : 'md'} component="article" data-testid="dealer-card">
      <Stack gap={6}>
        <Title order={3} size="h4">
          {store.name}
        </Title>
        {store.marketplace ? (
          <Text size="sm" c="dimmed">
            {store.marketplace}
          </Text>
        ) : null}
        <BrandBadges brands={store.brands} label={t`Merek yang dijual`} />
        {store.url ? (
          <Group>
            <Button
              component="a"
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
              size={large ? 'md' : 'sm'}
              variant="light"
              aria-label={t`Kunjungi ${store.name}`}
            >
              <Trans>Kunjungi toko</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
