import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Input, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { HoursException, OpeningHours } from '@/contract/hours';
import { useStudioErrorText } from '../lib/error-text';

// Opening hours in the studio (src/contract/hours.ts): a day is rows of opening and closing times (none =
// closed); a close of 00.00 is midnight (stored as 24:00), a close before the opening runs past midnight.
// The server checks the same schema and answers field errors by path (hours.week.2, hours.exceptions.0.date).

const toRows = (spec: string): [string, string][] =>
  spec === ''
    ? []
    : spec.split(',').map((interval) => [interval.slice(0, 5), interval.slice(6, 11) === '24:00' ? '00:00' : interval.slice(6, 11)]);
const toSpec = (rows: [string, string][]) => rows.map(([open, close]) => `${open}-${close === '00:00' ? '24:00' : close}`).join(',');

/** One day's hours: intervals of two time inputs, added and removed; none = closed. */
export function DayHoursInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
}: {
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: unknown;
  onChange: (v: string) => void;
}) {
  const { t } = useLingui();
  const rows = toRows(typeof value === 'string' ? value : '');
  const set = (next: [string, string][]) => onChange(toSpec(next));
  const add = () => {
    const last = rows[rows.length - 1];
    set([...rows, last ? [last[1] === '00:00' ? '23:00' : last[1], '23:00'] : ['09:00', '17:00']]);
  };
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Group gap="xs" mt={4} wrap="wrap" align="center">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="day-closed">
            <Trans>Tutup</Trans>
          </Text>
        ) : null}
        {rows.map(([open, close], i) => (
          <Group key={i} gap={4} wrap="nowrap" align="center">
            <TimeInput
              aria-label={t`${label}: buka (rentang ${i + 1})`}
              value={open}
              onChange={(event) => set(rows.map((row, j) => (j === i ? [event.currentTarget.value, row[1]] : row)))}
              w={110}
            />
            <Text size="sm">–</Text>
            <TimeInput
              aria-label={t`${label}: tutup (rentang ${i + 1})`}
              value={close}
              onChange={(event) => set(rows.map((row, j) => (j === i ? [row[0], event.currentTarget.value] : row)))}
              w={110}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t`Hapus rentang ${i + 1} (${label})`}
              onClick={() => set(rows.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {rows.length < 4 ? (
          <Button size="compact-sm" variant="subtle" onClick={add}>
            {rows.length === 0 ? <Trans>Buka</Trans> : <Trans>+ Rentang</Trans>}
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}

const EMPTY: OpeningHours = { week: ['', '', '', '', '', '', ''], exceptions: [] };

/** A store's week (Monday first) and its own dated overrides (they win over the holiday calendar). */
export function HoursInput({
  label,
  required,
  error,
  value,
  onChange,
  errors,
  path,
}: {
  label: string;
  required?: boolean;
  error?: ReactNode;
  value: unknown;
  onChange: (v: OpeningHours) => void;
  errors: FormErrors;
  path: string;
}) {
  const { t, i18n } = useLingui();
  const errorText = useStudioErrorText();
  const hours = value && typeof value === 'object' && Array.isArray((value as OpeningHours).week) ? (value as OpeningHours) : EMPTY;
  const errorAt = (key: string) => (errors[`${path}.${key}`] ? errorText(errors[`${path}.${key}`]) : undefined);
  const dayName = (i: number) =>
    new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + i));
  const setWeek = (i: number, spec: string) =>
    onChange({ ...hours, week: hours.week.map((day, j) => (j === i ? spec : day)) as OpeningHours['week'] });
  const setException = (i: number, patch: Partial<HoursException>) =>
    onChange({ ...hours, exceptions: hours.exceptions.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  const removeException = (i: number) => onChange({ ...hours, exceptions: hours.exceptions.filter((_, j) => j !== i) });
  const addException = () => onChange({ ...hours, exceptions: [...hours.exceptions, { date: '', hours: '' }] });
  const copyMonday = () =>
    onChange({ ...hours, week: hours.week.map((day, j) => (j > 0 && j < 5 ? hours.week[0] : day)) as OpeningHours['week'] });

  return (
    <Input.Wrapper label={label} required={required} error={error ?? errorAt('week') ?? errorAt('exceptions')} data-testid="hours-input">
      <Stack gap="sm" mt={4}>
        <Paper withBorder p="xs">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {hours.week.map((spec, i) => (
                <Table.Tr key={i}>
                  <Table.Td w={110} style={{ verticalAlign: 'top', paddingTop: 10 }}>
                    <Text size="sm" fw={600}>
                      {dayName(i)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DayHoursInput label={dayName(i)} value={spec} onChange={(next) => setWeek(i, next)} error={errorAt(`week.${i}`)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Button size="compact-sm" variant="subtle" onClick={copyMonday}>
            <Trans>Salin jam Senin ke Selasa–Jumat</Trans>
          </Button>
        </Paper>
        <Text size="sm" fw={600}>
          <Trans>Pengecualian toko ini (menang atas kalender libur)</Trans>
        </Text>
        {hours.exceptions.map((exception, i) => (
          <Paper key={i} withBorder p="xs" data-testid="hours-exception">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <DateInput
                label={t`Tanggal`}
                value={exception.date || null}
                onChange={(next) => setException(i, { date: next ?? '' })}
                valueFormat="D MMM YYYY"
                locale={i18n.locale}
                error={errorAt(`exceptions.${i}.date`)}
                w={160}
              />
              <DayHoursInput
                label={t`Jam hari itu`}
                value={exception.hours}
                onChange={(next) => setException(i, { hours: next })}
                error={errorAt(`exceptions.${i}.hours`)}
              />
              <TextInput
                label={t`Catatan`}
                value={exception.note ?? ''}
                maxLength={200}
                onChange={(event) => {
                  const note = event.currentTarget.value;
                  setException(i, note ? { note } : { note: undefined });
                }}
                error={errorAt(`exceptions.${i}.note`)}
              />
              <Button mt={24} size="compact-sm" variant="subtle" color="red.9" onClick={() => removeException(i)}>
                <Trans>Hapus</Trans>
              </Button>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button size="compact-sm" variant="light" onClick={addException}>
            <Trans>+ Pengecualian per tanggal</Trans>
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
