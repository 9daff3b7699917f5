import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { AccountDetails } from '../components/account-details';
import { RegisteredProducts } from '../components/registered-products';
import { RequireAccount } from '../components/require-account';
import { AccountPage } from './page-shell';

/** /profile: details, registered products with warranty status, links to /password and /registrasi, logout. */
export default function ProfilePage() {
  return (
    <AccountPage title={<Trans>Profil</Trans>} size="md">
      <RequireAccount>
        {(account) => (
          <Stack gap="xl">
            <AccountDetails account={account} />
            <Stack gap="sm" component="section" aria-labelledby="registered-products">
              <Title order={2} size="h3" id="registered-products">
                <Trans>Produk terdaftar</Trans>
              </Title>
              <RegisteredProducts />
            </Stack>
          </Stack>
        )}
      </RequireAccount>
    </AccountPage>
  );
}
