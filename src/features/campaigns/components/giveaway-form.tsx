import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ReceiptLine } from '@/components/receipt-line';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import type { GiveawayRegistration } from '@/contract/forms';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createGiveawayRegistrationInputSchema, useCreateGiveawayRegistration } from '../api/create-giveaway-registration';

type Values = { [K in Exclude<keyof GiveawayRegistration, 'terms'>]-?: string } & { terms: boolean };

/** Registration for one giveaway. */
export function GiveawayForm({ slug }: { slug: string }) {
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: {
      giveaway: slug,
      name: '',
      email: '',
      phone: '',
      city: '',
      instagram: '',
      serial_number: '',
      terms: false,
      website: '',
    },
    validate: formValidator(createGiveawayRegistrationInputSchema),
  });
  const field = useFieldProps(form);
  const submission = useCreateGiveawayRegistration({ form, toBody: toFormData, onSent: () => form.reset() });
  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  if (submission.outcome?.status === 'sent') {
    return (
      <Alert color="green" role="status" title={<Trans>Pendaftaran berhasil</Trans>}>
        <Stack gap={4}>
          <Trans>Terima kasih telah mendaftar. Pemenang akan dihubungi melalui email atau telepon.</Trans>
          <ReceiptLine receipt={submission.outcome.result.data.receipt} />
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir pendaftaran giveaway`}>
      <Stack gap="sm">
        <FormErrorSummary error={submission.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Nama`} autoComplete="name" required {...field('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" required {...field('phone')} />
          <TextInput label={t`Kota`} autoComplete="address-level2" required {...field('city')} />
          <TextInput label={t`Akun Instagram (opsional)`} placeholder="@" {...field('instagram')} />
          <TextInput label={t`Nomor seri produk (opsional)`} {...field('serial_number')} />
        </SimpleGrid>
        <Checkbox
          label={
            <Trans>
              Saya menyetujui syarat dan ketentuan giveaway di atas.{' '}
              <Anchor href="#giveaway-terms" inherit>
                Baca ketentuan
              </Anchor>
            </Trans>
          }
          {...field('terms', { type: 'checkbox' })}
        />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Daftar</Trans>
        </Button>
      </Stack>
    </form>
  );
}
