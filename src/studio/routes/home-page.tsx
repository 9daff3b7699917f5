import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONFIRM_EVERY, type CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { DASHBOARD_WINDOW_DAYS, type Dashboard } from '@/contract/studio/dashboard';
import { useDashboard } from '../api/dashboard';
import { useCollections } from '../api/entities';
import { useStaffSession } from '../api/session';
import { EmptyState, LoadError, PageLoader } from '../components/page-states';
import { formatDateTime } from '../lib/format';
import { studioPaths } from '../lib/paths';
import { AgeBadge, KindLabel } from './inbox/inbox-badges';
import { inboxPaths } from './inbox/paths';

/** A collection's list with filters in its query string (what the list page reads from the URL). */
const listWith = (collection: CollectionKey, search: string) => `${studioPaths.list(collection)}?${search}`;

/**
 * The start page: the dashboard (GET studio/dashboard: my submissions, the week's schedule and what failed,
 * entries missing English, data not confirmed in time; each panel only when the role may read it, each linking
 * to the list it summarises), then every collection this role may view with its count.
 */
export function HomePage() {
  const { i18n } = useLingui();
  const session = useStaffSession();
  const collections = useCollections();
  const dashboard = useDashboard(collections.isSuccess);
  return (
    <Stack>
      <Title order={2}>
        <Trans>Selamat datang, {session.data?.name}</Trans>
      </Title>
      {collections.isSuccess && dashboard.isPending && <PageLoader />}
      {dashboard.isError && <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && <DashboardPanels data={dashboard.data} />}
      <Title order={3} size="h4" mt="md">
        <Trans>Koleksi</Trans>
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

function DashboardPanels({ data }: { data: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="dashboard">
      {data.inbox && <InboxPanel inbox={data.inbox} claims={data.warranty_claims} />}
      {data.schedule && <SchedulePanel schedule={data.schedule} />}
      {data.missing_en && <MissingEnglishPanel counts={data.missing_en} />}
      {data.unconfirmed && <UnconfirmedPanel counts={data.unconfirmed} />}
    </SimpleGrid>
  );
}

/** One panel: a titled region (its heading names it for screen readers). */
function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`dashboard-${id}`} data-panel={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`dashboard-${id}`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function InboxPanel({ inbox, claims }: { inbox: NonNullable<Dashboard['inbox']>; claims: number | undefined }) {
  const { t } = useLingui();
  const total = inbox.mine.new + inbox.mine.in_progress + inbox.overdue;
  return (
    <Panel id="inbox" title={<Trans>Kiriman saya</Trans>}>
      <Group gap="md">
        <Anchor component={Link} to={inboxPaths.list('assignee=me&status=new')} size="sm">
          {t`${inbox.mine.new} baru`}
        </Anchor>
        <Anchor component={Link} to={inboxPaths.list('assignee=me&status=in_progress')} size="sm">
          {t`${inbox.mine.in_progress} sedang ditangani`}
        </Anchor>
        {/* The same rows as the count (the inbox's `late` filter), oldest first. */}
        <Anchor component={Link} to={inboxPaths.list('late=1&sort=created_at')} size="sm" c={inbox.overdue ? 'red.9' : undefined}>
          {t`${inbox.overdue} lewat 24 jam`}
        </Anchor>
        {claims !== undefined && (
          <Anchor component={Link} to={inboxPaths.claims()} size="sm" c={claims ? 'orange.9' : undefined} data-testid="dashboard-claims">
            {t`${claims} klaim garansi kedua menunggu`}
          </Anchor>
        )}
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Tidak ada kiriman yang menunggu Anda.</Trans>
        </Text>
      ) : (
        <List listStyleType="none" spacing={6} size="sm">
          {inbox.rows.map((row) => (
            <List.Item key={row.id}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={inboxPaths.detail(row.id)} size="sm" fw={600} truncate>
                    {row.name || row.reference}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    <KindLabel kind={row.kind} />
                    {row.summary ? ` · ${row.summary}` : ''}
                    {row.mine ? '' : ` · ${t`belum ada yang menangani`}`}
                  </Text>
                </Stack>
                <AgeBadge row={row} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Panel>
  );
}

function SchedulePanel({ schedule }: { schedule: NonNullable<Dashboard['schedule']> }) {
  const { t, i18n } = useLingui();
  const scheduledCollections = [...new Set(schedule.upcoming.filter((s) => s.action === 'publish').map((s) => s.collection))];
  return (
    <Panel id="schedule" title={<Trans>Jadwal {DASHBOARD_WINDOW_DAYS} hari ke depan</Trans>}>
      {schedule.upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Tidak ada yang terbit atau turun dalam {DASHBOARD_WINDOW_DAYS} hari ke depan.</Trans>
        </Text>
      ) : (
        <List listStyleType="none" spacing={6} size="sm">
          {schedule.upcoming.map((s) => (
            <List.Item key={`${s.collection}-${s.id}-${s.action}`}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="light" color={s.action === 'publish' ? 'green.9' : 'gray.8'} style={{ flexShrink: 0 }}>
                  {s.action === 'publish' ? t`Terbit` : t`Turun`}
                </Badge>
                <Anchor component={Link} to={studioPaths.edit(s.collection, s.id)} size="sm" truncate>
                  {s.title || `#${s.id}`}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0, marginLeft: 'auto' }}>
                  {formatDateTime(s.at)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {schedule.upcoming_total > schedule.upcoming.length && (
        <Text size="xs" c="dimmed">
          {t`dan ${schedule.upcoming_total - schedule.upcoming.length} lagi`}
        </Text>
      )}
      {scheduledCollections.length > 0 && (
        <Group gap="sm">
          {scheduledCollections.map((c) => (
            <Anchor key={c} component={Link} to={listWith(c, 'status=scheduled')} size="sm">
              {t`${i18n._(COLLECTIONS[c].label)}: terjadwal`}
            </Anchor>
          ))}
        </Group>
      )}
      <Title order={4} size="h6">
        <Trans>Gagal dijalankan ({DASHBOARD_WINDOW_DAYS} hari terakhir)</Trans>
      </Title>
      {schedule.failed.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Tidak ada jadwal yang gagal.</Trans>
        </Text>
      ) : (
        <List listStyleType="none" spacing={6} size="sm" data-testid="schedule-failed">
          {schedule.failed.map((f) => (
            <List.Item key={`${f.collection}-${f.id}-${f.at}`}>
              <Group gap="xs" wrap="nowrap">
                <Badge variant="filled" color="red.9" style={{ flexShrink: 0 }}>
                  {f.action === 'publish' ? t`Terbit gagal` : t`Turun gagal`}
                </Badge>
                <Anchor component={Link} to={studioPaths.edit(f.collection, f.id)} size="sm" truncate>
                  {f.title || `#${f.id}`}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0, marginLeft: 'auto' }}>
                  {formatDateTime(f.at)}
                </Text>
              </Group>
              {f.fields.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t`Periksa: ${f.fields.join(', ')}`}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {schedule.failed_total > schedule.failed.length && (
        <Text size="xs" c="dimmed">
          {t`dan ${schedule.failed_total - schedule.failed.length} lagi`}
        </Text>
      )}
    </Panel>
  );
}

function CollectionCounts({
  counts,
  search,
  testId,
}: {
  counts: { collection: CollectionKey; count: number }[];
  search: string;
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <List listStyleType="none" spacing={6} size="sm" data-testid={testId}>
      {counts.map((c) => (
        <List.Item key={c.collection}>
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={listWith(c.collection, search)} size="sm">
              {i18n._(COLLECTIONS[c.collection].label)}
            </Anchor>
            <Badge variant="light" color="orange.9">
              {c.count}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function MissingEnglishPanel({ counts }: { counts: NonNullable<Dashboard['missing_en']> }) {
  return (
    <Panel id="missing-en" title={<Trans>Teks Inggris belum diisi</Trans>}>
      {counts.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Semua entri sudah punya teks Inggris.</Trans>
        </Text>
      ) : (
        <CollectionCounts counts={counts} search="missing_en=yes" testId="missing-en" />
      )}
    </Panel>
  );
}

function UnconfirmedPanel({ counts }: { counts: NonNullable<Dashboard['unconfirmed']> }) {
  const days = counts[0]?.stale_days ?? CONFIRM_EVERY.staleDays;
  return (
    <Panel id="unconfirmed" title={<Trans>Belum dikonfirmasi {days} hari</Trans>}>
      {counts.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Semua data sudah dikonfirmasi.</Trans>
        </Text>
      ) : (
        <CollectionCounts counts={counts} search="unconfirmed=yes" testId="unconfirmed" />
      )}
    </Panel>
  );
}
