import { useLingui } from '@lingui/react/macro';

/** The "repeat the password" check: a client-only field, so its text lives here. */
export function useConfirmMismatch() {
  const { t } = useLingui();
  return (password: string, confirm: string) => (confirm !== password ? { confirm: t`Kata sandi tidak sama.` } : {});
}
