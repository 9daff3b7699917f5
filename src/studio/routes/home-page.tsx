import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { COLLECTIONS } from '@/contract/collections/registry';
import { useCollections } from '../api/entities';
import { useStaffSession } from '../api/session';
import { EmptyState, LoadError, PageLoader } from '../components/page-states';
import { studioPaths } from '../lib/paths';

/** The start page: every collection this role may edit, with its count. */
export function HomePage() {
  const { i18n } = useLingui();
  const session = useStaffSession();
  const collections = useCollections();
  return (
    <Stack>
      <Title order={2}>
        <Trans>Selamat datang, {session.data?.name}</Trans>
      </Title>
      {collections.isPending && <PageLoader />}
      {collections.isError && <LoadError error={collections.error} onRetry={() => void collections.refetch()} />}
      {collections.data?.length === 0 && (
        <EmptyState>
          <Trans>Peran Anda belum dapat menyunting konten apa pun.</Trans>
        </EmptyState>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {collections.data?.map((c) => (
          <Card key={c.key} withBorder padding="md">
            <Group justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={studioPaths.list(c.key)} fw={600}>
                {i18n._(COLLECTIONS[c.key].label)}
              </Anchor>
              <Text size="sm" c="dimmed">
                <Trans>{c.count} entri</Trans>
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
