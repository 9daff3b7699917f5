import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { EntityStatus } from '@/contract/studio/api';
import type { CollectionKey } from '@/contract/collections/fields';
import { hasPreviewPage } from '@/contract/studio/preview-pages';
import { useEntityActions } from '../api/entities';
import { ScheduleModal } from './schedule-modal';
import { VersionsDrawer } from './versions-drawer';

type State = { version: number; status: EntityStatus; publish_at: string | null; unpublish_at: string | null };

type Props = {
  collection: CollectionKey;
  entityId: number | undefined;
  /** The draft on screen, which the versions are compared with. */
  draft: Record<string, unknown>;
  state: State | undefined;
  busy: boolean;
  dirty: boolean;
  mayEdit: boolean;
  mayPublish: boolean;
  mayDelete: boolean;
  onSave: () => void;
  onPublish: () => void;
  onPreview: () => Promise<void>;
  onStateChange: (state: State) => void;
  onRefused: (error: unknown) => void;
  onRestored: () => void;
  onDeleted: () => void;
  /** The autosave's state, at the toolbar's end. */
  status?: ReactNode;
};

/** The editor's actions: save draft, publish, unpublish, schedule, preview, versions (sticky under the header). */
export function EditorToolbar({
  collection,
  entityId,
  draft,
  state,
  busy,
  dirty,
  mayEdit,
  mayPublish,
  mayDelete,
  onSave,
  onPublish,
  onPreview,
  onStateChange,
  onRefused,
  onRestored,
  onDeleted,
  status,
}: Props) {
  const { t } = useLingui();
  const actions = useEntityActions(collection);
  const [scheduleOpen, schedule] = useDisclosure(false);
  const [versionsOpen, versions] = useDisclosure(false);
  const published = state?.status === 'published' || state?.status === 'changed';
  const unpublish = () =>
    modals.openConfirmModal({
      title: t`Turunkan dari situs?`,
      children: t`Pengunjung tidak lagi melihat entri ini. Drafnya tetap ada dan bisa diterbitkan lagi.`,
      labels: { confirm: t`Turunkan`, cancel: t`Batal` },
      confirmProps: { color: 'red.9' },
      onConfirm: async () => {
        if (entityId === undefined) return;
        try {
          onStateChange((await actions.unpublish.mutateAsync({ id: entityId })).data);
          notifications.show({ color: 'green', message: t`Diturunkan dari situs.` });
        } catch (error) {
          onRefused(error);
        }
      },
    });
  // Only a draft that is not on the site can be deleted (the server refuses a published one with 409).
  const remove = () =>
    modals.openConfirmModal({
      title: t`Hapus draf ini?`,
      children: t`Draf dan semua versinya dihapus untuk selamanya. Entri ini belum tampil di situs, jadi pengunjung tidak kehilangan apa pun.`,
      labels: { confirm: t`Hapus`, cancel: t`Batal` },
      confirmProps: { color: 'red.9' },
      onConfirm: async () => {
        if (entityId === undefined) return;
        try {
          await actions.remove.mutateAsync({ id: entityId });
          notifications.show({ color: 'green', message: t`Draf dihapus.` });
          onDeleted();
        } catch (error) {
          onRefused(error);
        }
      },
    });
  return (
    <Paper withBorder p="xs" pos="sticky" top={64} style={{ zIndex: 5 }} shadow="xs">
      <Group gap="xs">
        {mayEdit && (
          <Button onClick={onSave} loading={busy} disabled={entityId !== undefined && !dirty}>
            {dirty || entityId === undefined ? <Trans>Simpan draf</Trans> : <Trans>Tersimpan</Trans>}
          </Button>
        )}
        {/* Mantine's darkest green carries white text at 4.36:1, this one at 5.3:1: a new entry's button is enabled now. */}
        {mayPublish && (
          <Button color="#1e7b34" onClick={onPublish} disabled={busy || (state?.status === 'published' && !dirty)}>
            <Trans>Terbitkan</Trans>
          </Button>
        )}
        {mayPublish && published && (
          <Button variant="default" onClick={unpublish} disabled={busy}>
            <Trans>Turunkan</Trans>
          </Button>
        )}
        {mayPublish && (
          <Button variant="default" onClick={schedule.open} disabled={busy || entityId === undefined}>
            <Trans>Jadwalkan</Trans>
          </Button>
        )}
        {hasPreviewPage(collection) && (
          // The public page with this draft in place (src/contract/studio/preview-pages.ts).
          <Button variant="default" onClick={() => void onPreview()} disabled={busy || entityId === undefined}>
            <Trans>Pratinjau</Trans>
          </Button>
        )}
        <Button variant="default" onClick={versions.open} disabled={entityId === undefined}>
          <Trans>Versi</Trans>
        </Button>
        {mayDelete && entityId !== undefined && state?.status === 'draft' && (
          <Button variant="outline" color="red.9" onClick={remove} disabled={busy}>
            <Trans>Hapus draf</Trans>
          </Button>
        )}
        {status}
      </Group>
      {entityId !== undefined && state && (
        <ScheduleModal
          opened={scheduleOpen}
          onClose={schedule.close}
          initial={state}
          onSubmit={async (times) => {
            try {
              onStateChange((await actions.schedule.mutateAsync({ id: entityId, ...times })).data);
              notifications.show({ color: 'green', message: t`Jadwal disimpan.` });
              schedule.close();
            } catch (error) {
              onRefused(error);
            }
          }}
        />
      )}
      {entityId !== undefined && (
        <VersionsDrawer
          collection={collection}
          entityId={entityId}
          current={draft}
          opened={versionsOpen}
          onClose={versions.close}
          onRestored={() => {
            versions.close();
            onRestored();
          }}
        />
      )}
    </Paper>
  );
}
