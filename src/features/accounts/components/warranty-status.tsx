import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { WarrantyStatus as Status } from '@/contract/accounts';
import type { Lang } from '@/contract/common';
import { formatDate } from '@/lib/format-date';
import classes from './warranty-status.module.css';

const wrapping = { root: classes.badge, label: classes.label };

/** Cover per part (unit / accessories / battery) with end dates, and the 14-day replacement window. */
export function WarrantyStatus({ status }: { status: Status }) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Lang;
  const date = (iso: string) => formatDate(`${iso}T00:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' });
  const rows = [
    { key: 'unit', label: <Trans>Unit</Trans>, cover: status.coverage.unit },
    { key: 'accessories', label: <Trans>Aksesori</Trans>, cover: status.coverage.accessories },
    { key: 'battery', label: <Trans>Baterai</Trans>, cover: status.coverage.battery },
  ];
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={status.activated ? 'green' : 'gray'} variant="light" classNames={wrapping}>
          {status.activated ? <Trans>Garansi aktif</Trans> : <Trans>Belum diaktifkan</Trans>}
        </Badge>
        <Badge color={status.replacement.open ? 'teal' : 'gray'} variant="outline" classNames={wrapping}>
          {status.replacement.open ? (
            <Trans>Penggantian unit baru sampai {date(status.replacement.until)}</Trans>
          ) : (
            <Trans>Masa penggantian 14 hari berakhir {date(status.replacement.until)}</Trans>
          )}
        </Badge>
      </Group>
      <Text size="sm">
        <Trans>Tanggal pembelian: {date(status.purchase_date)}</Trans>
      </Text>
      <Table withTableBorder striped fz="sm" captionSide="top">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Cakupan</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Berakhir</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, label, cover }) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">
                {label} ({cover.months} <Trans>bulan</Trans>)
              </Table.Th>
              <Table.Td>{date(cover.until)}</Table.Td>
              <Table.Td>{cover.active ? <Trans>Berlaku</Trans> : <Trans>Berakhir</Trans>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
