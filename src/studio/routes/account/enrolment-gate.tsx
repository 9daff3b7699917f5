import { Trans } from '@lingui/react/macro';
import { Alert, AppShell, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAccount } from '../../api/account';
import { studioKeys } from '../../api/query-keys';
import { useLogout } from '../../api/session';
import { LangSwitch } from '../../components/lang-switch';
import { LoadError, PageLoader } from '../../components/page-states';
import { studioPaths } from '../../lib/paths';
import { TwoFactorCard } from './two-factor-card';

// What a member sees, on every studio address, while their role requires two-factor login and they have not
// enrolled it (docs/decisions/130-accounts-and-sessions.md): the server answers every other call 403
// `two_factor_required`, so the studio shows only this until the code is confirmed and the recovery codes put away.

export function EnrolmentGate({ name }: { name: string }) {
  const account = useAccount();
  const client = useQueryClient();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4">
            Denka Studio
          </Title>
          <Group gap="sm" wrap="nowrap">
            <LangSwitch />
            <Text size="sm" visibleFrom="sm">
              {name}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(studioPaths.login(), { replace: true }) })}
            >
              <Trans>Keluar</Trans>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Stack maw={760} mx="auto">
          <Title order={2}>
            <Trans>Aktifkan verifikasi dua langkah</Trans>
          </Title>
          <Alert color="blue.9" variant="light" role="status" data-testid="totp-required">
            <Trans>
              Peran Anda mewajibkan verifikasi dua langkah. Daftarkan aplikasi autentikator di ponsel Anda untuk melanjutkan: sampai itu
              selesai, bagian lain studio tertutup untuk akun ini.
            </Trans>
          </Alert>
          {account.isPending && <PageLoader />}
          {account.isError && <LoadError error={account.error} onRetry={() => void account.refetch()} />}
          {account.data && (
            <TwoFactorCard account={account.data} onEnrolled={() => void client.invalidateQueries({ queryKey: studioKeys.session() })} />
          )}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
