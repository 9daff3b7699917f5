import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { PasswordResetRequestSchema } from '@/contract/studio/account';
import { formValidator } from '@/lib/forms/validate';
import { useResetRequest } from '../../api/account';
import { ErrorText } from '../../components/page-states';
import { useStudioErrorText } from '../../lib/error-text';
import { studioPaths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** "Lupa kata sandi?": the server answers alike whether or not the e-mail is a staff account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const request = useResetRequest();
  const errorText = useStudioErrorText();
  const form = useForm({ initialValues: { email: '' }, validate: formValidator(PasswordResetRequestSchema) });
  const submit = form.onSubmit(({ email }) => request.mutate(email));
  return (
    <AuthCard title={<Trans>Lupa kata sandi</Trans>}>
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              <Trans>Masukkan email akun staf Anda. Kami kirim tautan untuk mengatur kata sandi baru.</Trans>
            </Text>
            {request.isError && (
              <Alert color="red" role="alert">
                <ErrorText error={request.error} />
              </Alert>
            )}
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
              error={form.errors.email ? errorText(form.errors.email) : undefined}
            />
            <Button type="submit" loading={request.isPending}>
              <Trans>Kirim tautan</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={studioPaths.login()} size="sm" ta="center" underline="always">
        <Trans>Kembali ke halaman masuk</Trans>
      </Anchor>
    </AuthCard>
  );
}
