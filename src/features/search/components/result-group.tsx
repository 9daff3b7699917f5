import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { id: string; title: MessageDescriptor; empty: MessageDescriptor; count: number; children: ReactNode; footer?: ReactNode };

/** One group of results (products, dealers, articles) with its title and empty state (docs/product.md §2). */
export function ResultGroup({ id, title, empty, count, children, footer }: Props) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby={id}>
      <Stack gap={4}>
        <Title order={3} size="h6" id={id} tt="uppercase" c="dimmed">
          {i18n._(title)}
        </Title>
        {count ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
        ) : (
          <Text size="sm" c="dimmed" px={8}>
            {i18n._(empty)}
          </Text>
        )}
        {footer}
      </Stack>
    </section>
  );
}
