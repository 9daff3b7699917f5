import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OpeningHours } from '@/contract/hours';
import { directionsHref } from '@/lib/contact-links';
import { formatDistance } from '@/lib/geo';
import { useHydrated } from '@/lib/use-hydrated';
import { BrandBadges } from './brand-badges';
import { ContactActions } from './contact-actions';
import { OpeningHoursLines } from './opening-hours';
import { PageHeading } from './page-heading';
import { ShareButton } from './share-button';

// The page of one dealer or service centre (docs/decisions/025-dealer-finders.md): what both pages show, in the
// same order; each feature adds its own sections (services, nearest alternatives, products carried) as children.
// Rendered on the server, so everything but the map works without JavaScript; the map is the finders' lazily
// loaded Leaflet chunk, opened on demand, with a plain directions link before (and without) it.

const PlaceMap = lazy(() => import('./place-map'));
const MAP_HEIGHT = 320;

export type PlaceSummary = {
  id: number;
  name: string;
  address: string | null;
  region: string;
  provinceId: string | null | undefined;
  phone: string | null;
  whatsapp: string | null;
  email?: string | null | undefined;
  lat: number | null;
  lng: number | null;
  hours: OpeningHours | null;
  hoursNote: string | null;
  brands: ReadonlyArray<{ slug: string; name: string }>;
};

type Props = {
  place: PlaceSummary;
  /** "Dealer resmi", "Service center resmi". */
  kind: string;
  brandsTitle: string;
  back: { to: string; label: ReactNode };
  /** The other places the map shows beside this one (the nearest alternatives). */
  nearby: ReadonlyArray<{ id: number; name: string; lat: number | null; lng: number | null }>;
  /** The app layout: larger tap targets, a narrower column. */
  large?: boolean;
  children?: ReactNode;
};

export function PlacePage({ place, kind, brandsTitle, back, nearby, large = false, children }: Props) {
  // The browser's URL once hydrated (the server's render has none; decision 113).
  const url = useHydrated() ? window.location.href : '';
  const size = large ? 'md' : 'sm';
  return (
    <Container size={large ? 'md' : 'lg'} px={large ? 'sm' : undefined} py={large ? 'md' : 'xl'} data-testid="place-page">
      <Stack gap="lg">
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
        <div>
          <Badge variant="light" mb="xs">
            {kind}
          </Badge>
          <PageHeading size={large ? 'h2' : undefined} mb={4}>
            {place.name}
          </PageHeading>
          {place.address ? <Text data-testid="place-address">{place.address}</Text> : null}
          {place.region ? <Text c="dimmed">{place.region}</Text> : null}
        </div>
        <SimpleGrid cols={{ base: 1, md: large ? 1 : 2 }} spacing="lg">
          <Stack gap="md">
            <Paper withBorder p="md" component="section" aria-labelledby="place-hours">
              <Title order={2} size="h4" id="place-hours" mb="xs">
                <Trans>Jam buka</Trans>
              </Title>
              <Stack gap={4}>
                {place.hours ? (
                  <OpeningHoursLines hours={place.hours} provinceId={place.provinceId} />
                ) : (
                  <Text size="sm" c="dimmed">
                    <Trans>Jam buka belum tersedia; hubungi lewat telepon atau WhatsApp.</Trans>
                  </Text>
                )}
                {place.hoursNote ? <Text size="sm">{place.hoursNote}</Text> : null}
              </Stack>
            </Paper>
            <section aria-labelledby="place-contact">
              <Title order={2} size="h4" id="place-contact" mb="xs">
                <Trans>Hubungi</Trans>
              </Title>
              <Stack gap="xs">
                {place.phone ? (
                  <Text size="sm">
                    <Trans>Telepon: {place.phone}</Trans>
                  </Text>
                ) : null}
                {place.email ? (
                  <Text size="sm">
                    <Trans>Email:</Trans>{' '}
                    <Anchor href={`mailto:${place.email}`} size="sm" underline="always">
                      {place.email}
                    </Anchor>
                  </Text>
                ) : null}
                <ContactActions
                  name={place.name}
                  phone={place.phone}
                  whatsapp={place.whatsapp}
                  lat={place.lat}
                  lng={place.lng}
                  address={place.address}
                  large={large}
                />
                <Group gap="xs">
                  <ShareButton title={place.name} url={url} size={size} />
                </Group>
              </Stack>
            </section>
            {place.brands.length > 0 ? (
              <section aria-labelledby="place-brands">
                <Title order={2} size="h4" id="place-brands" mb="xs">
                  {brandsTitle}
                </Title>
                <BrandBadges brands={place.brands} label={brandsTitle} />
              </section>
            ) : null}
          </Stack>
          <PlaceMapSection place={place} nearby={nearby} />
        </SimpleGrid>
        {children}
      </Stack>
    </Container>
  );
}

/** The map, opened on demand (its code and tiles load then); before that, and without JavaScript, a directions link. */
function PlaceMapSection({ place, nearby }: Pick<Props, 'place' | 'nearby'>) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const directions = directionsHref(place);
  if (place.lat === null || place.lng === null) return null;
  return (
    <section aria-labelledby="place-map">
      <Title order={2} size="h4" id="place-map" mb="xs">
        <Trans>Lokasi</Trans>
      </Title>
      {open ? (
        <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
          <PlaceMap places={[place, ...nearby]} currentId={place.id} height={MAP_HEIGHT} label={t`Peta lokasi ${place.name}`} />
        </Suspense>
      ) : (
        <Paper withBorder p="md" bg="gray.0">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              <Trans>Peta memuat ubin dari internet; buka bila diperlukan.</Trans>
            </Text>
            <Group gap="xs">
              {hydrated ? (
                <Button variant="light" size="sm" onClick={() => setOpen(true)}>
                  <Trans>Tampilkan peta</Trans>
                </Button>
              ) : null}
              {directions ? (
                <Anchor href={directions} target="_blank" rel="noopener noreferrer" size="sm" data-testid="place-map-link">
                  <Trans>Buka di Google Maps</Trans>
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        </Paper>
      )}
    </section>
  );
}

export type NearbyPlace = {
  id: number;
  name: string;
  href: string;
  address: string | null;
  distance_km: number;
  hours: OpeningHours | null;
  provinceId: string | null | undefined;
};

/** The nearest other dealers or centres, nearest first, each linking to its page. Nothing when there are none. */
export function NearbyPlaces({ title, places }: { title: string; places: readonly NearbyPlace[] }) {
  const { i18n } = useLingui();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="place-nearby" data-testid="place-nearby">
      <Title order={2} size="h4" id="place-nearby" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {places.map((other) => (
          <Card key={other.id} withBorder padding="md" component="article">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Title order={3} size="h5">
                  <Anchor component={Link} to={other.href} c="inherit" underline="always">
                    {other.name}
                  </Anchor>
                </Title>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {formatDistance(other.distance_km, i18n.locale)}
                </Badge>
              </Group>
              {other.address ? <Text size="sm">{other.address}</Text> : null}
              {other.hours ? <OpeningHoursLines hours={other.hours} provinceId={other.provinceId} compact /> : null}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
