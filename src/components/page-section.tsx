import { Anchor, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The heading's id (and the section's test id `section-{id}`); a generated one when not given. */
  id?: string;
  title: ReactNode;
  /** "See all" style link beside the heading. */
  more?: { to: string; label: ReactNode };
  testId?: string;
  children: ReactNode;
};

/** A titled page section: a landmark named by its own h2 (headings in order). */
export function PageSection({ id, title, more, testId, children }: Props) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section aria-labelledby={headingId} data-testid={testId ?? (id ? `section-${id}` : undefined)}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId} size="h3">
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
