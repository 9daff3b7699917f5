import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { StaffLoginSchema } from '@/contract/studio/api';
import { formValidator } from '@/lib/forms/validate';
import { useLogin, useStaffSession } from '../api/session';
import { LangSwitch } from '../components/lang-switch';
import { ErrorText, PageLoader } from '../components/page-states';
import { useStudioErrorText } from '../lib/error-text';
import { StudioApiError } from '../lib/studio-api';
import { STUDIO_BASE, studioPaths } from '../lib/paths';
import { accountPaths } from './account/paths';

/** Whether the server asks for the second factor (the password was right; docs/decisions/130). */
const asksForCode = (error: unknown) =>
  error instanceof StudioApiError && typeof error.body === 'object' && error.body !== null && 'second_factor' in error.body;

/** Only a studio page may follow a login (no open redirect). */
const safeNext = (next: string | null) =>
  next && next.startsWith(`${STUDIO_BASE}/`) && !next.startsWith('//') ? next : studioPaths.home();

export function LoginPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  const login = useLogin();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const errorText = useStudioErrorText();
  const form = useForm({ initialValues: { email: '', password: '', code: '' }, validate: formValidator(StaffLoginSchema) });
  const [needsCode, setNeedsCode] = useState(false);
  if (session.isPending) return <PageLoader />;
  if (session.data) return <Navigate to={safeNext(search.get('next'))} replace />;
  const submit = form.onSubmit(({ code, ...values }) =>
    login.mutate(needsCode ? { ...values, code } : values, {
      onSuccess: () => void navigate(safeNext(search.get('next')), { replace: true }),
      onError: (error) => {
        form.setFieldValue('code', '');
        if (asksForCode(error)) setNeedsCode(true);
        else {
          setNeedsCode(false);
          form.setFieldValue('password', '');
        }
      },
    }),
  );
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420} component="main">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Group justify="space-between">
              <Title order={1} size="h3">
                <Trans>Masuk ke Denka Studio</Trans>
              </Title>
              <LangSwitch />
            </Group>
            {login.isError && (
              // The first ask for the code is a step of the login, not a failure: a neutral note (a wrong code is red).
              <Alert
                color={asksForCode(login.error) && !login.variables?.code ? 'blue' : 'red'}
                role={asksForCode(login.error) && !login.variables?.code ? 'status' : 'alert'}
              >
                <ErrorText error={login.error} />
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
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t`Tampilkan atau sembunyikan kata sandi` }}
              label={t`Kata sandi`}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
              error={form.errors.password ? errorText(form.errors.password) : undefined}
            />
            {needsCode && (
              <TextInput
                label={t`Kode verifikasi`}
                description={t`6 angka dari aplikasi autentikator, atau kode pemulihan`}
                autoComplete="one-time-code"
                autoFocus
                required
                maxLength={40}
                {...form.getInputProps('code')}
                error={form.errors.code ? errorText(form.errors.code) : undefined}
              />
            )}
            <Button type="submit" loading={login.isPending}>
              <Trans>Masuk</Trans>
            </Button>
            <Anchor component={Link} to={accountPaths.forgot()} size="sm" ta="center" underline="always">
              <Trans>Lupa kata sandi?</Trans>
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
