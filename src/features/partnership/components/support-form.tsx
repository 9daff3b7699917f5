import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { BrandProductSelects } from '@/components/brand-product-selects';
import { ReceiptLine } from '@/components/receipt-line';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import { MAX_TICKET_PHOTOS, PHOTO_KINDS, type ServiceRequestPrefill, type SupportRequest } from '@/contract/forms';
import { acceptFor, checkPhotos } from '@/lib/forms/file-rules';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createSupportRequestInputSchema, useCreateSupportRequest } from '../api/create-support-request';
import { useMeInBrowser } from '@/api/get-me';
import { useServicePoints } from '@/api/get-service-points';
import { useBrandProducts } from '@/api/get-brand-products';
import { useBrands } from '@/api/get-brands';

/** `photo`: the photos of the fault, sent as one `photo` part each (up to MAX_TICKET_PHOTOS). */
type Values = Required<SupportRequest> & { photo: File[] };

const EMPTY: Values = {
  brand: '',
  product: '',
  serial_number: '',
  problem: '',
  service_point: '',
  name: '',
  email: '',
  phone: '',
  website: '',
  photo: [],
};

/**
 * The signed-in account's name and e-mail as the contact (decision 133), still editable: a field is filled only while
 * it is empty and untouched, never over what the visitor typed nor while a kept outbox entry is being corrected (its
 * own values win, decision 091). They become the form's starting values, so the reset after sending keeps them.
 */
function useAccountContact(form: UseFormReturnType<Values>, correcting: boolean) {
  const me = useMeInBrowser().data;
  useEffect(() => {
    if (!me || correcting) return;
    const fill = (['name', 'email'] as const).filter((k) => form.getValues()[k] === '' && !form.isDirty(k) && me[k] !== '');
    if (fill.length === 0) return;
    const contact = Object.fromEntries(fill.map((k) => [k, me[k]])) as Pick<Values, 'name' | 'email'>;
    form.setInitialValues({ ...form.getInitialValues(), ...contact });
    form.setValues(contact);
  }, [me, correcting, form]);
}

/**
 * Support request: brand, a product of that brand, its serial number, the problem, where the unit is handed over,
 * contact details. `prefill` ("My gear"): the serial as given, the brand and product chosen once their lists name
 * them (a slug the lists do not know chooses nothing).
 */
export function SupportForm({ prefill }: { prefill?: ServiceRequestPrefill | undefined }) {
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: { ...EMPTY, serial_number: prefill?.serial ?? '' },
    // The photos are optional: their number, type by name and size checked here, the server sniffs their bytes.
    validate: formValidator<Values>(createSupportRequestInputSchema, (values) => {
      const code = checkPhotos(values.photo);
      return code ? { photo: code } : {};
    }),
  });
  form.watch('brand', () => form.setFieldValue('product', ''));
  const brands = useBrands();
  const products = useBrandProducts(Number(form.values.brand) || 0);
  const prefilled = useRef({ brand: !prefill?.brand, product: !prefill?.product });
  useEffect(() => {
    if (prefilled.current.brand || !brands.data) return;
    prefilled.current.brand = true;
    const brand = brands.data.find((b) => b.slug === prefill?.brand);
    if (brand) form.setFieldValue('brand', String(brand.id));
    else prefilled.current.product = true;
  }, [brands.data, prefill, form]);
  useEffect(() => {
    if (prefilled.current.product || !prefilled.current.brand || !products.data || !form.values.brand) return;
    prefilled.current.product = true;
    const product = products.data.find((p) => p.slug === prefill?.product);
    if (product) form.setFieldValue('product', String(product.id));
  }, [products.data, prefill, form, form.values.brand]);
  const field = useFieldProps(form);
  const points = useServicePoints();
  // Grouped: the centres, then their pickup/drop points (each named with its city and centre).
  const pointOptions = points.data
    ? [
        { group: t`Service center`, items: points.data.map((c) => ({ value: `center:${c.id}`, label: `${c.name} — ${c.city.name}` })) },
        {
          group: t`Titik antar-jemput`,
          items: points.data.flatMap((c) =>
            c.pickup_points.map((p) => ({ value: `pickup:${p.id}`, label: `${p.name} — ${p.city.name} (${c.name})` })),
          ),
        },
      ].filter((group) => group.items.length > 0)
    : [];
  const submission = useCreateSupportRequest({ form, toBody: toFormData, onSent: () => form.reset() });
  useAccountContact(form, submission.correcting);

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
        <TextInput
          label={t`Nomor seri`}
          description={t`Opsional. Tertera di unit atau kemasannya.`}
          autoComplete="off"
          spellCheck={false}
          {...field('serial_number')}
        />
        <Textarea label={t`Kendala yang dialami`} required rows={3} {...field('problem')} />
        <Select
          label={t`Tempat menyerahkan unit`}
          description={t`Service center atau titik antar-jemput. Kosongkan bila Anda ingin dihubungi tim kami lebih dulu.`}
          placeholder={points.isError ? t`Daftar tempat tidak dapat dimuat` : t`Pilih tempat (opsional)`}
          data={pointOptions}
          searchable
          clearable
          nothingFoundMessage={t`Tidak ada tempat yang cocok`}
          {...field('service_point')}
          onChange={(value) => form.setFieldValue('service_point', value ?? '')}
        />
        <FileInput
          label={t`Foto kerusakan`}
          description={t`Opsional. Sampai ${MAX_TICKET_PHOTOS} foto JPG atau PNG, masing-masing maksimal 5 MB`}
          multiple
          clearable
          accept={acceptFor(PHOTO_KINDS)}
          placeholder={t`Pilih foto`}
          {...field('photo')}
        />
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
