import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { TocEntry } from '@/contract/content';

/** Moves to a heading of the body without a router navigation: scroll, focus, and #id in the address. */
export function jumpToHeading(id: string): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  // replaceState keeps the router's own history state; the link to this heading can be shared.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  return true;
}

type Props = { entries: TocEntry[] };

/** The table of contents built from the body's h2/h3 (decision 010), with working anchors. */
export function ArticleToc({ entries }: Props) {
  if (entries.length === 0) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (jumpToHeading(id)) event.preventDefault();
  };
  return (
    <Paper component="nav" aria-labelledby="article-toc-title" withBorder p="md" radius="md">
      <Title order={2} size="h5" id="article-toc-title" mb="xs">
        <Trans>Daftar Isi</Trans>
      </Title>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: entry.level > 2 ? 16 : 0 }}>
            <Anchor href={`#${entry.id}`} size="sm" onClick={(event) => onClick(event, entry.id)}>
              {entry.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
