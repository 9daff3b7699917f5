import { Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type Props = { title: ReactNode; children: ReactNode; testId?: string };

/** A page section: a landmark named by its own h2. */
export function PageSection({ title, children, testId }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={2} id={id} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}
