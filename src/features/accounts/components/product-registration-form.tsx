import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, FileInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { BrandProductSelects } from '@/components/brand-product-selects';
import { ReceiptLine } from '@/components/receipt-line';
import { FormErrorSummary, HoneypotField, PersonalDataConsentText, QueuedNotice } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import type { Account, ProductRegistration } from '@/contract/accounts';
import { INVOICE_KINDS } from '@/contract/forms';
import { acceptFor, checkFile } from '@/lib/forms/file-rules';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createProductRegistrationInputSchema, useCreateProductRegistration } from '../api/create-product-registration';
import { useBrandProducts } from '@/api/get-brand-products';
import { useBrands } from '@/api/get-brands';

type Values = Omit<Required<ProductRegistration>, 'consent'> & { consent: boolean; invoice: File | null };

/** /registrasi: brand → product, serial number, purchase date and place, invoice; tied to the account if signed in. */
export function ProductRegistrationForm({ account }: { account: Account | null }) {
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: {
      brand: '',
      product: '',
      serial_number: '',
      purchase_date: '',
      place_type: 'dealer',
      dealer_id: '',
      place_name: '',
      name: account?.name ?? '',
      email: account?.email ?? '',
      phone: account?.phone ?? '',
      consent: false,
      invoice: null,
      website: '',
    },
    validate: formValidator<Values>(createProductRegistrationInputSchema, (v) => {
      const code = checkFile(v.invoice, INVOICE_KINDS);
      return code ? { invoice: code } : {};
    }),
  });
  form.watch('brand', () => form.setFieldValue('product', ''));
  const brands = useBrands();
  const products = useBrandProducts(Number(form.values.brand) || 0);
  const field = useFieldProps(form);
  const submission = useCreateProductRegistration({ form, toBody: toFormData, onSent: () => form.reset() });

  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir registrasi produk`}>
      <Stack gap="sm">
        {submission.outcome?.status === 'sent' ? (
          <Alert color="green" role="status" title={submission.outcome.result.message}>
            <Trans>Nomor registrasi:</Trans> <strong>{submission.outcome.result.data.reference}</strong>.{' '}
            <Anchor component={Link} to={account ? paths.profile.getHref() : paths.aktivasiGaransi.getHref()} underline="always">
              {account ? <Trans>Lihat di profil</Trans> : <Trans>Aktifkan garansi</Trans>}
            </Anchor>
            <ReceiptLine receipt={submission.outcome.result.data.receipt} />
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
          <TextInput label={t`Nomor seri`} required autoCapitalize="characters" {...field('serial_number')} />
          <TextInput label={t`Tanggal pembelian`} type="date" required {...field('purchase_date')} />
          <Select
            label={t`Tempat pembelian`}
            required
            data={[
              { value: 'dealer', label: t`Dealer resmi` },
              { value: 'online', label: t`Toko online resmi` },
              { value: 'other', label: t`Lainnya` },
            ]}
            {...field('place_type')}
          />
          <TextInput label={t`Nama toko/dealer`} required {...field('place_name')} />
          <TextInput label={t`Nama`} autoComplete="name" required {...field('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required readOnly={Boolean(account)} {...field('email')} />
          <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" {...field('phone')} />
          <FileInput
            label={t`Nota pembelian (JPG, PNG atau PDF, maks. 5 MB)`}
            // Marked, not `required`: FileInput's control is a <button>, where `required` is invalid; the form checks it.
            withAsterisk
            clearable
            accept={acceptFor(INVOICE_KINDS)}
            {...field('invoice')}
          />
        </SimpleGrid>
        <PersonalDataConsentText />
        <Checkbox
          label={t`Saya menyetujui pemrosesan data pribadi dan nota saya untuk registrasi garansi.`}
          {...field('consent', { type: 'checkbox' })}
        />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Daftarkan produk</Trans>
        </Button>
      </Stack>
    </form>
  );
}
