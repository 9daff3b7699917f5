import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandBadges } from '@/components/brand-badges';
import { ContactActions } from '@/components/contact-actions';
import { OpeningHoursLines } from '@/components/opening-hours';
import type { Dealer } from '@/contract/dealers';
import { formatDistance } from '@/lib/geo';
import { dealerHref } from './dealer-page-view';

/** `large`: the app layout's card (larger tap targets; its name links to the app layout's dealer page). */
type Props = { dealer: Dealer; km?: number | undefined; large?: boolean; headingLevel?: 3 | 4 };

/**
 * One offline dealer: its name links to its page; address, phone, WhatsApp, directions, brands carried,
 * opening hours (docs/product.md §2.9).
 */
export function DealerCard({ dealer, km, large = false, headingLevel = 3 }: Props) {
  const { i18n, t } = useLingui();
  const region = [dealer.city?.name, dealer.province?.name].filter(Boolean).join(', ');
  return (
    <Card withBorder padding={large ? 'lg' : 'md'} component="article" data-testid="dealer-card" data-dealer-id={dealer.id}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingLevel} size="h4">
            <Anchor component={Link} to={dealerHref(dealer.slug, large)} c="inherit" underline="always" data-testid="dealer-page-link">
              {dealer.name}
            </Anchor>
          </Title>
          {km !== undefined ? (
            <Badge variant="light" style={{ flexShrink: 0 }} data-testid="dealer-distance">
              {formatDistance(km, i18n.locale)}
            </Badge>
          ) : null}
        </Group>
        {dealer.address ? (
          <Text size="sm" data-testid="dealer-address">
            {dealer.address}
          </Text>
        ) : null}
        {region ? (
          <Text size="sm" c="dimmed">
            {region}
          </Text>
        ) : null}
        {dealer.phone_primary ? (
          <Text size="sm">
            <Trans>Telepon: {dealer.phone_primary}</Trans>
          </Text>
        ) : null}
        {dealer.hours ? <OpeningHoursLines hours={dealer.hours} provinceId={dealer.province?.id} /> : null}
        {dealer.opening_hours ? (
          <Text size="sm">{dealer.hours ? dealer.opening_hours : <Trans>Jam buka: {dealer.opening_hours}</Trans>}</Text>
        ) : null}
        <BrandBadges brands={dealer.brands} label={t`Merek yang dijual`} />
        <ContactActions
          name={dealer.name}
          phone={dealer.phone_primary}
          whatsapp={dealer.whatsapp}
          lat={dealer.lat}
          lng={dealer.lng}
          address={dealer.address}
          large={large}
        />
      </Stack>
    </Card>
  );
}
