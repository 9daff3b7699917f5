import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { ComponentProps } from 'react';

type Choice = { id: number; name: string };
type ChoiceQuery = { data?: Choice[] | undefined; isPending: boolean; isError: boolean };
type FieldProps = Omit<ComponentProps<typeof Select>, 'data' | 'label'>;

type Props = {
  brands: ChoiceQuery;
  /** The chosen brand's products (a query that waits for a brand). */
  products: ChoiceQuery;
  brandChosen: boolean;
  brandProps: FieldProps;
  productProps: FieldProps;
};

/** Brand, then a product of that brand: the pair the support and product registration forms share. */
export function BrandProductSelects({ brands, products, brandChosen, brandProps, productProps }: Props) {
  const { t } = useLingui();
  const options = (query: ChoiceQuery) => (query.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <>
      <Select
        label={t`Merek`}
        required
        searchable
        data={options(brands)}
        placeholder={brands.isPending ? t`Memuat…` : brands.isError ? t`Gagal memuat merek` : undefined}
        {...brandProps}
      />
      <Select
        label={t`Produk`}
        required
        searchable
        disabled={!brandChosen}
        data={options(products)}
        placeholder={brandChosen && products.isPending ? t`Memuat…` : undefined}
        {...productProps}
      />
    </>
  );
}
