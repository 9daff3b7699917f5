import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Code, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LotteryPeriod, LotteryWinnerAdmin } from '@/contract/studio/lottery';
import { useDecideWinner, useDraw, useLotteryCampaign, useLotteryCampaigns, useVerifyDraw } from '@/studio/api/lottery';
import { EmptyState, ErrorText, LoadError, PageLoader } from '@/studio/components/page-states';
import { formatDateTime } from '@/studio/lib/format';
import { STUDIO_BASE } from '@/studio/lib/paths';
import { PeriodEditModal } from './period-edit-modal';

/** The entry in the inbox (its page: docs/decisions/310-submissions-in-the-studio.md). */
const inboxEntry = (id: string) => `${STUDIO_BASE}/inbox/${encodeURIComponent(id)}`;

/**
 * The lottery run (docs/decisions/325, 326): a campaign's periods; draw a period among its valid codes (a
 * recorded seed, redone by "check"), confirm or fail each winner within the confirmation window, and see
 * which failed prize a later period redrew. Marketing and admin; the server refuses everyone else.
 */
export function LotteryPage() {
  const { t } = useLingui();
  const campaigns = useLotteryCampaigns();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('campaign'));
  const list = campaigns.data ?? [];
  const chosen = list.find((c) => c.id === asked) ?? list.find((c) => c.is_open) ?? list[0];
  const detail = useLotteryCampaign(chosen?.id);

  if (campaigns.isError) return <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />;
  if (!campaigns.data) return <PageLoader />;
  return (
    <Stack>
      <Title order={2}>
        <Trans>Undian</Trans>
      </Title>
      {list.length === 0 ? (
        <EmptyState>
          <Trans>Belum ada kampanye undian.</Trans>
        </EmptyState>
      ) : (
        <Select
          label={t`Kampanye`}
          maw={420}
          allowDeselect={false}
          value={String(chosen?.id ?? '')}
          data={list.map((c) => ({ value: String(c.id), label: `${c.title} (${c.type})` }))}
          onChange={(value) => value && setSearch({ campaign: value })}
        />
      )}
      {chosen && (
        <Paper withBorder p="md">
          <Group gap="xs" mb="xs">
            <Title order={3} size="h4">
              {chosen.title}
            </Title>
            {chosen.is_open ? (
              <Badge color="green" variant="light">
                <Trans>Menerima pendaftaran</Trans>
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                <Trans>Pendaftaran ditutup</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm">
            <Trans>
              Pendaftaran {formatDateTime(chosen.starts_at)} – {formatDateTime(chosen.ends_at)} · {chosen.codes} kode · konfirmasi pemenang
              dalam {chosen.confirm_days} hari
            </Trans>
          </Text>
        </Paper>
      )}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {chosen && !detail.data && !detail.isError && <PageLoader />}
      {detail.data?.periods.map((period) => (
        <PeriodPanel key={period.id} period={period} />
      ))}
    </Stack>
  );
}

function PeriodPanel({ period }: { period: LotteryPeriod }) {
  const { t } = useLingui();
  const draw = useDraw();
  const verify = useVerifyDraw();
  // The time the page was rendered at (the server checks again when drawing).
  const [now] = useState(() => Date.now());
  const early = Date.parse(period.draw_date) > now;
  const checked = verify.data && verify.variables === period.id ? verify.data : undefined;
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`period-${period.id}`}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <div>
          <Title order={3} size="h5" id={`period-${period.id}`}>
            {period.title}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Pengundian {formatDateTime(period.draw_date)} · {period.prize} · {period.winner_count} hadiah
            </Trans>
          </Text>
        </div>
        <Group gap="xs">
          {period.drawn ? (
            <Badge variant="light">
              <Trans>Sudah diundi</Trans>
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              <Trans>Belum diundi</Trans>
            </Badge>
          )}
          <Button variant="default" size="xs" onClick={() => setEditing(true)} aria-label={t`Ubah periode ${period.period}`}>
            <Trans>Ubah</Trans>
          </Button>
        </Group>
      </Group>
      {editing && <PeriodEditModal period={period} opened onClose={() => setEditing(false)} />}
      {!period.drawn && (
        <Stack gap="xs">
          <Text size="sm">
            <Trans>
              {period.eligible_codes} kode sah untuk periode ini · {period.pending_redraws} hadiah gugur dari periode sebelumnya ikut diundi
              ulang
            </Trans>
          </Text>
          <Group>
            <Button onClick={() => draw.mutate(period.id)} loading={draw.isPending} disabled={early} w="fit-content">
              <Trans>Undi sekarang</Trans>
            </Button>
            {early && (
              <Text size="sm" c="dimmed">
                <Trans>Bisa diundi mulai tanggal pengundian.</Trans>
              </Text>
            )}
          </Group>
          {draw.isError && <ErrorText error={draw.error} />}
        </Stack>
      )}
      {period.drawn && period.seed && (
        <Stack gap={4} mb="sm">
          <Text size="sm">
            <Trans>
              Diundi {formatDateTime(period.drawn_at)} oleh {period.drawn_by?.name ?? '—'} dari {period.pool_size ?? 0} kode sah
            </Trans>
          </Text>
          <Text size="sm">
            <Trans>Seed:</Trans> <Code style={{ wordBreak: 'break-all' }}>{period.seed}</Code>
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() => verify.mutate(period.id)}
              loading={verify.isPending && verify.variables === period.id}
            >
              <Trans>Periksa ulang dari seed</Trans>
            </Button>
            {checked &&
              (checked.matches && checked.pool_matches ? (
                <Text size="sm" c="green.9" role="status">
                  <Trans>Diulang dari seed: pemenang sama.</Trans>
                </Text>
              ) : (
                <Text size="sm" c="red.9" role="status">
                  {checked.matches ? (
                    <Trans>Pemenang sama, tetapi kumpulan kode sudah berubah sejak pengundian.</Trans>
                  ) : (
                    <Trans>Hasil ulang berbeda dari pengundian.</Trans>
                  )}
                </Text>
              ))}
          </Group>
          {verify.isError && verify.variables === period.id && <ErrorText error={verify.error} />}
        </Stack>
      )}
      {period.drawn && !period.seed && (
        <Text size="sm" c="dimmed" mb="sm">
          <Trans>Diundi sebelum studio (data impor): tidak ada seed tercatat.</Trans>
        </Text>
      )}
      {period.winners.length > 0 && <WinnersTable winners={period.winners} />}
      {draw.isSuccess && draw.variables === period.id && (
        <Alert color="green" mt="sm" role="status">
          <Trans>Pemenang sudah diundi dan tampil di halaman pemenang.</Trans>
        </Alert>
      )}
    </Paper>
  );
}

function WinnerStatus({ winner }: { winner: LotteryWinnerAdmin }) {
  if (winner.status === 'confirmed')
    return (
      <Badge color="green" variant="light">
        <Trans>Terkonfirmasi</Trans>
      </Badge>
    );
  if (winner.status === 'failed')
    return (
      <Badge color="red" variant="light">
        <Trans>Gugur</Trans>
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      <Trans>Menunggu konfirmasi</Trans>
    </Badge>
  );
}

function WinnersTable({ winners }: { winners: LotteryWinnerAdmin[] }) {
  const decide = useDecideWinner();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Kode</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Nama</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Kota</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Batas konfirmasi</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Tindakan</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {winners.map((w) => (
            <Table.Tr key={w.id}>
              <Table.Td>
                <Code>{w.code}</Code>
                {w.redraw_of && (
                  <Text size="xs" c="dimmed">
                    <Trans>
                      Undian ulang hadiah {w.redraw_of.code} (periode {w.redraw_of.period})
                    </Trans>
                  </Text>
                )}
                {w.redrawn_in_period !== null && (
                  <Text size="xs" c="dimmed">
                    <Trans>Hadiahnya diundi ulang di periode {w.redrawn_in_period}</Trans>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {w.submission_id ? (
                  <Anchor component={Link} to={inboxEntry(w.submission_id)} size="sm">
                    {w.masked_name}
                  </Anchor>
                ) : (
                  w.masked_name
                )}
              </Table.Td>
              <Table.Td>{w.city}</Table.Td>
              <Table.Td>
                <WinnerStatus winner={w} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(w.confirm_by)}</Text>
                {w.decided_at && (
                  <Text size="xs" c="dimmed">
                    {w.decided_by ? <Trans>oleh {w.decided_by.name}</Trans> : <Trans>lewat batas waktu</Trans>} ·{' '}
                    {formatDateTime(w.decided_at)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {w.status === 'pending' && (
                  <SimpleGrid cols={2} spacing="xs" maw={240}>
                    <Button
                      size="xs"
                      color="green.9"
                      onClick={() => decide.mutate({ id: w.id, status: 'confirmed' })}
                      loading={decide.isPending && decide.variables?.id === w.id && decide.variables.status === 'confirmed'}
                    >
                      <Trans>Konfirmasi</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => decide.mutate({ id: w.id, status: 'failed' })}
                      loading={decide.isPending && decide.variables?.id === w.id && decide.variables.status === 'failed'}
                    >
                      <Trans>Gugurkan</Trans>
                    </Button>
                  </SimpleGrid>
                )}
                {decide.isError && decide.variables?.id === w.id && <ErrorText error={decide.error} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
