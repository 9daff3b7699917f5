import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { FormErrorSummary, HoneypotField, PersonalDataConsentText, QueuedNotice } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import type { LotteryCampaign } from '@/contract/campaign';
import { INVOICE_KINDS, LOTTERY_ADDRESS_MAX, type LotteryEntry } from '@/contract/forms';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { choiceData, ID_TYPE_LABELS } from '@/lib/forms/choice-labels';
import { checkFile } from '@/lib/forms/file-rules';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createLotteryEntryInputSchema, useCreateLotteryEntry } from '../api/create-lottery-entry';
import { LotteryCodes } from './lottery-codes';
import { LotteryPurchaseFields, type PurchaseWindow } from './lottery-purchase-fields';

type TextKeys = Exclude<keyof LotteryEntry, 'terms' | 'total_purchase' | 'campaign_id'>;
type Values = { [K in TextKeys]-?: string } & {
  campaign_id: string;
  total_purchase: number | string;
  terms: boolean;
  invoice: File | null;
};

/** The date of an instant in Jakarta (YYYY-MM-DD): a campaign's first and last purchase day. */
const jakartaDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(iso));

/**
 * Lottery registration (docs/product.md §11, §5): identity, address ≤ 100, purchase inside the window, invoice, terms.
 * `campaign`: the open campaign it enters (its own purchase period); without it the 2022 lottery (campaign 1).
 */
export function LotteryForm({ campaign }: { campaign?: Pick<LotteryCampaign, 'id' | 'starts_at' | 'ends_at'> | undefined } = {}) {
  const { t, i18n } = useLingui();
  const window: PurchaseWindow | undefined =
    campaign && campaign.id !== 1
      ? {
          from: jakartaDay(campaign.starts_at),
          to: jakartaDay(campaign.ends_at),
          label: `${formatDate(campaign.starts_at, currentLang())} – ${formatDate(campaign.ends_at, currentLang())}`,
        }
      : undefined;
  const form = useForm<Values>({
    initialValues: {
      campaign_id: String(campaign?.id ?? 1),
      name: '',
      email: '',
      date_of_birth: '',
      phone: '',
      id_type: 'nik',
      id_number: '',
      address: '',
      province: '',
      city: '',
      postal_code: '',
      invoice_number: '',
      purchase_date: '',
      serial_number: '',
      purchase_place: '',
      store_name: '',
      total_purchase: '',
      terms: false,
      invoice: null,
      website: '',
    },
    validate: formValidator<Values>(createLotteryEntryInputSchema, (values) => {
      const code = checkFile(values.invoice, INVOICE_KINDS);
      const outside =
        window &&
        /^\d{4}-\d{2}-\d{2}$/.test(values.purchase_date) &&
        (values.purchase_date < window.from || values.purchase_date > window.to);
      return { ...(code ? { invoice: code } : {}), ...(outside ? { purchase_date: 'purchase_period' } : {}) };
    }),
  });
  const field = useFieldProps(form);
  const submission = useCreateLotteryEntry({ form, toBody: toFormData, onSent: () => form.reset() });

  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  if (submission.outcome?.status === 'sent') {
    return (
      <LotteryCodes
        codes={submission.outcome.result.data.codes ?? []}
        receipt={submission.outcome.result.data.receipt}
        onAgain={submission.reset}
      />
    );
  }
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir pendaftaran undian`}>
      <Stack gap="sm">
        <FormErrorSummary error={submission.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Nama sesuai KTP`} autoComplete="name" required {...field('name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t`Tanggal lahir`} type="date" required {...field('date_of_birth')} />
          <TextInput label={t`Nomor telepon aktif`} type="tel" autoComplete="tel" required {...field('phone')} />
          <Select label={t`Jenis identitas`} required allowDeselect={false} data={choiceData(ID_TYPE_LABELS, i18n)} {...field('id_type')} />
          <TextInput label={t`Nomor identitas`} required {...field('id_number')} />
        </SimpleGrid>
        <TextInput
          label={t`Alamat lengkap`}
          // One line: `street-address` is for a multi-line field (a <textarea>) only.
          autoComplete="address-line1"
          required
          maxLength={LOTTERY_ADDRESS_MAX}
          description={`${form.values.address.length}/${LOTTERY_ADDRESS_MAX}`}
          {...field('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t`Provinsi`} autoComplete="address-level1" required {...field('province')} />
          <TextInput label={t`Kota/kabupaten`} autoComplete="address-level2" required {...field('city')} />
          <TextInput label={t`Kode pos`} autoComplete="postal-code" inputMode="numeric" required {...field('postal_code')} />
        </SimpleGrid>
        <LotteryPurchaseFields field={field} window={window} />
        <PersonalDataConsentText />
        <Checkbox
          label={
            <Trans>
              Saya menyetujui{' '}
              <Anchor component={Link} to={paths.syaratKetentuan.getHref()} inherit>
                syarat dan ketentuan
              </Anchor>{' '}
              undian ini.
            </Trans>
          }
          {...field('terms', { type: 'checkbox' })}
        />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Daftar undian</Trans>
        </Button>
      </Stack>
    </form>
  );
}
