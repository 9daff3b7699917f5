import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Whether a media query matches, for a layout that differs by screen size in what it renders (not only in its
 * CSS). The server cannot know the screen: it renders `serverValue`, and so does the hydrating render; the
 * browser's answer follows right after, as a transition (short slices; docs/decisions/112-start-up-and-the-shell.md).
 * Mantine's `useMediaQuery` sets it in an effect as an urgent update, which re-rendered the whole list or
 * header synchronously right after hydrating. A page the browser renders itself reads the screen at once.
 */
export function useMediaMatch(query: string, serverValue = false): boolean {
  const hydrated = useHydrated();
  const [matches, setMatches] = useState(() => (hydrated ? window.matchMedia(query).matches : serverValue));
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
