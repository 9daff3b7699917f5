import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormErrorSummary } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import { LoginSchema, type Login } from '@/contract/accounts';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { useLogin } from '../api/account-mutations';
import { safeNext } from '../lib/safe-next';
import { setServerErrors } from '../lib/server-errors';
import { NeedsConnectionNotice, useNeedsConnection } from './needs-connection';

/** /login: e-mail + password; back to `next` (a same-site path) afterwards. */
export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const offline = useNeedsConnection();
  const form = useForm<Required<Login>>({ initialValues: { email: '', password: '' }, validate: formValidator(LoginSchema) });
  const field = useFieldProps(form);
  const login = useLogin();
  const onSubmit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => void navigate(safeNext(params.get('next')), { replace: true }),
      onError: (error) => setServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Formulir masuk`}>
      <Stack gap="sm">
        <NeedsConnectionNotice />
        <FormErrorSummary error={login.error} />
        <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
        <PasswordInput label={t`Kata sandi`} autoComplete="current-password" required {...field('password')} />
        <Button type="submit" loading={login.isPending} disabled={offline} w="fit-content">
          <Trans>Masuk</Trans>
        </Button>
        <Text size="sm">
          <Trans>Belum punya akun?</Trans>{' '}
          <Anchor component={Link} to={paths.registerAkun.getHref()} underline="always">
            <Trans>Daftar akun</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
