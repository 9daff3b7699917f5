import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { NewstickerItem } from '@/contract/site';
import classes from './news-ticker.module.css';

export const TICKER_INTERVAL_MS = 5_000; // docs/product.md §9

/** The list rotated by `offset`: the first entry is the one on show. */
export function rotateTicker<T>(items: readonly T[], offset: number): T[] {
  if (items.length === 0) return [];
  const start = offset % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

function TickerText({ item }: { item: NewstickerItem }) {
  if (!item.url)
    return (
      <Text span size="sm">
        {item.title}
      </Text>
    );
  if (item.url.startsWith('/')) {
    return (
      <Anchor component={Link} to={item.url} size="sm" c="white">
        {item.title}
      </Anchor>
    );
  }
  return (
    <Anchor href={item.url} target="_blank" rel="noopener" size="sm" c="white">
      {item.title}
    </Anchor>
  );
}

/**
 * Rotates the launch-promo flags every 5 s (docs/product.md §4); pauses while hovered or focused (WCAG 2.2.2).
 * While its read is `pending` the bar keeps its height, empty: the header and the page below would
 * otherwise jump down when the flags arrive (a layout shift on every first visit).
 */
export function NewsTicker({ items, pending = false }: { items: NewstickerItem[]; pending?: boolean }) {
  const { t } = useLingui();
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (items.length < 2 || paused) return;
    const timer = setInterval(() => setOffset((current) => (current + 1) % items.length), TICKER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [items.length, paused]);

  const current = rotateTicker(items, offset)[0];
  if (!current) return pending ? <div className={classes.ticker} aria-hidden="true" data-testid="ticker-placeholder" /> : null;
  return (
    <div
      className={classes.ticker}
      role="region"
      aria-label={t`Info promo`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={classes.item} data-testid="ticker-item">
        {current.flag ? (
          <Badge color="yellow" c="dark" size="sm" className={classes.flag}>
            {current.flag}
          </Badge>
        ) : null}
        <TickerText item={current} />
      </div>
    </div>
  );
}
