import { Trans } from '@lingui/react/macro';
import { PasswordForm } from '../components/password-form';
import { RequireAccount } from '../components/require-account';
import { AccountPage } from './page-shell';

/** /password: change the password (docs/product.md §6). */
export default function PasswordPage() {
  return (
    <AccountPage
      title={<Trans>Kata Sandi</Trans>}
      lead={<Trans>Mengubah kata sandi akan mengeluarkan akun Anda dari perangkat lain.</Trans>}
    >
      <RequireAccount>{() => <PasswordForm />}</RequireAccount>
    </AccountPage>
  );
}
