import { useIntersection } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onPageShown, whenIdle } from '../lib/when-idle';
import classes from './deferred-section.module.css';
import { dataSaverOn } from '@/lib/data-saver';

type Props = { children: ReactNode; /** Space kept until the section renders (below the fold, so no visible shift). */ minHeight?: number };

const FALLBACK_MS = 5_000; // a read that never settles must not hold the sections back for good
const NEXT_AFTER_MS = 250; // a revealed section that never commits (unmounted) must not hold the queue

// Sections revealed because the page went idle come in one at a time, each in its own task after the one
// before has committed: a page's dozen sections committed together were one long task (decision 112).
type Reveal = () => void;
const queue: Reveal[] = [];
let revealing: Reveal | undefined;
let safety: ReturnType<typeof setTimeout> | undefined;

function revealNext(): void {
  clearTimeout(safety);
  const next = queue.shift();
  revealing = next;
  if (!next) return;
  next();
  safety = setTimeout(() => revealed(next), NEXT_AFTER_MS);
}

/** The section `reveal` belongs to has committed (or is gone): the next one goes in a task of its own. */
function revealed(reveal: Reveal | undefined): void {
  if (!reveal || reveal !== revealing) return;
  revealing = undefined;
  clearTimeout(safety);
  setTimeout(revealNext, 0);
}

/** Queues a section's reveal; the returned cleanup (its effect's) runs once it has committed, or is gone. */
function enqueue(reveal: Reveal): () => void {
  queue.push(reveal);
  if (!revealing) revealNext();
  return () => {
    const at = queue.indexOf(reveal);
    if (at >= 0) queue.splice(at, 1);
    revealed(reveal);
  };
}

/**
 * Renders a below-the-fold section (and so starts its API reads) once the start-up splash has gone and it
 * comes near the viewport, or once the page is idle and the reads already under way (the first screen's)
 * have settled — so the hero, the page's LCP, gets the phone's bandwidth first (decision 113), and every section
 * is still on the page a moment later for find-in-page, keyboard users and crawlers. Each renders in a
 * transition (short slices), and the idle ones one after another (above).
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
  // Once due, a section stays in the queue: the reads of the sections before it do not send it back.
  const [due, setDue] = useState(false);
  if (!due && idle && (fetching === 0 || waitedLong)) setDue(true);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    // Transitions: these land together with the other components' own (a page's dozen sections and its header),
    // and as urgent updates React would render them all in one task (decision 112).
    onPageShown(() => {
      if (!live) return;
      startTransition(() => setPageShown(true));
      timer = setTimeout(() => startTransition(() => setWaitedLong(true)), FALLBACK_MS);
    });
    // In the data-saving mode a section loads only as the visitor nears it (src/lib/data-saver.ts).
    whenIdle(() => live && !dataSaverOn() && startTransition(() => setIdle(true)));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  // Near the viewport: at once (the visitor is scrolling to it). Idle: through the queue, whose turn ends
  // with this effect's cleanup, when `shown` has committed (or the section is gone).
  useEffect(() => {
    if (shown) return;
    if (near) {
      startTransition(() => setShown(true));
      return;
    }
    if (!due) return;
    return enqueue(() => startTransition(() => setShown(true)));
  }, [shown, near, due]);

  // Shown: laid out and painted only near the viewport (content-visibility), still in the page for
  // find-in-page, keyboard and screen readers.
  // Until then the placeholder says it is still coming (aria-busy), which is also what a test waits for.
  return shown ? <div className={classes.section}>{children}</div> : <div ref={ref} style={{ minHeight }} aria-busy="true" />;
}
