import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InboxFilter } from '@/contract/studio/inbox';
import { useOverdueByCentre } from '@/studio/api/inbox';

type Props = {
  /** The list's overdue and centre filters as the URL holds them. */
  filters: Pick<InboxFilter, 'overdue' | 'centre'>;
  onFilter: (changes: { overdue?: string | undefined; centre?: string | undefined; kind?: string | undefined }) => void;
};

/**
 * The service team's overdue tickets per service centre (GET studio/inbox/overdue): one button per centre with its
 * count filters the list, and so the CSV/XLSX export, to that centre's overdue tickets; one clears it again.
 */
export function OverduePanel({ filters, onFilter }: Props) {
  const { t } = useLingui();
  const overdue = useOverdueByCentre(true);
  if (!overdue.data) return null;
  const { days, total, centres } = overdue.data;
  const active = (centre: string | undefined) => filters.overdue === '1' && String(filters.centre ?? '') === (centre ?? '');
  const choose = (centre: string | undefined) => onFilter({ overdue: '1', centre, kind: 'support' });
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="inbox-overdue-title" data-testid="inbox-overdue">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} id="inbox-overdue-title">
            <Plural value={days} other="Tiket servis tanpa kemajuan # hari atau lebih" />
          </Text>
          {filters.overdue || filters.centre !== undefined ? (
            <Button size="compact-sm" variant="subtle" onClick={() => onFilter({ overdue: undefined, centre: undefined })}>
              <Trans>Tampilkan semua kiriman</Trans>
            </Button>
          ) : null}
        </Group>
        {total === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Tidak ada tiket yang lewat waktu.</Trans>
          </Text>
        ) : (
          <Group gap="xs" role="group" aria-label={t`Saring per service center`}>
            <Button
              size="compact-sm"
              color="red.9"
              variant={active(undefined) ? 'filled' : 'outline'}
              aria-pressed={active(undefined)}
              onClick={() => choose(undefined)}
            >
              <Trans>Semua service center · {total}</Trans>
            </Button>
            {centres.map(({ centre, count }) => {
              const value = centre ? String(centre.id) : 'none';
              const name = centre ? (centre.name ?? t`Service center #${centre.id}`) : t`Tanpa tempat dipilih`;
              return (
                <Button
                  key={value}
                  size="compact-sm"
                  color="red.9"
                  variant={active(value) ? 'filled' : 'outline'}
                  aria-pressed={active(value)}
                  onClick={() => choose(value)}
                >
                  {name} · {count}
                </Button>
              );
            })}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
