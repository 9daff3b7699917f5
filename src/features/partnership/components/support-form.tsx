import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BrandProductSelects } from '@/components/brand-product-selects';
import { ReceiptLine } from '@/components/receipt-line';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import type { SupportRequest } from '@/contract/forms';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createSupportRequestInputSchema, useCreateSupportRequest } from '../api/create-support-request';
import { useBrandProducts } from '@/api/get-brand-products';
import { useBrands } from '@/api/get-brands';

type Values = Required<SupportRequest>;

/** Support request: brand, a product of that brand, the problem, contact details. */
export function SupportForm() {
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: { brand: '', product: '', problem: '', name: '', email: '', phone: '', website: '' },
    validate: formValidator(createSupportRequestInputSchema),
  });
  form.watch('brand', () => form.setFieldValue('product', ''));
  const brands = useBrands();
  const products = useBrandProducts(Number(form.values.brand) || 0);
  const field = useFieldProps(form);
  const submission = useCreateSupportRequest({ form, toBody: toFormData, onSent: () => form.reset() });

  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir dukungan produk`}>
      <Stack gap="sm">
        {submission.outcome?.status === 'sent' ? (
          <Alert color="green" role="status" title={<Trans>Permintaan dukungan terkirim</Trans>}>
            <Stack gap={4}>
              <Trans>Tim service kami akan menghubungi Anda.</Trans>
              <ReceiptLine
                receipt={submission.outcome.result.data.receipt ?? submission.outcome.result.data.reference.slice(0, 8)}
                trackable={Boolean(submission.outcome.result.data.receipt)}
              />
            </Stack>
          </Alert>
        ) : null}
        <FormErrorSummary error={submission.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BrandProductSelects
            brands={brands}
            products={products}
            brandChosen={Boolean(form.values.brand)}
            brandProps={field('brand')}
            productProps={field('product')}
          />
        </SimpleGrid>
        <Textarea label={t`Kendala yang dialami`} required rows={3} {...field('problem')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t`Nama`} autoComplete="name" required {...field('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" required {...field('phone')} />
        </SimpleGrid>
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Kirim permintaan</Trans>
        </Button>
      </Stack>
    </form>
  );
}
