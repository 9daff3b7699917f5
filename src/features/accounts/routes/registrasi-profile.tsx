import { Trans } from '@lingui/react/macro';
import { ProfileForm } from '../components/profile-form';
import { RequireAccount } from '../components/require-account';
import { AccountPage } from './page-shell';

/** /registrasi-profile: complete the profile (docs/product.md §6). */
export default function RegistrasiProfilePage() {
  return (
    <AccountPage
      title={<Trans>Registrasi Profil</Trans>}
      lead={<Trans>Lengkapi data Anda agar klaim garansi lebih cepat.</Trans>}
      size="md"
    >
      <RequireAccount>{(account) => <ProfileForm account={account} />}</RequireAccount>
    </AccountPage>
  );
}
