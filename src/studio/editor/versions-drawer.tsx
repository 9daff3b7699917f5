import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { CollectionKey } from '@/contract/collections/fields';
import { useEntityActions, useEntityVersions } from '../api/entities';
import { EmptyState, ErrorText, LoadError, PageLoader } from '../components/page-states';
import { formatDateTime } from '../lib/format';

/** The entity's saved versions, newest first; restoring one copies it into the draft (publish to show it). */
export function VersionsDrawer({
  collection,
  entityId,
  opened,
  onClose,
  onRestored,
}: {
  collection: CollectionKey;
  entityId: number;
  opened: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const { t } = useLingui();
  const versions = useEntityVersions(collection, entityId, opened);
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
    <Drawer opened={opened} onClose={onClose} position="right" title={t`Riwayat versi`} closeButtonProps={{ 'aria-label': t`Tutup` }}>
      {versions.isPending && <PageLoader />}
      {versions.isError && <LoadError error={versions.error} onRetry={() => void versions.refetch()} />}
      {versions.data?.length === 0 && (
        <EmptyState>
          <Trans>Belum ada versi.</Trans>
        </EmptyState>
      )}
      <Stack gap="xs">
        {versions.data?.map((v) => (
          <Group key={v.n} justify="space-between" wrap="nowrap" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                <Trans>Versi {v.n}</Trans> {v.published && <Badge size="xs" variant="light" color="green.9">{t`terbit`}</Badge>}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(v.at)} · {v.action}
                {v.staff ? ` · ${v.staff}` : ''}
              </Text>
            </Stack>
            <Button size="compact-xs" variant="light" onClick={() => confirm(v.n)} loading={restore.isPending}>
              <Trans>Pulihkan</Trans>
            </Button>
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}
