import { useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useClickOutside, useDidUpdate } from '@mantine/hooks';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSearchSession } from '../hooks/use-search-session';
import { DESKTOP_PROGRESS } from '../lib/progress';
import { DesktopResults } from './desktop-results';
import { isPlainClick } from './result-items';
import classes from './search.module.css';
import { SearchInput } from './search-input';
import { SearchLoadingOverlay } from './search-loading-overlay';
import { SearchTips } from './search-tips';

export const DESKTOP_DEBOUNCE_MS = 700; // docs/product.md §7, §9
export const DESKTOP_PRODUCT_DELAY_MS = 500; // docs/product.md §2: full page load after about 0.5 s

type Props = { opened: boolean; onClose: () => void };

/** The header's desktop search popup (docs/product.md §2.6). */
export function DesktopSearch({ opened, onClose }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSearchSession({ debounceMs: DESKTOP_DEBOUNCE_MS, progress: DESKTOP_PROGRESS, tipsWhenIdle: false });
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useClickOutside(session.hideResults, null, [panel, input], session.showResults); // clicking outside the results closes them

  // The input is disabled while loading; give the focus back once the results are in.
  useDidUpdate(() => {
    if (!session.loading) input?.focus({ preventScroll: true });
  }, [session.loading]);

  const close = () => {
    if (session.loading) session.cancel();
    onClose();
  };
  const openFullResults = (query: string) => {
    onClose();
    void navigate(paths.search.getHref({ slug: query }));
  };
  const openProduct = (event: MouseEvent, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
    window.setTimeout(() => window.location.assign(href), DESKTOP_PRODUCT_DELAY_MS);
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Cari Produk`} size="xl" yOffset="6vh">
      <div className={classes.body}>
        <Stack gap="sm">
          <SearchInput
            term={session.term}
            loading={session.loading}
            inputRef={setInput}
            onChange={session.change}
            onSubmit={openFullResults}
            onFocus={session.reopenResults}
            trailing={
              <Button variant={session.showTips ? 'filled' : 'light'} onClick={session.toggleTips} aria-expanded={session.showTips}>
                {t`Tips`}
              </Button>
            }
          />
          <Text size="xs" c="dimmed">
            {t`Tekan Enter untuk membuka semua hasil.`}
          </Text>
          {session.showTips && (
            <SearchTips
              term={session.term}
              loading={session.loading}
              onPick={session.change}
              onCancel={session.cancel}
              onStart={() => session.searchNow()}
            />
          )}
          {session.showResults && session.results && (
            <DesktopResults
              results={session.results}
              term={session.query}
              panelRef={setPanel}
              onOpenProduct={openProduct}
              onLeave={onClose}
            />
          )}
        </Stack>
        {session.loading && (
          <SearchLoadingOverlay
            progress={session.progress}
            failed={session.failed}
            offline={session.offline}
            onCancel={session.cancel}
            onRetry={session.retry}
          />
        )}
      </div>
    </Modal>
  );
}
