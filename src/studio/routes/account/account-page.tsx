import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Account } from '@/contract/studio/account';
import { useAccount, useAccountWrites } from '../../api/account';
import { ErrorText, LoadError, PageLoader } from '../../components/page-states';
import { formatDateTime } from '../../lib/format';
import { TwoFactorCard } from './two-factor-card';

// A staff member's own account security (docs/decisions/130-accounts-and-sessions.md): two-factor login with
// an authenticator app (enrol, recovery codes shown once, turn off with the password) and the live sessions.

export function AccountPage() {
  const account = useAccount();
  return (
    <Stack maw={760}>
      <Title order={2}>
        <Trans>Akun & keamanan</Trans>
      </Title>
      {account.isPending && <PageLoader />}
      {account.isError && <LoadError error={account.error} onRetry={() => void account.refetch()} />}
      {account.data && (
        <>
          <TwoFactorCard account={account.data} />
          <Sessions account={account.data} />
        </>
      )}
    </Stack>
  );
}

function Sessions({ account }: { account: Account }) {
  const { t } = useLingui();
  const { revoke } = useAccountWrites();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sessions-title">
      <Stack>
        <Title order={3} size="h4" id="sessions-title">
          <Trans>Sesi aktif</Trans>
        </Title>
        <Text size="sm">
          <Trans>Perangkat yang sedang masuk dengan akun Anda. Akhiri sesi yang tidak Anda kenali, lalu ganti kata sandi.</Trans>
        </Text>
        {revoke.isError && (
          <Alert color="red" role="alert">
            <ErrorText error={revoke.error} />
          </Alert>
        )}
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Perangkat</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Masuk</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Terakhir aktif</Trans>
                </Table.Th>
                <Table.Th>
                  <VisuallyHidden>
                    <Trans>Tindakan</Trans>
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.sessions.map((session) => {
                const device = session.agent ?? t`Perangkat tidak dikenal`;
                return (
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm">{device}</Text>
                        {session.current && (
                          <Badge size="sm" variant="light" color="blue.9">
                            <Trans>Sesi ini</Trans>
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                    <Table.Td>{formatDateTime(session.last_seen_at)}</Table.Td>
                    <Table.Td>
                      {!session.current && (
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          aria-label={t`Akhiri sesi ${device}, masuk ${formatDateTime(session.created_at)}`}
                          loading={revoke.isPending && revoke.variables === session.id}
                          onClick={() => revoke.mutate(session.id)}
                        >
                          <Trans>Akhiri</Trans>
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
