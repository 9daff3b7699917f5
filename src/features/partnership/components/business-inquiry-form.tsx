import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import { INQUIRY_CHANNELS, type BusinessInquiry } from '@/contract/forms';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createBusinessInquiryInputSchema, useCreateInquiry } from '../api/create-inquiry';

type Values = Required<Omit<BusinessInquiry, 'type'>> & { type: 'b2b' | 'b2g' };

const CHANNEL_LABELS: Record<(typeof INQUIRY_CHANNELS)[number], MessageDescriptor> = {
  search: msg`Mesin pencari`,
  social: msg`Media sosial`,
  marketplace: msg`Marketplace`,
  dealer: msg`Dealer atau toko`,
  event: msg`Acara atau pameran`,
  friend: msg`Rekan atau teman`,
  other: msg`Lainnya`,
};

/** Business partnership form, B2B and B2G (docs/product.md §11, "Business inquiry"); `product` prefilled from ?product=. */
export function BusinessInquiryForm({ product }: { product: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      type: 'b2b',
      name: '',
      company: '',
      phone: '',
      email: '',
      second_email: '',
      address: '',
      message: '',
      channel: '',
      product,
      website: '',
    },
    validate: formValidator(createBusinessInquiryInputSchema),
  });
  const field = useFieldProps(form);
  const submission = useCreateInquiry({
    form,
    toBody: toFormData,
    onSent: (result) =>
      void navigate(paths.b2bThankYou.getHref(), { state: { reference: result.data.reference, receipt: result.data.receipt } }),
  });
  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  const isGovernment = form.values.type === 'b2g';
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir kemitraan bisnis`}>
      <Stack gap="sm">
        <FormErrorSummary error={submission.error} />
        {/* The label names the radio group (aria-labelledby): a <label for> may point only at a visible control. */}
        <Input.Wrapper label={t`Jenis pengadaan`} id="inquiry-type" labelElement="div">
          <SegmentedControl
            aria-labelledby="inquiry-type-label"
            data={[
              { value: 'b2b', label: t`Bisnis (B2B)` },
              { value: 'b2g', label: t`Pemerintah (B2G)` },
            ]}
            {...form.getInputProps('type')}
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Nama`} autoComplete="name" required {...field('name')} />
          <TextInput label={isGovernment ? t`Instansi` : t`Perusahaan`} autoComplete="organization" required {...field('company')} />
          <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" required {...field('phone')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t`Email kedua (opsional)`} type="email" {...field('second_email')} />
          <Select
            label={t`Dari mana Anda mengetahui kami?`}
            required
            data={INQUIRY_CHANNELS.map((value) => ({ value, label: i18n._(CHANNEL_LABELS[value]) }))}
            {...field('channel')}
          />
        </SimpleGrid>
        <Textarea label={t`Alamat`} autoComplete="street-address" required rows={2} {...field('address')} />
        <TextInput label={t`Produk yang diminati (opsional)`} {...field('product')} />
        <Textarea label={t`Kebutuhan Anda`} required rows={4} {...field('message')} />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Kirim permintaan</Trans>
        </Button>
      </Stack>
    </form>
  );
}
