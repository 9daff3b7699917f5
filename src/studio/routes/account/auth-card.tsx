import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LangSwitch } from '../../components/lang-switch';

/** The frame of the pages without a session (login, password reset): a card in the middle. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420} component="main">
        <Stack>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1} size="h3">
              {title}
            </Title>
            <LangSwitch />
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
