import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RESET_TOKEN_PATTERN } from '@/contract/studio/account';
import { NewPasswordSchema } from '@/contract/accounts';
import { formValidator } from '@/lib/forms/validate';
import { z } from 'zod';
import { useResetPassword } from '../../api/account';
import { studioKeys } from '../../api/query-keys';
import { ErrorText } from '../../components/page-states';
import { useStudioErrorText } from '../../lib/error-text';
import { StudioApiError } from '../../lib/studio-api';
import { studioPaths } from '../../lib/paths';
import { accountPaths } from './paths';
import { AuthCard } from './auth-card';

const FormSchema = z.object({ password: NewPasswordSchema });

/** The token from the link's fragment (`#<token>`): it never reaches a server log or a Referer. */
const tokenFromHash = () => {
  const token = window.location.hash.replace(/^#/, '');
  return RESET_TOKEN_PATTERN.test(token) ? token : '';
};

/** Sets a new password with the mailed link; every session of the account ends on the server. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [token] = useState(tokenFromHash);
  const reset = useResetPassword();
  const client = useQueryClient();
  const errorText = useStudioErrorText();
  const form = useForm({ initialValues: { password: '' }, validate: formValidator(FormSchema) });
  const tokenRefused = reset.error instanceof StudioApiError && Boolean(reset.error.fieldErrors.token);
  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // Removes the token from the address bar and history; the old session (if any) is gone.
          window.history.replaceState(null, '', window.location.pathname);
          client.setQueryData(studioKeys.session(), null);
        },
        onError: (error) => {
          const passwordErrors = error instanceof StudioApiError ? error.fieldErrors.password : undefined;
          if (passwordErrors?.[0]) form.setFieldError('password', passwordErrors[0]);
        },
      },
    ),
  );
  const newLink = (
    <Anchor component={Link} to={accountPaths.forgot()} underline="always">
      <Trans>Minta tautan baru</Trans>
    </Anchor>
  );
  return (
    <AuthCard title={<Trans>Atur kata sandi baru</Trans>}>
      {reset.isSuccess ? (
        <>
          <Alert color="green" role="status">
            {reset.data.message}
          </Alert>
          <Button component={Link} to={studioPaths.login()}>
            <Trans>Masuk</Trans>
          </Button>
        </>
      ) : !token || tokenRefused ? (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {tokenRefused && reset.error instanceof StudioApiError ? (
                reset.error.fieldErrors.token?.[0]
              ) : (
                <Trans>Tautan ini tidak lengkap atau tidak berlaku. Buka lagi tautan dari email, atau minta yang baru.</Trans>
              )}
            </Text>
            {newLink}
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              <Trans>
                Pilih kata sandi yang sulit ditebak: gabungan beberapa kata yang tidak umum, minimal 8 karakter. Setelah disimpan, semua
                sesi akun ini berakhir.
              </Trans>
            </Text>
            {reset.isError && !(reset.error instanceof StudioApiError && reset.error.fieldErrors.password) && (
              <Alert color="red" role="alert">
                <ErrorText error={reset.error} />
              </Alert>
            )}
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t`Tampilkan atau sembunyikan kata sandi` }}
              label={t`Kata sandi baru`}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
              error={form.errors.password ? errorText(form.errors.password) : undefined}
            />
            <Button type="submit" loading={reset.isPending}>
              <Trans>Simpan kata sandi</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
