import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { SubscriptionForm } from '../components/subscription-form';
import { UnsubscribePanel } from '../components/unsubscribe-panel';
import { AccountPage } from './page-shell';

/** /berlangganan: subscribe; the newsletter's unsubscribe link comes back here with ?unsubscribe=<token>. */
export default function BerlanggananPage() {
  const [params] = useSearchParams();
  const token = params.get('unsubscribe');
  return (
    <AccountPage
      title={<Trans>Berlangganan</Trans>}
      lead={token ? undefined : <Trans>Dapatkan kabar produk baru, promosi dan acara dari Denka.</Trans>}
      size="md"
    >
      {token ? <UnsubscribePanel token={token} /> : <SubscriptionForm />}
    </AccountPage>
  );
}
