import { Trans } from '@lingui/react/macro';
import { LoginForm } from '../components/login-form';
import { AccountPage } from './page-shell';

/** /login (docs/product.md §6). */
export default function LoginPage() {
  return (
    <AccountPage title={<Trans>Masuk</Trans>} lead={<Trans>Masuk untuk melihat produk terdaftar dan status garansi Anda.</Trans>}>
      <LoginForm />
    </AccountPage>
  );
}
