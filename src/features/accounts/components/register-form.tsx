import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { FormErrorSummary } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import { RegisterAccountSchema, type RegisterAccount } from '@/contract/accounts';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { useRegisterAccount } from '../api/account-mutations';
import { setServerErrors } from '../lib/server-errors';
import { NeedsConnectionNotice, useNeedsConnection } from './needs-connection';
import { useConfirmMismatch } from './use-confirm-mismatch';

type Values = Required<RegisterAccount> & { confirm: string };

/** /register-akun: name, e-mail, phone, password. The answer is the same for a taken e-mail (decision 130). */
export function RegisterForm() {
  const { t } = useLingui();
  const offline = useNeedsConnection();
  const mismatch = useConfirmMismatch();
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '', password: '', confirm: '' },
    validate: formValidator<Values>(RegisterAccountSchema, (v) => mismatch(v.password, v.confirm)),
  });
  const field = useFieldProps(form);
  const register = useRegisterAccount();
  const onSubmit = form.onSubmit(({ confirm: _confirm, ...values }) =>
    register.mutate(values, { onError: (error) => setServerErrors(form, error) }),
  );

  if (register.isSuccess) {
    return (
      <Alert color="green" role="status" title={<Trans>Pendaftaran diterima</Trans>}>
        {register.data.message}{' '}
        <Anchor component={Link} to={paths.login.getHref()} underline="always">
          <Trans>Masuk sekarang</Trans>
        </Anchor>
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Formulir daftar akun`}>
      <Stack gap="sm">
        <NeedsConnectionNotice />
        <FormErrorSummary error={register.error} />
        <TextInput label={t`Nama lengkap`} autoComplete="name" required {...field('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" required {...field('phone')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t`Kata sandi`}
            description={t`Minimal 8 karakter.`}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <PasswordInput label={t`Ulangi kata sandi`} autoComplete="new-password" required {...field('confirm')} />
        </SimpleGrid>
        <Button type="submit" loading={register.isPending} disabled={offline} w="fit-content">
          <Trans>Daftar</Trans>
        </Button>
        <Anchor component={Link} to={paths.login.getHref()} size="sm">
          <Trans>Sudah punya akun? Masuk</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
