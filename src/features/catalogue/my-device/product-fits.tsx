import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { ProductDetail } from '@/contract/catalogue';
import { PageSection } from '@/components/page-section';
import { ProductGrid } from '../components/product-grid';
import { clearMyDevice, setMyDevice, useMyDevice } from './my-device';

/**
 * What fits what on a product page (src/server/repositories/fits.ts), from the product's own read, so it is in
 * the server's render and in the saved-for-offline page: "Cocok untuk" — what an accessory fits — and
 * "Aksesori yang cocok" — what fits this product, with the button that makes it the visitor's device.
 */
export function ProductFits({ product }: { product: ProductDetail }) {
  const device = useMyDevice();
  const mine = device?.slug === product.slug;
  // Visiting one's own device's page refreshes what is kept of what fits it.
  useEffect(() => {
    if (mine && device.fitting.join(',') !== product.fitting.map((p) => p.slug).join(',')) setMyDevice(product);
  }, [mine, device, product]);
  if (product.fits.length === 0 && product.fitting.length === 0) return null;
  return (
    <>
      {product.fits.length > 0 ? (
        <PageSection id="fits" title={<Trans>Cocok untuk</Trans>}>
          <ProductGrid products={product.fits} />
        </PageSection>
      ) : null}
      {product.fitting.length > 0 ? (
        <PageSection id="fitting" title={<Trans>Aksesori yang cocok</Trans>}>
          <Group gap="sm" mb="md" data-testid="my-device">
            {mine ? (
              <>
                <Text size="sm" fw={600}>
                  <Trans>Ini perangkat saya: aksesori yang cocok ditandai di setiap daftar produk.</Trans>
                </Text>
                <Button size="xs" variant="subtle" onClick={clearMyDevice}>
                  <Trans>Lepas perangkat saya</Trans>
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" variant="light" onClick={() => setMyDevice(product)}>
                  <Trans>Jadikan perangkat saya</Trans>
                </Button>
                <Text size="sm" c="dimmed">
                  {device ? (
                    <Trans>Menggantikan {device.name}.</Trans>
                  ) : (
                    <Trans>Setelah itu, aksesori yang cocok ditandai di setiap daftar produk.</Trans>
                  )}
                </Text>
              </>
            )}
          </Group>
          <ProductGrid products={product.fitting} />
        </PageSection>
      ) : null}
    </>
  );
}
