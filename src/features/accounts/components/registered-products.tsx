import '@mantine/core/styles/Card.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormErrorSummary } from '@/components/form-feedback';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import type { RegisteredProduct } from '@/contract/accounts';
import { serviceRequestQuery } from '@/contract/forms';
import { createWarrantyActivation } from '../api/create-warranty-activation';
import { useRegistrations } from '../api/get-registrations';
import { accountKeys } from '../api/query-keys';
import { ManualOffline } from './manual-offline';
import { WarrantyCountdown } from './warranty-countdown';
import { WarrantyStatus } from './warranty-status';

/** The owner activates with one tap: the same activation form POST, with their own reference. */
function ActivateButton({ item }: { item: RegisteredProduct }) {
  const client = useQueryClient();
  const activate = useMutation({
    mutationFn: () => createWarrantyActivation({ serial_number: item.warranty.serial_number, reference: item.reference }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
  return (
    <Stack gap="xs">
      <FormErrorSummary error={activate.error} />
      <Button size="sm" variant="light" onClick={() => activate.mutate()} loading={activate.isPending} w="fit-content">
        <Trans>Aktifkan garansi</Trans>
      </Button>
    </Stack>
  );
}

/** The support form on /contact with this unit filled in (the serial, brand and product; src/contract/forms.ts). */
const serviceRequestHref = (item: RegisteredProduct) =>
  `${paths.contact.getHref()}?${serviceRequestQuery({
    serial: item.warranty.serial_number,
    brand: item.warranty.brand.slug,
    product: item.warranty.product.slug,
  })}#contact-forms`;

/**
 * /profile, "My gear": every registered product with its warranty countdown, status and end dates, its manual
 * kept for offline, and a one-tap service request for that unit.
 */
export function RegisteredProducts() {
  const registrations = useRegistrations();
  if (registrations.isPending) return <Skeleton height={160} aria-busy="true" />;
  if (registrations.isError) return <LoadError onRetry={() => void registrations.refetch()} retrying={registrations.isFetching} />;
  if (registrations.data.length === 0) {
    return (
      <EmptyState title={<Trans>Belum ada produk terdaftar</Trans>}>
        <Anchor component={Link} to={paths.registrasi.getHref()} underline="always">
          <Trans>Daftarkan produk Anda</Trans>
        </Anchor>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {registrations.data.map((item) => (
        <Card key={item.reference} withBorder radius="md" padding="md" component="article" aria-labelledby={`reg-${item.reference}`}>
          <Stack gap="xs">
            <Group justify="space-between" align="baseline">
              <Title order={3} size="h4" id={`reg-${item.reference}`}>
                {item.warranty.product.name}
              </Title>
              <Text size="sm" c="dimmed">
                {item.warranty.brand.name}
              </Text>
            </Group>
            <Text size="sm">
              <Trans>
                Nomor seri {item.warranty.serial_number} · Nomor registrasi {item.reference} · {item.place_name}
              </Trans>
            </Text>
            <WarrantyCountdown status={item.warranty} />
            <WarrantyStatus status={item.warranty} />
            {item.warranty.activated ? null : <ActivateButton item={item} />}
            {item.manual_url ? <ManualOffline url={item.manual_url} product={item.warranty.product.name} /> : null}
            <Button component={Link} to={serviceRequestHref(item)} size="sm" variant="outline" w="fit-content">
              <Trans>Ajukan servis untuk unit ini</Trans>
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
