import { useLingui } from '@lingui/react/macro';
import { Modal, Stack } from '@mantine/core';
import { useDidUpdate } from '@mantine/hooks';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSearchSession } from '../hooks/use-search-session';
import { MOBILE_PROGRESS } from '../lib/progress';
import { MobileResults } from './mobile-results';
import { isPlainClick } from './result-items';
import classes from './search.module.css';
import { SearchInput } from './search-input';
import { SearchLoadingOverlay } from './search-loading-overlay';
import { SearchTips } from './search-tips';

export const MOBILE_DEBOUNCE_MS = 500; // docs/product.md §7, §9
export const MOBILE_PRODUCT_DELAY_MS = 300; // docs/product.md §2: in-app navigation after about 0.3 s

type Props = { opened: boolean; onClose: () => void };

/** The mobile search dialog (docs/product.md §2.7). */
export function MobileSearch({ opened, onClose }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSearchSession({ debounceMs: MOBILE_DEBOUNCE_MS, progress: MOBILE_PROGRESS, tipsWhenIdle: true });
  const [input, setInput] = useState<HTMLInputElement | null>(null);

  useDidUpdate(() => {
    if (!session.loading) input?.focus({ preventScroll: true });
  }, [session.loading]);

  const close = () => {
    if (session.loading) session.cancel();
    onClose();
  };
  const openFullResults = (query = session.query) => {
    onClose();
    void navigate(paths.search.getHref({ slug: query }));
  };
  const openProduct = (event: MouseEvent, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
    window.setTimeout(() => void navigate(href), MOBILE_PRODUCT_DELAY_MS);
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Cari Produk`} fullScreen>
      <Stack gap="md">
        {/* The text box stays above the overlay: the visitor sees, and can change, what is being searched. */}
        <SearchInput
          term={session.term}
          loading={session.loading}
          inputRef={setInput}
          onChange={session.change}
          onSubmit={openFullResults}
        />
        <div className={classes.body}>
          <Stack gap="md">
            {session.showTips && (
              <SearchTips
                term={session.term}
                loading={session.loading}
                onPick={session.change}
                onCancel={close}
                onStart={() => session.searchNow()}
              />
            )}
            {session.showResults && session.results && (
              <MobileResults
                results={session.results}
                term={session.query}
                onOpenProduct={openProduct}
                onViewAll={() => openFullResults()}
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
      </Stack>
    </Modal>
  );
}
