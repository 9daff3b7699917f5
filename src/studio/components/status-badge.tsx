import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { EntityStatus } from '@/contract/studio/api';

// The four states of an entity (docs/decisions/250-staff-studio.md), one colour each.
export const STATUS_LABELS: Record<EntityStatus, MessageDescriptor> = {
  draft: msg`Draf`,
  published: msg`Terbit`,
  changed: msg`Terbit, ada perubahan`,
  scheduled: msg`Terjadwal`,
};
const COLORS: Record<EntityStatus, string> = { draft: 'gray.8', published: 'green.9', changed: 'orange.9', scheduled: 'violet.9' };

export function StatusBadge({ status }: { status: EntityStatus }) {
  const { i18n } = useLingui();
  return (
    // At least its text's width: in a narrow table cell (a phone's list with its selection column) the label
    // would otherwise be cut to "TERB…".
    <Badge variant="light" color={COLORS[status]} data-status={status} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}
