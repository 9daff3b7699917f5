import { useLingui } from '@lingui/react/macro';
import { Badge, Tooltip } from '@mantine/core';
import { FOLLOW_UP_HOURS, OPEN_STATUSES, type InboxRow, type SubmissionStatus } from '@/contract/studio/inbox';
import { KIND_LABELS, STATUS_COLORS, STATUS_LABELS, humanize } from './labels';

export function InboxStatusBadge({ status }: { status: SubmissionStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-inbox-status={status} style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status] ? i18n._(STATUS_LABELS[status]) : status}
    </Badge>
  );
}

export function KindLabel({ kind }: { kind: string }) {
  const { i18n } = useLingui();
  return <>{KIND_LABELS[kind] ? i18n._(KIND_LABELS[kind]) : humanize(kind)}</>;
}

/** "5 j" under a day, "3 h" (days) after: short enough for a phone's column. */
export function useAgeText() {
  const { t } = useLingui();
  return (hours: number) => {
    if (hours < 24) return t`${hours} jam`;
    const days = Math.floor(hours / 24);
    return t`${days} hari`;
  };
}

/** Whether a row waits past the 24-hour follow-up promise (open inquiries only). */
export const isOverdue = (row: Pick<InboxRow, 'kind' | 'status' | 'age_hours'>) =>
  row.kind === 'inquiry' && OPEN_STATUSES.includes(row.status) && row.age_hours >= FOLLOW_UP_HOURS;

/**
 * The age of an open inquiry: the promise is an answer within 24 hours (docs/product.md, B2B), so a lead that
 * waits longer is red with the words "past 24 h"; a younger one shows its age in grey. Other kinds: nothing.
 */
export function AgeBadge({ row }: { row: Pick<InboxRow, 'kind' | 'status' | 'age_hours'> }) {
  const { t } = useLingui();
  const age = useAgeText();
  if (row.kind !== 'inquiry' || !OPEN_STATUSES.includes(row.status)) return null;
  const overdue = isOverdue(row);
  const label = overdue ? t`Lewat 24 jam · ${age(row.age_hours)}` : age(row.age_hours);
  return (
    <Tooltip label={overdue ? t`Janji tindak lanjut 24 jam sudah lewat` : t`Belum 24 jam sejak masuk`} withinPortal>
      <Badge
        variant={overdue ? 'filled' : 'light'}
        color={overdue ? 'red.9' : 'gray.8'}
        data-overdue={overdue ? 'true' : 'false'}
        style={{ flexShrink: 0 }}
        tabIndex={0}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
