import { Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';

/** The account pages' frame: one h1, a line under it, the content. */
export function AccountPage({
  title,
  lead,
  children,
  size = 'sm',
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <div>
          <PageHeading mb={lead ? 'xs' : 'md'}>{title}</PageHeading>
          {lead ? <Text c="dimmed">{lead}</Text> : null}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
