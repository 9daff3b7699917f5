import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ReceiptLine } from '@/components/receipt-line';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createSubscriptionInputSchema, useCreateSubscription } from '../api/create-subscription';
import { useBrands } from '@/api/get-brands';
import { useCategories } from '@/api/get-categories';

type Values = { email: string; name: string; brands: string[]; categories: string[]; consent: boolean; website: string };

/** /berlangganan: e-mail, optional interests, explicit consent (stored with its time). */
export function SubscriptionForm() {
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: { email: '', name: '', brands: [], categories: [], consent: false, website: '' },
    validate: formValidator(createSubscriptionInputSchema),
  });
  const brands = useBrands();
  const categories = useCategories();
  const field = useFieldProps(form);
  const submission = useCreateSubscription({
    form,
    // Interests travel comma-separated in the multipart body.
    toBody: (v) => toFormData({ ...v, brands: v.brands.join(','), categories: v.categories.join(',') }),
    onSent: () => form.reset(),
  });
  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir berlangganan`}>
      <Stack gap="sm">
        {submission.outcome?.status === 'sent' ? (
          <Alert color="green" role="status" title={submission.outcome.result.message}>
            <Trans>Setiap email berisi tautan untuk berhenti berlangganan.</Trans>
            <ReceiptLine receipt={submission.outcome.result.data.receipt} />
          </Alert>
        ) : null}
        <FormErrorSummary error={submission.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t`Nama (opsional)`} autoComplete="name" {...field('name')} />
          <MultiSelect
            label={t`Merek yang diminati (opsional)`}
            searchable
            data={(brands.data ?? []).map((b) => ({ value: b.slug, label: b.name }))}
            {...field('brands')}
          />
          <MultiSelect
            label={t`Kategori yang diminati (opsional)`}
            searchable
            data={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
            {...field('categories')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <Trans>Kami hanya mengirim kabar produk, promosi dan acara Denka. Anda dapat berhenti berlangganan kapan saja.</Trans>
        </Text>
        <Checkbox
          label={t`Saya setuju menerima email kabar Denka dan data saya disimpan untuk keperluan ini (UU PDP).`}
          {...field('consent', { type: 'checkbox' })}
        />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Berlangganan</Trans>
        </Button>
      </Stack>
    </form>
  );
}
