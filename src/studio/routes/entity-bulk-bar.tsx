import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { BulkScheduleModal } from './bulk-schedule-modal';
import { formatDateTime } from '../lib/format';
import type { CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import type { EntityBulkAction, EntityBulkResult, EntitySummary } from '@/contract/studio/api';
import { useEntityActions } from '../api/entities';
import { BulkOutcome } from '../components/bulk-outcome';
import { labelFor } from '../editor/error-summary';

// A collection list's bulk action (docs/decisions/250-staff-studio.md): publish, unpublish, delete, or schedule the
// publish or unpublish of the selected entries at one time, in one request; the server applies or refuses each on its own, and this says how many were done and
// why each of the others was not (a draft that cannot be published names its fields).

type Outcome = { action: EntityBulkAction; at?: string; done: number; refused: (EntityBulkResult & { title: string })[] };
type Scheduling = 'schedule_publish' | 'schedule_unpublish';

export function EntityBulkBar({
  collection,
  selected,
  mayPublish,
  mayDelete,
  onDone,
}: {
  collection: CollectionKey;
  selected: EntitySummary[];
  mayPublish: boolean;
  mayDelete: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { bulk } = useEntityActions(collection);
  const [outcome, setOutcome] = useState<Outcome>();
  const [scheduling, setScheduling] = useState<Scheduling>();
  const fields = COLLECTIONS[collection].fields;

  const run = (action: EntityBulkAction, at?: string) => {
    const rows = selected;
    bulk.mutate(
      { action, ids: rows.map((r) => r.id), ...(at ? { at } : {}) },
      {
        onSuccess: ({ data }) => {
          const refused = data.filter((r) => !r.ok).map((r) => ({ ...r, title: rows.find((row) => row.id === r.id)?.title || `#${r.id}` }));
          setOutcome({ action, ...(at ? { at } : {}), done: data.length - refused.length, refused });
          setScheduling(undefined);
          onDone();
        },
      },
    );
  };
  const confirm = (action: 'unpublish' | 'delete') =>
    modals.openConfirmModal({
      title: action === 'delete' ? t`Hapus ${selected.length} draf?` : t`Turunkan ${selected.length} entri dari situs?`,
      children:
        action === 'delete'
          ? t`Draf yang dipilih dan semua versinya dihapus untuk selamanya. Entri yang sedang tampil di situs tidak dihapus.`
          : t`Pengunjung tidak lagi melihat entri yang dipilih. Drafnya tetap ada dan bisa diterbitkan lagi.`,
      labels: { confirm: action === 'delete' ? t`Hapus` : t`Turunkan`, cancel: t`Batal` },
      confirmProps: { color: 'red.9' },
      onConfirm: () => run(action),
    });

  const doneText = (o: Outcome) => {
    const when = formatDateTime(o.at);
    switch (o.action) {
      case 'publish':
        return t`${o.done} entri terbit.`;
      case 'unpublish':
        return t`${o.done} entri diturunkan.`;
      case 'schedule_publish':
        return t`${o.done} entri dijadwalkan terbit pada ${when}.`;
      case 'schedule_unpublish':
        return t`${o.done} entri dijadwalkan turun pada ${when}.`;
      default:
        return t`${o.done} draf dihapus.`;
    }
  };
  const why = (r: EntityBulkResult) => {
    const fieldErrors = Object.entries(r.error?.errors ?? {}).map(
      ([path, messages]) => `${labelFor(fields, path, (label) => i18n._(label))}: ${messages.join(' ')}`,
    );
    return fieldErrors.length > 0 ? fieldErrors.join('; ') : (r.error?.message ?? '');
  };

  if (selected.length === 0 && !outcome && !bulk.isError) return null;
  return (
    <Paper withBorder p="sm" data-testid="entity-bulk">
      {selected.length > 0 && (
        <Group gap="sm">
          <Text size="sm" fw={600}>
            <Trans>{selected.length} dipilih</Trans>
          </Text>
          {mayPublish && (
            <Button
              size="sm"
              color="#1e7b34"
              loading={bulk.isPending && bulk.variables?.action === 'publish'}
              onClick={() => run('publish')}
            >
              <Trans>Terbitkan yang dipilih</Trans>
            </Button>
          )}
          {mayPublish && (
            <Button size="sm" variant="default" disabled={bulk.isPending} onClick={() => confirm('unpublish')}>
              <Trans>Turunkan</Trans>
            </Button>
          )}
          {mayPublish && (
            <Button size="sm" variant="default" disabled={bulk.isPending} onClick={() => setScheduling('schedule_publish')}>
              <Trans>Jadwalkan terbit…</Trans>
            </Button>
          )}
          {mayPublish && (
            <Button size="sm" variant="default" disabled={bulk.isPending} onClick={() => setScheduling('schedule_unpublish')}>
              <Trans>Jadwalkan turun…</Trans>
            </Button>
          )}
          {mayDelete && (
            <Button size="sm" variant="default" c="red.9" disabled={bulk.isPending} onClick={() => confirm('delete')}>
              <Trans>Hapus</Trans>
            </Button>
          )}
        </Group>
      )}
      <BulkScheduleModal
        key={scheduling ?? 'closed'} // each opening starts without a time
        action={scheduling}
        count={selected.length}
        saving={bulk.isPending}
        error={bulk.isError && scheduling ? bulk.error : undefined}
        onClose={() => setScheduling(undefined)}
        onSubmit={(action, at) => run(action, at)}
      />
      <BulkOutcome
        testId="entity-bulk-result"
        error={bulk.isError && !scheduling ? bulk.error : undefined}
        done={outcome && doneText(outcome)}
        refusedTitle={outcome && <Trans>{outcome.refused.length} tidak diproses:</Trans>}
        refused={outcome?.refused.map((r) => ({ key: r.id, text: `${r.title}: ${why(r)}` }))}
      />
    </Paper>
  );
}
