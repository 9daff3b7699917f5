import { Trans } from '@lingui/react/macro';
import { RegisterForm } from '../components/register-form';
import { AccountPage } from './page-shell';

/** /register-akun (docs/product.md §6). */
export default function RegisterAccountPage() {
  return (
    <AccountPage title={<Trans>Daftar Akun</Trans>} lead={<Trans>Satu akun untuk registrasi produk, aktivasi dan cek garansi.</Trans>}>
      <RegisterForm />
    </AccountPage>
  );
}
