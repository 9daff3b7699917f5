import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ProductDetail } from '@/contract/catalogue';

/** The B2B form with this product filled in (the form reads `?product=<slug>`; decision 010). */
export function procurementHref(slug: string): string {
  return `${paths.b2b.getHref()}?${new URLSearchParams({ product: slug }).toString()}`;
}

export function ProcurementTab({ product }: { product: ProductDetail }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        <Trans>
          Butuh {product.name} dalam jumlah besar untuk bisnis atau instansi pemerintah? Ajukan pengadaan B2B/B2G; tim kami menghubungi Anda
          dalam 24 jam.
        </Trans>
      </Text>
      <Button component={Link} to={procurementHref(product.slug)} data-testid="procurement-link">
        <Trans>Ajukan pengadaan</Trans>
      </Button>
    </Stack>
  );
}
