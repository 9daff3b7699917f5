import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

// True while the browser hydrates a page the server rendered: from `hydrationStarted()` (src/main.tsx, before
// hydrating) until the root's first commit (`hydrationEnded()`, from the App) and every `HydrationBoundary`
// the server rendered has hydrated too, each in a pass of its own after the root's.
let hydrating = false;
let rootCommitted = false;
/** Boundaries rendered while hydrating whose content has not hydrated yet. */
let waiting = 0;

/** Waiting for the end of hydrating (`whenHydrated`). */
let onHydrated: Array<() => void> = [];

function settle(): void {
  if (!rootCommitted || waiting !== 0) return;
  hydrating = false;
  const callbacks = onHydrated;
  onHydrated = [];
  // After the commit that ended it, not inside its effects.
  if (callbacks.length > 0) setTimeout(() => callbacks.forEach((callback) => callback()), 0);
}

/** Runs `callback` once the page the server rendered has hydrated, every part of it (at once if none is hydrating). */
export function whenHydrated(callback: () => void): void {
  if (hydrating) onHydrated.push(callback);
  else callback();
}

/** The browser is about to hydrate the server's markup: `useHydrated()` answers false until it is all hydrated. */
export function hydrationStarted(): void {
  hydrating = true;
  rootCommitted = false;
}

/** The root's first screen has committed (the App's effect): hydrating ends once its boundaries have too. */
export function hydrationEnded(): void {
  rootCommitted = true;
  settle();
}

/**
 * False while the server renders and while the browser hydrates what it rendered, true from then on (and
 * at once in a page the browser renders itself). For what only the browser can produce, such as CMS HTML
 * sanitised through the DOM (docs/decisions/113-first-screen.md): rendering it only
 * once true keeps the server's markup and the hydrating render equal, also inside a `HydrationBoundary` that
 * hydrates after the root.
 * The switch to true after hydrating is a transition: React renders it in short slices, not in one
 * synchronous task as a store's server snapshot would force (docs/decisions/113-first-screen.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** A boundary's part in the count: rendered while hydrating, counted (its effect ran), its content hydrated. */
type Entry = { counted: boolean; added: boolean; done: boolean };

function boundaryMounted(entry: Entry): void {
  if (!entry.counted || entry.done) return;
  entry.added = true;
  waiting++;
}

/** Gone before its content hydrated (the visitor left the page): it holds nothing back. */
function boundaryUnmounted(entry: Entry): void {
  if (!entry.added) return;
  entry.added = false;
  waiting--;
  queueMicrotask(settle);
}

function boundaryHydrated(entry: Entry): void {
  entry.done = true;
  if (!entry.added) return;
  entry.added = false;
  waiting--;
  settle();
}

/** The last child of a boundary's content: its effect runs when that content has hydrated (or rendered). */
function BoundaryHydrated({ entry }: { entry: Entry }) {
  useEffect(() => boundaryHydrated(entry), [entry]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates in a pass of its own, after the root's: a Suspense
 * boundary, whose server content React leaves in place and hydrates later at a low priority. So the commit and
 * the effects of a page's hydration come in several shorter tasks instead of one
 * (docs/decisions/113-first-screen.md). Its content must not suspend on a page the browser renders
 * itself (the fallback is nothing): wrap parts whose code is already loaded, such as the header or a page's
 * own sections.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [entry] = useState<Entry>(() => ({ counted: hydrating, added: false, done: false }));
  useEffect(() => {
    boundaryMounted(entry);
    return () => boundaryUnmounted(entry);
  }, [entry]);
  return (
    <Suspense fallback={null}>
      {children}
      <BoundaryHydrated entry={entry} />
    </Suspense>
  );
}
