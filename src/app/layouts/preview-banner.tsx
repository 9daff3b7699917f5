import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { previewState, subscribePreview } from '@/lib/studio-preview';

/** The address without the preview token: the published page. */
function publishedHref(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete('preview');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * What a preview tab shows (docs/studio.md, "Pratinjau"): that the page holds a draft only its staff member sees,
 * or — the link expired, or opened outside the staff session that made it — that the page shows the published
 * content instead (src/lib/studio-preview.ts). Loaded only in a tab opened with `?preview=`.
 */
export function PreviewBanner() {
  const state = useSyncExternalStore(subscribePreview, previewState, () => 'none' as const);
  const { pathname, search, hash } = useLocation();
  if (state === 'none') return null;
  const refused = state === 'refused';
  return (
    <Paper
      role="status"
      data-testid="preview-banner"
      data-state={state}
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      bg={refused ? 'red.0' : 'yellow.1'}
      c="dark.9"
      withBorder
      style={{ position: 'fixed', insetInline: 12, bottom: 12, zIndex: 300, maxWidth: 620, marginInline: 'auto' }}
    >
      <Group gap="xs" justify="center">
        {refused ? (
          <>
            <Text size="sm" fw={600}>
              <Trans>Tautan pratinjau ini tidak berlaku lagi.</Trans>
            </Text>
            <Text size="sm">
              <Trans>Tautan kedaluwarsa, atau dibuka di luar sesi staf yang membuatnya: yang tampil adalah versi yang terbit.</Trans>
            </Text>
            <Anchor href="/studio" size="sm" fw={600}>
              <Trans>Buka studio</Trans>
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm" fw={600}>
              <Trans>Pratinjau draf.</Trans>
            </Text>
            <Text size="sm">
              <Trans>Hanya Anda yang melihatnya; pengunjung melihat versi yang terbit.</Trans>
            </Text>
            <Anchor component={Link} to={publishedHref(pathname, search, hash)} reloadDocument size="sm" fw={600}>
              <Trans>Lihat versi terbit</Trans>
            </Anchor>
          </>
        )}
      </Group>
    </Paper>
  );
}
