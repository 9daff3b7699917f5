import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { compareHref } from './compare-href';
import { dismissTrayFull, useTrayFull } from './compare-notice';
import { clearCompared, MAX_COMPARED, removeCompared, useComparedItems } from './compare-store';
import classes from './compare-tray.module.css';

/**
 * The compare tray (docs/decisions/010-public-pages.md, /bandingkan): the products put aside with "Bandingkan",
 * kept on the device across reloads; open the comparison, take one out, or clear it. A labelled region at
 * the end of the page, stuck to the bottom of the screen; every control is a button or a link.
 */
export default function CompareTray() {
  const { t } = useLingui();
  const items = useComparedItems();
  const full = useTrayFull();
  if (items.length === 0) return null;
  const enough = items.length >= 2;
  return (
    <section className={classes.tray} aria-label={t`Baki perbandingan`} data-testid="compare-tray">
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} mr={4}>
              <Trans>
                Bandingkan ({items.length}/{MAX_COMPARED})
              </Trans>
            </Text>
            <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <li key={item.slug} className={classes.item} data-testid="compare-tray-item">
                  {item.image ? <img src={item.image} alt="" className={classes.thumb} loading="lazy" /> : null}
                  <Text size="xs" truncate="end" visibleFrom="sm">
                    {item.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t`Hapus ${item.name} dari perbandingan`}
                    onClick={() => {
                      removeCompared(item.slug);
                      dismissTrayFull();
                    }}
                  />
                </li>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                clearCompared();
                dismissTrayFull();
              }}
            >
              <Trans>Hapus semua</Trans>
            </Button>
            {enough ? (
              <Button component={Link} to={compareHref(items.map((item) => item.slug))} size="xs" data-testid="compare-open">
                <Trans>Lihat perbandingan</Trans>
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                <Trans>Pilih satu produk lagi</Trans>
              </Text>
            )}
          </Group>
        </Group>
        <Text size="xs" c="red.9" role="status" mt={full ? 4 : 0}>
          {full ? <Trans>Maksimal {MAX_COMPARED} produk. Hapus satu untuk menambah yang lain.</Trans> : null}
        </Text>
      </Container>
    </section>
  );
}
