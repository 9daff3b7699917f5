import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { FormErrorSummary } from '@/components/form-feedback';
import { normalizeReceipt, StatusLookupSchema, type StatusLookup } from '@/contract/forms';
import { FormSubmitError } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { useStatusLookup } from '../api/look-up-status';
import { ReceiptStatusCard } from './receipt-status';
import { TicketTimeline } from './ticket-timeline';

/**
 * Receipt number (prefilled from `?ref=`, the link of the thank-you page and the confirmation e-mail) and
 * the e-mail given with the submission; the e-mail never goes into the address bar.
 */
export function StatusLookupForm() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const fromLink = normalizeReceipt(params.get('ref') ?? '') ?? '';
  const form = useForm<Required<StatusLookup>>({
    initialValues: { receipt: fromLink, email: '' },
    validate: formValidator(StatusLookupSchema),
  });
  const field = useFieldProps(form);
  const lookup = useStatusLookup();
  const onSubmit = form.onSubmit((values) =>
    lookup.mutate({ receipt: normalizeReceipt(values.receipt) ?? values.receipt, email: values.email.trim() }),
  );
  const notFound = lookup.error instanceof FormSubmitError && lookup.error.status === 404;
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t`Cek status kiriman`}>
        <Stack gap="sm">
          <TextInput
            label={t`Nomor referensi`}
            description={t`Contoh: DK-7K2M9QXA (ada di halaman terima kasih dan email konfirmasi)`}
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            {...field('receipt')}
          />
          <TextInput label={t`Email yang Anda isi di formulir`} type="email" autoComplete="email" required {...field('email')} />
          <Button type="submit" loading={lookup.isPending} w="fit-content">
            <Trans>Cek status</Trans>
          </Button>
        </Stack>
      </form>
      <div aria-live="polite">
        {lookup.data ? (
          <ReceiptStatusCard status={lookup.data}>
            {lookup.data.ticket && lookup.variables ? (
              <TicketTimeline
                ticket={lookup.data.ticket}
                receipt={lookup.variables.receipt}
                email={lookup.variables.email}
                // The answer is in: the timeline is read again and shows it.
                onAnswered={() => lookup.mutate(lookup.variables!)}
              />
            ) : null}
          </ReceiptStatusCard>
        ) : notFound ? (
          <Alert color="yellow" role="status" title={<Trans>Kiriman tidak ditemukan</Trans>}>
            <Trans>Periksa nomor referensi dan email Anda. Yang dapat dilacak: lamaran kerja, klaim garansi dan permintaan dukungan.</Trans>
          </Alert>
        ) : (
          <FormErrorSummary error={lookup.error} />
        )}
      </div>
    </Stack>
  );
}
