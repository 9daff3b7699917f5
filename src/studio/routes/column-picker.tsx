import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { CollectionKey } from '@/contract/collections/fields';
import { defaultColumns, listColumns } from '@/contract/studio/list-columns';
import { keyboardScrollArea } from '../lib/data-table';
import { useColumnLabel } from './collection-list-columns';

// The list's column picker (docs/decisions/250-staff-studio.md "Columns and saved views"): tick the columns to
// show, move them up or down with buttons (keyboard and screen readers alike; no drag only), or go back to the
// standard ones. The title stays: it is each row's link to its editor.

export function ColumnPicker({
  collection,
  columns,
  onChange,
}: {
  collection: CollectionKey;
  /** The columns shown, in order. */
  columns: readonly string[];
  onChange: (columns: string[]) => void;
}) {
  const { t } = useLingui();
  const label = useColumnLabel(collection);
  const hidden = listColumns(collection).filter((column) => !columns.includes(column));
  const move = (index: number, by: -1 | 1) => {
    const next = [...columns];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const isDefault = columns.join(',') === defaultColumns(collection).join(',');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default">
          <Trans>Kolom ({columns.length})</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="column-picker" aria-label={t`Kolom daftar`} role="dialog">
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars {...keyboardScrollArea}>
          <Stack gap={4} w={280}>
            <Text size="sm" id="column-picker-hint">
              <Trans>Kolom yang dicentang tampil, dalam urutan ini.</Trans>
            </Text>
            {/* One list, so a ticked column's row moves up and keeps the keyboard's focus. */}
            <Stack gap={2} component="ul" aria-labelledby="column-picker-hint" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {[...columns, ...hidden].map((column, index) => {
                const shown = index < columns.length;
                return (
                  <Group key={column} component="li" justify="space-between" wrap="nowrap" gap={4} mih={28}>
                    <Checkbox
                      label={label(column)}
                      checked={shown}
                      disabled={column === 'title'}
                      onChange={() => onChange(shown ? columns.filter((c) => c !== column) : [...columns, column])}
                    />
                    {shown && (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray.8"
                          disabled={index === 0}
                          aria-label={t`Geser ke atas: ${label(column)}`}
                          onClick={() => move(index, -1)}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray.8"
                          disabled={index === columns.length - 1}
                          aria-label={t`Geser ke bawah: ${label(column)}`}
                          onClick={() => move(index, 1)}
                        >
                          ↓
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                );
              })}
            </Stack>
          </Stack>
        </ScrollArea.Autosize>
        <Button variant="subtle" size="compact-sm" mt="xs" disabled={isDefault} onClick={() => onChange(defaultColumns(collection))}>
          <Trans>Kembali ke kolom standar</Trans>
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
