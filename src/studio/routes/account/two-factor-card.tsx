import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Code, Group, List, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Account } from '@/contract/studio/account';
import { useAccountWrites } from '../../api/account';
import { ErrorText } from '../../components/page-states';
import { StudioApiError } from '../../lib/studio-api';

// Two-factor login with an authenticator app (docs/decisions/130-accounts-and-sessions.md): on the account page, and
// alone on the enrolment screen a member sees when their role requires it and they have none yet.

const fieldError = (error: unknown, field: string) => (error instanceof StudioApiError ? error.fieldErrors[field]?.[0] : undefined);

/**
 * Two-factor login of one's own account: enrol (secret, code, recovery codes shown once) or turn off with the
 * password. `onEnrolled` runs once the recovery codes are put away (the enrolment gate then lets the studio in).
 */
export function TwoFactorCard({ account, onEnrolled }: { account: Account; onEnrolled?: () => void }) {
  const { t } = useLingui();
  const { setup, enable, disable } = useAccountWrites();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrol = useForm({ initialValues: { code: '' } });
  const off = useForm({ initialValues: { password: '' } });

  if (codes) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby="recovery-title">
        <Stack>
          <Title order={3} size="h4" id="recovery-title">
            <Trans>Kode pemulihan</Trans>
          </Title>
          <Alert color="yellow" role="status">
            <Trans>
              Verifikasi dua langkah sudah aktif. Simpan kode-kode ini di tempat aman sekarang: hanya ditampilkan sekali. Tiap kode bisa
              dipakai satu kali untuk masuk bila ponsel Anda hilang.
            </Trans>
          </Alert>
          <List data-testid="recovery-codes" listStyleType="none" spacing={4}>
            {codes.map((code) => (
              <List.Item key={code}>
                <Code fz="md">{code}</Code>
              </List.Item>
            ))}
          </List>
          <Group>
            <Button
              onClick={() => {
                setCodes(null);
                onEnrolled?.();
              }}
            >
              <Trans>Sudah saya simpan</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="totp-title">
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4" id="totp-title">
            <Trans>Verifikasi dua langkah</Trans>
          </Title>
          {account.totp_enabled ? (
            <Badge color="green.9" variant="light">
              <Trans>Aktif</Trans>
            </Badge>
          ) : (
            <Badge color="gray.8" variant="light">
              <Trans>Tidak aktif</Trans>
            </Badge>
          )}
        </Group>
        {account.totp_enabled ? (
          <form noValidate onSubmit={off.onSubmit(({ password }) => disable.mutate(password, { onSuccess: () => off.reset() }))}>
            <Stack>
              <Text size="sm">
                <Trans>Setelah kata sandi, studio meminta kode dari aplikasi autentikator Anda.</Trans>{' '}
                <Trans>Sisa kode pemulihan: {account.recovery_codes_left}</Trans>
              </Text>
              {account.totp_required && (
                <Text size="sm" data-testid="totp-required-note">
                  <Trans>
                    Peran Anda mewajibkan verifikasi dua langkah: bila dimatikan, Anda harus mendaftarkan aplikasi lagi sebelum bisa bekerja
                    di studio.
                  </Trans>
                </Text>
              )}
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t`Tampilkan atau sembunyikan kata sandi` }}
                label={t`Kata sandi Anda (untuk mematikan)`}
                autoComplete="current-password"
                required
                {...off.getInputProps('password')}
                error={fieldError(disable.error, 'password')}
              />
              {disable.isError && !fieldError(disable.error, 'password') && (
                <Alert color="red" role="alert">
                  <ErrorText error={disable.error} />
                </Alert>
              )}
              <Group>
                <Button type="submit" color="red.9" variant="outline" loading={disable.isPending}>
                  <Trans>Matikan verifikasi dua langkah</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        ) : setup.data ? (
          <form
            noValidate
            onSubmit={enrol.onSubmit(({ code }) =>
              enable.mutate(code, {
                onSuccess: (answer) => {
                  setup.reset();
                  enrol.reset();
                  setCodes(answer.data.recovery_codes);
                },
              }),
            )}
          >
            <Stack>
              <Text size="sm">
                <Trans>
                  Tambahkan akun di aplikasi autentikator (Google Authenticator, Microsoft Authenticator, Aegis, 2FAS…) dengan kunci di
                  bawah ini, lalu masukkan kode 6 angka yang muncul.
                </Trans>
              </Text>
              <div>
                <Text size="sm" fw={600} id="totp-secret-label">
                  <Trans>Kunci rahasia</Trans>
                </Text>
                <Code
                  block
                  fz="md"
                  aria-labelledby="totp-secret-label"
                  data-testid="totp-secret"
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                >
                  {setup.data.data.secret.replace(/(.{4})/g, '$1 ').trim()}
                </Code>
              </div>
              <Anchor href={setup.data.data.uri} size="sm" underline="always">
                <Trans>Buka di aplikasi autentikator (di ponsel ini)</Trans>
              </Anchor>
              <TextInput
                label={t`Kode dari aplikasi`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                {...enrol.getInputProps('code')}
                error={fieldError(enable.error, 'code')}
              />
              {enable.isError && !fieldError(enable.error, 'code') && (
                <Alert color="red" role="alert">
                  <ErrorText error={enable.error} />
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={enable.isPending}>
                  <Trans>Konfirmasi dan aktifkan</Trans>
                </Button>
                <Button variant="default" onClick={() => setup.reset()}>
                  <Trans>Batal</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            <Text size="sm">
              <Trans>
                Lindungi akun Anda: selain kata sandi, studio akan meminta kode yang berganti tiap 30 detik dari aplikasi di ponsel Anda.
              </Trans>
            </Text>
            {setup.isError && (
              <Alert color="red" role="alert">
                <ErrorText error={setup.error} />
              </Alert>
            )}
            <Group>
              <Button onClick={() => setup.mutate()} loading={setup.isPending}>
                <Trans>Aktifkan verifikasi dua langkah</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
