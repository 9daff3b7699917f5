import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { formatRupiah } from '@/lib/format';
import { useSavedInAccount } from '../api/saved-products';

/** /profile: the account's saved products (the device's list joins it at login), each a link to its page. */
export function SavedInAccount() {
  const saved = useSavedInAccount();
  if (saved.isPending) return <Skeleton height={80} aria-busy="true" />;
  if (saved.isError) return <LoadError onRetry={() => void saved.refetch()} retrying={saved.isFetching} />;
  if (saved.data.length === 0) {
    return (
      <EmptyState title={<Trans>Belum ada produk tersimpan</Trans>}>
        <Trans>Ketuk “Simpan” (ikon hati) pada produk untuk menyimpannya di akun Anda.</Trans>
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs">
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {saved.data.map((product) => (
          <Group component="li" key={product.slug} gap="sm" wrap="nowrap" data-testid="account-saved-item">
            {product.image_base.url ? (
              <img src={product.image_base.url} alt="" width={48} height={48} style={{ objectFit: 'contain' }} loading="lazy" />
            ) : null}
            <div>
              <Anchor component={Link} to={paths.productInfo.getHref({ slug: product.slug })} fw={600} size="sm">
                {product.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {product.brand.name}
                {product.price === null ? null : ` · ${formatRupiah(product.price)}`}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to={paths.tersimpan.getHref()} size="sm" underline="always">
        <Trans>Buka daftar tersimpan</Trans>
      </Anchor>
    </Stack>
  );
}
