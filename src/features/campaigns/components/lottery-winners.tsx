import '@mantine/core/styles/Table.css';
import { Trans } from '@lingui/react/macro';
import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { useLotteryDraws } from '../api/get-lottery-draws';

/** Winners per draw period (v2/campaign/overview; campaign 1 unless told); an undrawn period says "Winner will be drawn soon". */
export function LotteryWinners({ campaignId }: { campaignId?: number } = {}) {
  const draws = useLotteryDraws(campaignId);
  const lang = currentLang();
  if (!draws.data) {
    return draws.isError ? (
      <LoadError onRetry={() => void draws.refetch()} retrying={draws.isFetching} />
    ) : (
      <Skeleton height={160} aria-busy="true" />
    );
  }
  return (
    <Stack gap="md">
      {draws.data.map((draw) => (
        <Paper key={draw.id} withBorder p="md" radius="md">
          <Title order={3} size="h5">
            {draw.title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDate(draw.draw_date, lang)} · {draw.prize}
          </Text>
          {draw.winners.length === 0 ? (
            <Text mt="xs" fw={600}>
              Winner will be drawn soon
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320} mt="xs">
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Kode pemenang</Trans>
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
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {draw.winners.map((winner) => (
                    <Table.Tr key={winner.winner_code}>
                      <Table.Td>{winner.winner_code}</Table.Td>
                      <Table.Td>{winner.masked_name}</Table.Td>
                      <Table.Td>{winner.city}</Table.Td>
                      <Table.Td>
                        {winner.status === 'confirmed' ? (
                          <Badge color="green" variant="light">
                            <Trans>Terkonfirmasi</Trans>
                          </Badge>
                        ) : winner.status === 'pending' ? (
                          <Badge color="orange" variant="light">
                            <Trans>Menunggu konfirmasi</Trans>
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light">
                            <Trans>Diundi ulang</Trans>
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
