import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { SUBMISSION_STATUSES, type InboxBulkResult, type InboxRow, type SubmissionStatus } from '@/contract/studio/inbox';
import { useAssignees, useInboxBulk } from '@/studio/api/inbox';
import { BulkOutcome } from '@/studio/components/bulk-outcome';
import { STATUS_LABELS } from './labels';

// The inbox list's bulk action (docs/decisions/310-submissions-in-the-studio.md): one status and/or assignee for the
// selected rows in one request; the server applies or refuses each row on its own and this lists the refused ones.

const UNASSIGN = 'none';

export function BulkBar({ selected, onDone }: { selected: InboxRow[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const bulk = useInboxBulk();
  const assignees = useAssignees();
  const [status, setStatus] = useState<string | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [results, setResults] = useState<{ applied: number; refused: (InboxBulkResult & { row?: InboxRow })[] }>();
  const apply = () => {
    const body = {
      ids: selected.map((r) => r.id),
      ...(status ? { status: status as SubmissionStatus } : {}),
      ...(assignee ? { assignee_id: assignee === UNASSIGN ? null : Number(assignee) } : {}),
    };
    bulk.mutate(body, {
      onSuccess: (data) => {
        const refused = data.filter((d) => d.result !== 'ok').map((d) => ({ ...d, row: selected.find((r) => r.id === d.id) }));
        setResults({ applied: data.length - refused.length, refused });
        setStatus(null);
        setAssignee(null);
        onDone();
      },
    });
  };
  const reason = (result: InboxBulkResult['result']) =>
    result === 'assignee' ? t`staf itu tidak menangani jenis kiriman ini` : t`tidak ditemukan atau bukan bagian peran Anda`;
  if (selected.length === 0 && !results && !bulk.isError) return null;
  return (
    <Paper withBorder p="sm" data-testid="inbox-bulk">
      {selected.length > 0 && (
        <Group align="flex-end" gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            <Trans>{selected.length} dipilih</Trans>
          </Text>
          <Select
            label={t`Ubah status`}
            placeholder={t`Tetap`}
            clearable
            value={status}
            onChange={setStatus}
            data={SUBMISSION_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]!) }))}
          />
          <Select
            label={t`Tugaskan ke`}
            placeholder={t`Tetap`}
            clearable
            searchable
            value={assignee}
            onChange={setAssignee}
            data={[
              { value: UNASSIGN, label: t`Lepas penugasan` },
              ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
          <Button onClick={apply} loading={bulk.isPending} disabled={!status && !assignee}>
            <Trans>Terapkan</Trans>
          </Button>
        </Group>
      )}
      <BulkOutcome
        testId="inbox-bulk-result"
        error={bulk.isError ? bulk.error : undefined}
        done={results && <Trans>{results.applied} kiriman diubah.</Trans>}
        refused={results?.refused.map((r) => ({ key: r.id, text: `${r.row ? r.row.name || r.row.reference : r.id}: ${reason(r.result)}` }))}
      />
    </Paper>
  );
}
