import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import type { Account } from '@/contract/accounts';
import type { Lang } from '@/contract/common';
import { formatDate } from '@/lib/format-date';
import { useLogout } from '../api/account-mutations';

/** /profile's account block: contact details, profile, and the account actions. */
export function AccountDetails({ account }: { account: Account }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const logout = useLogout();
  const region = [account.city?.name, account.province?.name].filter(Boolean).join(', ');
  const rows: Array<[React.ReactNode, string]> = [
    [<Trans key="e">Email</Trans>, account.email],
    [<Trans key="p">Telepon</Trans>, account.phone],
    [<Trans key="a">Alamat</Trans>, [account.address, region, account.postal_code].filter(Boolean).join(' · ') || '—'],
    [
      <Trans key="b">Tanggal lahir</Trans>,
      account.birth_date ? formatDate(`${account.birth_date}T00:00:00Z`, i18n.locale as Lang, { dateStyle: 'long', timeZone: 'UTC' }) : '—',
    ],
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="account-details">
      <Stack gap="sm">
        <Title order={2} size="h3" id="account-details">
          {account.name}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          {rows.map(([label, value], index) => (
            <div key={index}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group gap="md">
          <Anchor component={Link} to={paths.registrasiProfile.getHref()}>
            {account.profile_complete ? <Trans>Ubah profil</Trans> : <Trans>Lengkapi profil</Trans>}
          </Anchor>
          <Anchor component={Link} to={paths.password.getHref()}>
            <Trans>Ubah kata sandi</Trans>
          </Anchor>
          <Anchor component={Link} to={paths.registrasi.getHref()}>
            <Trans>Daftarkan produk</Trans>
          </Anchor>
        </Group>
        <FormErrorSummary error={logout.error} />
        <Button
          variant="outline"
          color="red"
          w="fit-content"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: () => void navigate(paths.login.getHref(), { replace: true }) })}
        >
          <Trans>Keluar</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
