import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import { PageSection } from '@/components/page-section';
import { paths } from '@/config/paths';
import { ProductGrid } from '../components/product-grid';
import { clearRecent, useRecentProducts } from './product-lists';

type Props = {
  /** The product on screen: not listed beside itself. */
  exclude?: string;
  /** At most this many cards (the full list is on /tersimpan). */
  limit?: number;
  /** Say "none yet" instead of showing nothing (on /tersimpan). */
  showEmpty?: boolean;
};

/**
 * "Terakhir dilihat": the products this device opened last, most recent first, from the device alone (shown
 * offline too), with a button that clears the history. Nothing at all in the server's render and while empty.
 */
export function RecentlyViewed({ exclude, limit = 20, showEmpty = false }: Props) {
  const all = useRecentProducts();
  const items = all.filter((product) => product.slug !== exclude);
  if (items.length === 0 && !showEmpty) return null;
  const more = !showEmpty && items.length > limit ? { to: paths.tersimpan.getHref(), label: <Trans>Lihat semua</Trans> } : undefined;
  return (
    <PageSection id="terakhir-dilihat" title={<Trans>Terakhir dilihat</Trans>} testId="recently-viewed" more={more}>
      {items.length === 0 ? (
        <EmptyState title={<Trans>Belum ada produk yang dilihat</Trans>}>
          <Trans>Produk yang Anda buka akan muncul di sini, di perangkat ini saja.</Trans>
        </EmptyState>
      ) : (
        <>
          <ProductGrid products={items.slice(0, limit)} />
          <Button variant="subtle" size="sm" mt="sm" onClick={clearRecent}>
            <Trans>Hapus riwayat</Trans>
          </Button>
        </>
      )}
    </PageSection>
  );
}
