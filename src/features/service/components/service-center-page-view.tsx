import '@mantine/core/styles/List.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NearbyPlaces, PlacePage } from '@/components/place-page';
import { paths } from '@/config/paths';
import type { ServiceCenterPage } from '@/contract/service';

type Props = { page: ServiceCenterPage; app?: boolean };

export const centerHref = (slug: string, app = false) =>
  app ? paths.serviceCenterDetailApp.getHref({ slug }) : paths.serviceCenterDetail.getHref({ slug });

/** One service centre's page (/service-center/{slug}): the place, its services, its drop points, the nearest centres. */
export function ServiceCenterPageView({ page, app = false }: Props) {
  const { t } = useLingui();
  const { center, nearby } = page;
  return (
    <PlacePage
      place={{
        id: center.id,
        name: center.name,
        address: center.address,
        region: `${center.city.name}, ${center.province.name}`,
        provinceId: center.province.id,
        phone: center.phone,
        whatsapp: center.whatsapp,
        email: center.email,
        lat: center.lat,
        lng: center.lng,
        hours: center.hours,
        hoursNote: center.opening_hours,
        brands: center.brands,
      }}
      kind={t`Service center resmi`}
      brandsTitle={t`Merek yang dilayani`}
      back={{
        to: app ? paths.serviceCenterApp.getHref() : paths.serviceCenter.getHref(),
        label: <Trans>← Semua service center</Trans>,
      }}
      nearby={nearby}
      large={app}
    >
      {center.services.length > 0 ? (
        <section aria-labelledby="center-services" data-testid="center-services">
          <Title order={2} size="h4" id="center-services" mb="xs">
            <Trans>Layanan</Trans>
          </Title>
          <List spacing={4}>
            {center.services.map((service) => (
              <List.Item key={service}>{service}</List.Item>
            ))}
          </List>
        </section>
      ) : null}
      {center.pickup_points.length > 0 ? (
        <section aria-labelledby="center-pickup">
          <Title order={2} size="h4" id="center-pickup" mb="xs">
            <Trans>Titik pickup & drop yang dilayani</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {center.pickup_points.map((point) => (
              <Paper key={point.id} withBorder p="sm">
                <Stack gap={2}>
                  <Text size="sm" fw={700}>
                    {point.name}
                  </Text>
                  <Text size="sm">{point.address}</Text>
                  <Text size="sm" c="dimmed">
                    {point.city.name} · {point.phone}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      <NearbyPlaces
        title={t`Service center terdekat lainnya`}
        places={nearby.map((other) => ({
          id: other.id,
          name: other.name,
          href: centerHref(other.slug, app),
          address: other.address,
          distance_km: other.distance_km,
          hours: other.hours,
          provinceId: other.province.id,
        }))}
      />
    </PlacePage>
  );
}
