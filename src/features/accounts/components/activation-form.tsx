import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { ReceiptLine } from '@/components/receipt-line';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import type { WarrantyActivation } from '@/contract/accounts';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createWarrantyActivationInputSchema, useCreateWarrantyActivation } from '../api/create-warranty-activation';
import { accountKeys } from '../api/query-keys';

/** Activation by serial number + the registration number given at /registrasi. */
export function ActivationForm() {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useForm<Required<WarrantyActivation>>({
    initialValues: { serial_number: '', reference: '', website: '' },
    validate: formValidator(createWarrantyActivationInputSchema),
  });
  const field = useFieldProps(form);
  const submission = useCreateWarrantyActivation({
    form,
    toBody: toFormData,
    onSent: () => void client.invalidateQueries({ queryKey: accountKeys.all }),
  });
  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir aktivasi garansi`}>
      <Stack gap="sm">
        {submission.outcome?.status === 'sent' && submission.outcome.result.data.review ? (
          // A second claim on an activated serial: not refused, not activated — staff review it (decision 133).
          <Alert color="yellow" role="status" title={t`Menunggu pemeriksaan staf`}>
            <Stack gap={4}>
              <span>{submission.outcome.result.message}</span>
              <span>
                <Trans>Nomor registrasi {submission.outcome.result.data.reference}</Trans>
              </span>
              <ReceiptLine receipt={submission.outcome.result.data.receipt} trackable />
            </Stack>
          </Alert>
        ) : submission.outcome?.status === 'sent' ? (
          <Alert color="green" role="status" title={submission.outcome.result.message}>
            <Stack gap={4}>
              <Trans>Nomor registrasi {submission.outcome.result.data.reference}</Trans>
              <ReceiptLine receipt={submission.outcome.result.data.receipt} trackable />
            </Stack>
          </Alert>
        ) : null}
        <FormErrorSummary error={submission.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Nomor seri`} required autoCapitalize="characters" {...field('serial_number')} />
          <TextInput
            label={t`Nomor registrasi`}
            description={t`Contoh: REG-AB12CD34`}
            required
            autoCapitalize="characters"
            {...field('reference')}
          />
        </SimpleGrid>
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Aktifkan garansi</Trans>
        </Button>
      </Stack>
    </form>
  );
}
