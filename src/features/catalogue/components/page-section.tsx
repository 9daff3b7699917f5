import { Anchor, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  id: string;
  title: ReactNode;
  /** "See all" style link beside the heading. */
  more?: { to: string; label: ReactNode };
  children: ReactNode;
};

/** A titled page section: a landmark named by its h2 (headings in order, issue #6 quality bar). */
export function PageSection({ id, title, more, children }: Props) {
  return (
    <section aria-labelledby={id} data-testid={`section-${id}`}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {more ? (
          <Anchor component={Link} to={more.to} fw={600} size="sm">
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </section>
  );
}
