import { useIntersection } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onPageShown, whenIdle } from '../lib/when-idle';

type Props = { children: ReactNode; /** Space kept until the section renders (below the fold, so no visible shift). */ minHeight?: number };

const FALLBACK_MS = 5_000; // a read that never settles must not hold the sections back for good

/**
 * Renders a below-the-fold section (and so starts its API reads) once the start-up splash has gone and it
 * comes near the viewport, or once the page is idle and the reads already under way (the first screen's)
 * have settled — so the hero, the page's LCP, gets the phone's bandwidth first (issue #6), and every section
 * is still on the page a moment later for find-in-page, keyboard users and crawlers.
 */
export function DeferredSection({ children, minHeight = 320 }: Props) {
  const [shown, setShown] = useState(false);
  const [pageShown, setPageShown] = useState(false);
  const [idle, setIdle] = useState(false);
  const [waitedLong, setWaitedLong] = useState(false);
  const fetching = useIsFetching();
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '600px 0px' });
  // Not while the start-up splash covers the page: its first screen gets the network first.
  const near = entry?.isIntersecting === true && pageShown;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    onPageShown(() => {
      if (!live) return;
      setPageShown(true);
      timer = setTimeout(() => setWaitedLong(true), FALLBACK_MS);
    });
    whenIdle(() => live && setIdle(true));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  // A transition, so the sections' first render is sliced into short tasks around the visitor's input.
  useEffect(() => {
    if (!shown && (near || (idle && (fetching === 0 || waitedLong)))) startTransition(() => setShown(true));
  }, [shown, near, idle, fetching, waitedLong]);

  return shown ? children : <div ref={ref} style={{ minHeight }} />;
}
