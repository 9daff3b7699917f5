import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandBadges } from '@/components/brand-badges';
import { ContactActions } from '@/components/contact-actions';
import { OpeningHoursLines } from '@/components/opening-hours';
import type { ServiceCenter } from '@/contract/service';
import { centerHref } from './service-center-page-view';

type Props = { center: ServiceCenter; large?: boolean; headingLevel?: 2 | 3 };

/** One service centre (its name links to its page; `large`: the app layout's): address, hours, phone, e-mail, the brands it serves, call/WhatsApp/directions. */
export function ServiceCenterCard({ center, large = false, headingLevel = 3 }: Props) {
  const { t } = useLingui();
  return (
    <Card withBorder padding={large ? 'lg' : 'md'} component="article" data-testid="service-center-card">
      <Stack gap={6}>
        <Title order={headingLevel} size="h4">
          <Anchor component={Link} to={centerHref(center.slug, large)} c="inherit" underline="always" data-testid="center-page-link">
            {center.name}
          </Anchor>
        </Title>
        <Text size="sm" data-testid="service-center-address">
          {center.address}
        </Text>
        <Text size="sm" c="dimmed">
          {center.city.name}, {center.province.name}
        </Text>
        {center.hours ? <OpeningHoursLines hours={center.hours} provinceId={center.province.id} /> : null}
        {center.opening_hours ? (
          <Text size="sm">{center.hours ? center.opening_hours : <Trans>Jam buka: {center.opening_hours}</Trans>}</Text>
        ) : null}
        <Text size="sm">
          <Trans>Telepon: {center.phone}</Trans>
          {' · '}
          <Anchor href={`mailto:${center.email}`} size="sm" underline="always">
            {center.email}
          </Anchor>
        </Text>
        <BrandBadges brands={center.brands} label={t`Merek yang dilayani`} />
        <ContactActions
          name={center.name}
          phone={center.phone}
          whatsapp={center.whatsapp}
          lat={center.lat}
          lng={center.lng}
          address={center.address}
          large={large}
        />
      </Stack>
    </Card>
  );
}
