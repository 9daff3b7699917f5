import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { useEntityActions, useEntityVersion, useEntityVersions } from '../api/entities';
import { EmptyState, ErrorText, LoadError, PageLoader } from '../components/page-states';
import { formatDateTime } from '../lib/format';
import { diffFields } from './version-diff';

/**
 * The entity's saved versions, newest first; each compared field by field with the draft on screen (`current`),
 * both languages; restoring one copies it into the draft (publish to show it).
 */
export function VersionsDrawer({
  collection,
  entityId,
  current,
  opened,
  onClose,
  onRestored,
}: {
  collection: CollectionKey;
  entityId: number;
  current: Record<string, unknown>;
  opened: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const { t } = useLingui();
  const versions = useEntityVersions(collection, entityId, opened);
  const [comparing, setComparing] = useState<number | null>(null);
  const { restore } = useEntityActions(collection);
  const confirm = (n: number) =>
    modals.openConfirmModal({
      title: t`Pulihkan versi ${n}?`,
      children: t`Isi versi ini menggantikan draf sekarang. Yang terbit tidak berubah sampai Anda menerbitkan.`,
      labels: { confirm: t`Pulihkan`, cancel: t`Batal` },
      onConfirm: async () => {
        try {
          await restore.mutateAsync({ id: entityId, n });
          notifications.show({ color: 'green', message: t`Versi ${n} dipulihkan ke draf.` });
          onRestored();
        } catch (error) {
          notifications.show({ color: 'red', message: <ErrorText error={error} /> });
        }
      },
    });
  return (
    <Drawer
      opened={opened}
      onClose={() => (setComparing(null), onClose())}
      position="right"
      size={comparing === null ? 'md' : 'xl'}
      title={t`Riwayat versi`}
      closeButtonProps={{ 'aria-label': t`Tutup` }}
    >
      {comparing !== null ? (
        <VersionCompare
          collection={collection}
          entityId={entityId}
          n={comparing}
          current={current}
          onBack={() => setComparing(null)}
          onRestore={() => confirm(comparing)}
          restoring={restore.isPending}
        />
      ) : (
        <>
          {versions.isPending && <PageLoader />}
          {versions.isError && <LoadError error={versions.error} onRetry={() => void versions.refetch()} />}
          {versions.data?.length === 0 && (
            <EmptyState>
              <Trans>Belum ada versi.</Trans>
            </EmptyState>
          )}
          <Stack gap="xs">
            {versions.data?.map((v) => (
              <Group
                key={v.n}
                justify="space-between"
                wrap="nowrap"
                p="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    <Trans>Versi {v.n}</Trans> {v.published && <Badge size="xs" variant="light" color="green.9">{t`terbit`}</Badge>}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(v.at)} · {v.action === 'autosave' ? t`Simpan otomatis` : v.action}
                    {v.staff ? ` · ${v.staff}` : ''}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setComparing(v.n)}
                    aria-label={t`Bandingkan versi ${v.n} dengan draf`}
                  >
                    <Trans>Bandingkan</Trans>
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => confirm(v.n)} loading={restore.isPending}>
                    <Trans>Pulihkan</Trans>
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Drawer>
  );
}

/** Version n beside the draft on screen: only the fields that differ, each language on its own row. */
function VersionCompare({
  collection,
  entityId,
  n,
  current,
  onBack,
  onRestore,
  restoring,
}: {
  collection: CollectionKey;
  entityId: number;
  n: number;
  current: Record<string, unknown>;
  onBack: () => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  const { t, i18n } = useLingui();
  const version = useEntityVersion(collection, entityId, n);
  const rows = version.data
    ? diffFields(COLLECTIONS[collection].fields, version.data.data, current, (label) => i18n._(label), {
        yes: t`Ya`,
        no: t`Tidak`,
        rows: (count) => t`${count} baris`,
      })
    : [];
  return (
    <Stack gap="sm" data-testid="version-compare">
      <Group justify="space-between">
        <Button size="compact-sm" variant="subtle" onClick={onBack}>
          <Trans>← Semua versi</Trans>
        </Button>
        <Button size="compact-sm" variant="light" onClick={onRestore} loading={restoring} disabled={!version.data}>
          <Trans>Pulihkan versi {n}</Trans>
        </Button>
      </Group>
      <Title order={3} size="h4">
        <Trans>Versi {n} dibandingkan dengan draf sekarang</Trans>
      </Title>
      {version.isPending && <PageLoader />}
      {version.isError && <LoadError error={version.error} onRetry={() => void version.refetch()} />}
      {version.data && rows.length === 0 && (
        <Text size="sm">
          <Trans>Sama dengan draf sekarang.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {rows.length === 1 ? t`Satu isian berbeda.` : t`${rows.length} isian berbeda.`}
          </Text>
          <Table.ScrollContainer minWidth={340}>
            <Table striped withTableBorder verticalSpacing="xs" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="24%">{t`Isian`}</Table.Th>
                  <Table.Th>{t`Versi ${n}`}</Table.Th>
                  <Table.Th>{t`Draf sekarang`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.path} data-diff={row.path}>
                    <Table.Th scope="row" fw={600}>
                      {row.label}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" component="del" c="red.9">
                        {row.version}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" component="ins" c="green.9" td="none">
                        {row.current}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
