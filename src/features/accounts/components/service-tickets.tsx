import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { TicketPhotos } from '@/components/ticket-photos';
import { TICKET_STAGE } from '@/components/ticket-stages';
import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import type { AccountTicket } from '@/contract/accounts';
import type { TicketStage } from '@/contract/forms';
import { formatDate } from '@/lib/format-date';
import { useTickets } from '../api/get-tickets';

const STAGE_COLOR: Partial<Record<TicketStage, string>> = { quote: 'red.9', ready: 'teal.9', closed: 'gray.8', cancelled: 'gray.8' };

/** The team's photos under the stage each was attached to, in the order the stages came (a stage is reached once). */
function photosByStage(photos: AccountTicket['photos']): [TicketStage, AccountTicket['photos']][] {
  const groups = new Map<TicketStage, AccountTicket['photos']>();
  for (const photo of photos) groups.set(photo.stage, [...(groups.get(photo.stage) ?? []), photo]);
  return [...groups];
}

/**
 * /profile, "Servis saya": the account's own service tickets (sent while signed in, or signed out under its verified
 * e-mail, decision 133) with their current stage and the service team's photos, each
 * linking to its timeline on /cek-status (the receipt filled in; the e-mail is asked there, never put in an address).
 */
export function ServiceTickets() {
  const { i18n, t } = useLingui();
  const photoAlt = (key: TicketStage, index: number, total: number) => {
    const stage = i18n._(TICKET_STAGE[key]);
    const number = index + 1;
    return t`Foto dari tim servis, tahap ${stage} (${number} dari ${total})`;
  };
  const tickets = useTickets();
  if (tickets.isPending) return <Skeleton height={80} aria-busy="true" />;
  if (tickets.isError) return <LoadError onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />;
  if (tickets.data.length === 0) {
    return (
      <EmptyState title={<Trans>Belum ada permintaan servis</Trans>}>
        <Text size="sm">
          <Trans>
            Permintaan servis yang Anda kirim saat masuk ke akun ini, atau dengan email akun yang sudah diverifikasi, akan tampil di sini.
          </Trans>
        </Text>
      </EmptyState>
    );
  }
  const lang = i18n.locale as Lang;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tickets.data.map((ticket) => (
        <Card key={ticket.receipt} component="li" withBorder radius="md" padding="sm" data-testid="service-ticket">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{ticket.product}</Text>
              <Text size="sm" c="dimmed">
                {ticket.serial_number ? (
                  <Trans>
                    Nomor referensi {ticket.receipt} · Nomor seri {ticket.serial_number}
                  </Trans>
                ) : (
                  <Trans>Nomor referensi {ticket.receipt}</Trans>
                )}
              </Text>
              <Text size="sm">
                <Trans>Sejak {formatDate(ticket.stage_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
              </Text>
            </Stack>
            <Badge color={STAGE_COLOR[ticket.stage] ?? 'blue.9'} variant="filled">
              {i18n._(TICKET_STAGE[ticket.stage])}
            </Badge>
          </Group>
          {ticket.photos.length > 0 ? (
            <Stack gap={6} mt="xs">
              <Text size="sm" fw={500}>
                <Trans>Foto dari tim servis</Trans>
              </Text>
              {photosByStage(ticket.photos).map(([stage, photos]) => (
                <Stack key={stage} gap={0} data-stage={stage}>
                  <Text size="xs" c="dimmed">
                    {i18n._(TICKET_STAGE[stage])}
                  </Text>
                  <TicketPhotos photos={photos} describe={(n) => photoAlt(stage, n, photos.length)} />
                </Stack>
              ))}
            </Stack>
          ) : null}
          <Anchor
            component={Link}
            to={`${paths.cekStatus.getHref()}?ref=${encodeURIComponent(ticket.receipt)}`}
            size="sm"
            underline="always"
            mt="xs"
          >
            {ticket.quote_open ? <Trans>Lihat biaya dan beri jawaban</Trans> : <Trans>Lihat perjalanan servis</Trans>}
          </Anchor>
        </Card>
      ))}
    </Stack>
  );
}
