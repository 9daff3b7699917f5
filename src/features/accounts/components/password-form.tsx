import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormErrorSummary } from '@/components/form-feedback';
import { ChangePasswordSchema, type ChangePassword } from '@/contract/accounts';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { useChangePassword } from '../api/account-mutations';
import { setServerErrors } from '../lib/server-errors';
import { NeedsConnectionNotice, useNeedsConnection } from './needs-connection';
import { useConfirmMismatch } from './use-confirm-mismatch';

type Values = Required<ChangePassword> & { confirm: string };

/** /password: current + new password; the server ends every other session. */
export function PasswordForm() {
  const { t } = useLingui();
  const offline = useNeedsConnection();
  const mismatch = useConfirmMismatch();
  const form = useForm<Values>({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: formValidator<Values>(ChangePasswordSchema, (v) => mismatch(v.new_password, v.confirm)),
  });
  const field = useFieldProps(form);
  const change = useChangePassword();
  const onSubmit = form.onSubmit(({ confirm: _confirm, ...values }) =>
    change.mutate(values, { onSuccess: () => form.reset(), onError: (error) => setServerErrors(form, error) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Formulir ubah kata sandi`}>
      <Stack gap="sm" maw={420}>
        <NeedsConnectionNotice />
        {change.isSuccess && !change.isPending ? (
          <Alert color="green" role="status" title={<Trans>Kata sandi diubah</Trans>}>
            {'message' in change.data ? change.data.message : null}
          </Alert>
        ) : null}
        <FormErrorSummary error={change.error} />
        <PasswordInput label={t`Kata sandi saat ini`} autoComplete="current-password" required {...field('current_password')} />
        <PasswordInput
          label={t`Kata sandi baru`}
          description={t`Minimal 8 karakter.`}
          autoComplete="new-password"
          required
          {...field('new_password')}
        />
        <PasswordInput label={t`Ulangi kata sandi baru`} autoComplete="new-password" required {...field('confirm')} />
        <Button type="submit" loading={change.isPending} disabled={offline} w="fit-content">
          <Trans>Simpan kata sandi</Trans>
        </Button>
      </Stack>
    </form>
  );
}
