import '@mantine/core/styles/NumberInput.css';
import { useLingui } from '@lingui/react/macro';
import { FileInput, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { INVOICE_KINDS, LOTTERY_WINDOW } from '@/contract/forms';
import { acceptFor } from '@/lib/forms/file-rules';
import type { useFieldProps } from '@/lib/forms/use-field-props';

type Field = ReturnType<typeof useFieldProps>;

/** A campaign's purchase window as dates (YYYY-MM-DD, Jakarta) and its label; absent: the 2022 lottery's. */
export type PurchaseWindow = { from: string; to: string; label: string };

/** The purchase half of the lottery form: invoice, date inside the window, store, total, invoice upload. */
export function LotteryPurchaseFields({ field, window }: { field: Field; window?: PurchaseWindow | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Nomor invoice`} required {...field('invoice_number')} />
        <TextInput
          label={t`Tanggal pembelian`}
          type="date"
          required
          min={window?.from ?? LOTTERY_WINDOW.from}
          max={window?.to ?? LOTTERY_WINDOW.to}
          description={window?.label ?? t`1 Agustus – 31 Desember 2022`}
          {...field('purchase_date')}
        />
        <TextInput label={t`Nomor seri produk`} required {...field('serial_number')} />
        <Select
          label={t`Tempat pembelian`}
          required
          data={[
            { value: 'offline_store', label: t`Toko/dealer offline` },
            { value: 'online_store', label: t`Toko online` },
          ]}
          {...field('purchase_place')}
        />
        <TextInput label={t`Nama toko atau dealer`} required {...field('store_name')} />
        <NumberInput
          label={t`Total pembelian (Rp)`}
          description={t`Satu kode undian untuk setiap Rp 1.000.000`}
          required
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          allowDecimal={false}
          allowNegative={false}
          {...field('total_purchase')}
        />
      </SimpleGrid>
      <FileInput
        label={t`Foto atau scan invoice`}
        description={t`JPG, PNG atau PDF, maksimal 5 MB`}
        // Marked, not `required`: FileInput's control is a <button>, where `required` is invalid; the form checks it.
        withAsterisk
        clearable
        accept={acceptFor(INVOICE_KINDS)}
        placeholder={t`Pilih berkas`}
        {...field('invoice')}
      />
    </>
  );
}
