import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { useMe } from '../api/get-me';
import { ProductRegistrationForm } from '../components/product-registration-form';
import { AccountPage } from './page-shell';

/** /registrasi: product registration, with or without an account (docs/product.md §6). */
export default function RegistrasiPage() {
  const me = useMe();
  return (
    <AccountPage
      title={<Trans>Registrasi Produk</Trans>}
      lead={<Trans>Daftarkan produk resmi Denka Anda untuk aktivasi garansi. Tanpa akun pun bisa.</Trans>}
      size="md"
    >
      {/* Offline or failed: the form still works for a visitor (it queues). */}
      {me.isPending ? (
        <Skeleton height={360} aria-busy="true" />
      ) : (
        <ProductRegistrationForm key={me.data?.id ?? 'visitor'} account={me.data ?? null} />
      )}
    </AccountPage>
  );
}
