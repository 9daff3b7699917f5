import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { SerialNumberSchema } from '@/contract/accounts';
import { ApiError } from '@/lib/api-client';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { useWarrantyCheck } from '../api/check-warranty';
import { WarrantyStatus } from './warranty-status';

const CheckSchema = z.object({ serial_number: SerialNumberSchema });

/** Anyone checks a serial number (no account): product, cover per brand policy, replacement window. */
export function WarrantyCheck() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const serial = params.get('serial') ?? '';
  const form = useForm({ initialValues: { serial_number: serial }, validate: formValidator(CheckSchema) });
  const field = useFieldProps(form);
  const check = useWarrantyCheck(serial);
  const onSubmit = form.onSubmit(({ serial_number }) =>
    setParams(
      (p) => {
        p.set('serial', serial_number.trim());
        return p;
      },
      { replace: true },
    ),
  );
  const notFound = check.error instanceof ApiError && check.error.status === 404;
  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label={t`Cek garansi`}>
        <Group align="flex-end" gap="sm">
          <TextInput label={t`Nomor seri`} required autoCapitalize="characters" style={{ flex: '1 1 16rem' }} {...field('serial_number')} />
          <Button type="submit" loading={check.isFetching}>
            <Trans>Cek garansi</Trans>
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {!serial ? null : check.isPending ? (
          <Skeleton height={140} aria-busy="true" />
        ) : notFound ? (
          <Alert color="yellow" role="status" title={<Trans>Nomor seri tidak ditemukan</Trans>}>
            {check.error?.message}
          </Alert>
        ) : check.isError ? (
          <LoadError onRetry={() => void check.refetch()} retrying={check.isFetching} />
        ) : (
          <Stack gap="md">
            {check.data.map((status) => (
              <Card
                key={status.product.id}
                withBorder
                radius="md"
                padding="md"
                component="section"
                aria-labelledby={`check-${status.product.id}`}
              >
                <Stack gap="xs">
                  <Title order={3} size="h4" id={`check-${status.product.id}`}>
                    {status.product.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {status.brand.name} · <Trans>Nomor seri {status.serial_number}</Trans>
                  </Text>
                  <WarrantyStatus status={status} />
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
