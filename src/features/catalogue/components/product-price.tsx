import { Trans } from '@lingui/react/macro';
import { Text, type TextProps } from '@mantine/core';
import { formatRupiah } from '@/lib/format';

type Props = TextProps & { price: number | null };

/** A product's price in rupiah; a product without a price is sold on request (docs/decisions/010). */
export function ProductPrice({ price, ...props }: Props) {
  return (
    <Text fw={700} c="denka.8" data-testid="product-price" {...props}>
      {price === null ? <Trans>Harga hubungi dealer</Trans> : formatRupiah(price)}
    </Text>
  );
}
