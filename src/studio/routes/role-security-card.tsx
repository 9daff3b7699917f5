import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/contract/collections/fields';
import type { RoleSecurity } from '@/contract/studio/account';
import { useRoleSecurity, useSaveRoleSecurity } from '../api/account';
import { ErrorText, LoadError, PageLoader } from '../components/page-states';

// Two-factor login required per role, set by admins (docs/decisions/130-accounts-and-sessions.md). The server refuses
// to require it of admins while the admin saving has none (409, shown as it comes); members of a required role
// without it can only enrol until they do.

export function RoleSecurityCard() {
  const security = useRoleSecurity();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="role-security-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="role-security-title">
          <Trans>Verifikasi dua langkah per peran</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Anggota peran yang diwajibkan dan belum memakai aplikasi autentikator hanya bisa mendaftarkannya setelah masuk; bagian lain
            studio tertutup sampai selesai.
          </Trans>
        </Text>
        {security.isPending && <PageLoader />}
        {security.isError && <LoadError error={security.error} onRetry={() => void security.refetch()} />}
        {security.data && <RoleSecurityForm key={JSON.stringify(security.data)} roles={security.data} />}
      </Stack>
    </Paper>
  );
}

function RoleSecurityForm({ roles }: { roles: RoleSecurity[] }) {
  const { t, i18n } = useLingui();
  const save = useSaveRoleSecurity();
  const saved = roles.filter((r) => r.require_totp).map((r) => r.role);
  // The form's working copy, reset from the server's answer after each save (the component is keyed by it).
  const [chosen, setChosen] = useState<string[]>(saved);
  const changed = chosen.length !== saved.length || chosen.some((role) => !saved.includes(role as StaffRole));
  const submit = () =>
    save.mutate(
      STAFF_ROLES.filter((role) => chosen.includes(role)),
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t`Aturan verifikasi dua langkah disimpan.`,
            closeButtonProps: { 'aria-label': t`Tutup` },
          }),
      },
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Checkbox.Group label={t`Wajib untuk peran`} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {roles.map((row) => (
              <Checkbox
                key={row.role}
                value={row.role}
                data-testid={`require-totp-${row.role}`}
                label={i18n._(ROLE_LABELS[row.role])}
                description={
                  row.members_without_totp === 0
                    ? t`Tidak ada anggota aktif tanpa verifikasi dua langkah.`
                    : t`${row.members_without_totp} anggota aktif belum memakai verifikasi dua langkah.`
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.isError && (
          <Alert color="red" role="alert">
            <ErrorText error={save.error} />
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            <Trans>Simpan aturan</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
