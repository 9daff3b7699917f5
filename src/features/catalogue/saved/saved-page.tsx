import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { PageSection } from '@/components/page-section';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { ProductGrid } from '../components/product-grid';
import { clearSaved, useSavedProducts } from './product-lists';
import { RecentlyViewed } from './recently-viewed';

/**
 * `/tersimpan`: the saved products ("Simpan") and the recently viewed ones, both kept on this device and shown
 * from it with no network; each with a button that clears it. The saved list joins the visitor's account when
 * they log in (docs/decisions/130-accounts-and-sessions.md).
 */
export default function SavedPage() {
  const saved = useSavedProducts();
  // The lists live on the device: the server's render has none, so it shows their place until the page hydrates.
  const hydrated = useHydrated();
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Produk Tersimpan</Trans>
      </PageHeading>
      {!hydrated ? (
        <Skeleton height={240} aria-busy="true" />
      ) : (
        <Stack gap={48}>
          <PageSection id="daftar-tersimpan" title={<Trans>Tersimpan ({saved.length})</Trans>} testId="saved-list">
            {saved.length === 0 ? (
              <EmptyState title={<Trans>Belum ada produk tersimpan</Trans>}>
                <Trans>
                  Ketuk “Simpan” (ikon hati) pada produk untuk menyimpannya di sini.{' '}
                  <Anchor component={Link} to={paths.productCategories.getHref()} underline="always" size="sm">
                    Lihat kategori produk
                  </Anchor>
                </Trans>
              </EmptyState>
            ) : (
              <>
                <ProductGrid products={saved} />
                <Group mt="sm" gap="md">
                  <Button variant="subtle" size="sm" onClick={clearSaved}>
                    <Trans>Hapus semua</Trans>
                  </Button>
                  <Text size="sm" c="dimmed">
                    <Trans>
                      Tersimpan di perangkat ini. Setelah{' '}
                      <Anchor
                        component={Link}
                        to={`${paths.login.getHref()}?next=${encodeURIComponent(paths.tersimpan.getHref())}`}
                        size="sm"
                        underline="always"
                      >
                        masuk
                      </Anchor>
                      , daftar ini juga tersimpan di akun Anda.
                    </Trans>
                  </Text>
                </Group>
              </>
            )}
          </PageSection>
          <RecentlyViewed showEmpty />
        </Stack>
      )}
    </Container>
  );
}
