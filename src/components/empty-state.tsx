import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; children?: ReactNode };

/** A list with nothing in it: one line that says so, and optionally what to try next. */
export function EmptyState({ title, children }: Props) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        {children ? (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
