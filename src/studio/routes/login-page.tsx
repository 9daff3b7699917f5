import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { StaffLoginSchema } from '@/contract/studio/api';
import { formValidator } from '@/lib/forms/validate';
import { useLogin, useStaffSession } from '../api/session';
import { LangSwitch } from '../components/lang-switch';
import { ErrorText, PageLoader } from '../components/page-states';
import { useStudioErrorText } from '../lib/error-text';
import { STUDIO_BASE, studioPaths } from '../lib/paths';

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
  const form = useForm({ initialValues: { email: '', password: '' }, validate: formValidator(StaffLoginSchema) });
  if (session.isPending) return <PageLoader />;
  if (session.data) return <Navigate to={safeNext(search.get('next'))} replace />;
  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => void navigate(safeNext(search.get('next')), { replace: true }),
      onError: () => form.setFieldValue('password', ''),
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
              <Alert color="red" role="alert">
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
            <Button type="submit" loading={login.isPending}>
              <Trans>Masuk</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
