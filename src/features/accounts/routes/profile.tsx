import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccountDetails } from '../components/account-details';
import { EmailVerification } from '../components/email-verification';
import { RegisteredProducts } from '../components/registered-products';
import { RequireAccount } from '../components/require-account';
import { SavedInAccount } from '../components/saved-in-account';
import { ServiceTickets } from '../components/service-tickets';
import { AccountPage } from './page-shell';

/**
 * /profile: details, "My gear" (registered products with warranty countdown, manual and service request), "Servis
 * saya" (the account's service tickets), the saved products, links to /password and
 * /registrasi, logout. `below`: what the app layer adds under them (the device's recently viewed products).
 */
export function ProfileView({ below }: { below?: ReactNode }) {
  return (
    <AccountPage title={<Trans>Profil</Trans>} size="md">
      <RequireAccount>
        {(account) => (
          <Stack gap="xl">
            <AccountDetails account={account} />
            <Stack gap="sm" component="section" aria-labelledby="registered-products">
              <Title order={2} size="h3" id="registered-products">
                <Trans>Perangkat saya</Trans>
              </Title>
              <RegisteredProducts />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="service-tickets" data-testid="account-tickets">
              <Title order={2} size="h3" id="service-tickets">
                <Trans>Servis saya</Trans>
              </Title>
              <EmailVerification account={account} />
              <ServiceTickets />
            </Stack>
            <Stack gap="sm" component="section" aria-labelledby="saved-products" data-testid="account-saved">
              <Title order={2} size="h3" id="saved-products">
                <Trans>Produk tersimpan</Trans>
              </Title>
              <SavedInAccount />
            </Stack>
            {below}
          </Stack>
        )}
      </RequireAccount>
    </AccountPage>
  );
}

export default function ProfilePage() {
  return <ProfileView />;
}
