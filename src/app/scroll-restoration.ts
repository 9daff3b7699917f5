import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Navigator } from 'react-router';

// Scroll positions as react-router's data router kept them, for its declarative router
// (docs/decisions/112-start-up-and-the-shell.md): a new page starts at the top (or at its #anchor), "back" and
// "forward" return to where the visitor was, and a navigation asked with `preventScrollReset` (the list
// filters and their page buttons) leaves the scroll where it is. Positions are kept per history entry and
// survive a reload in sessionStorage, under the data router's own key, so nothing saved before is lost.

const STORAGE_KEY = 'react-router-scroll-positions';
let positions: Record<string, number> | undefined;
/** History entries created with `preventScrollReset`. */
const keepScroll = new Set<string>();

function saved(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number' && Number.isFinite(y)) positions[key] = y;
    }
  } catch {
    // unreadable or blocked storage: start empty
  }
  return positions;
}

/**
 * The browser history as the router's navigator, noting which entries asked to keep the scroll
 * (`navigate(to, { preventScrollReset: true })`, `setSearchParams(…, { preventScrollReset: true })`).
 */
export function scrollAwareNavigator<H extends Navigator & { readonly location: { key: string } }>(history: H): H {
  const navigator = Object.create(history) as H;
  const note = (options: { preventScrollReset?: boolean } | undefined) => {
    if (options?.preventScrollReset) keepScroll.add(history.location.key);
  };
  navigator.push = (to, state, options) => {
    history.push(to, state);
    note(options);
  };
  navigator.replace = (to, state, options) => {
    history.replace(to, state);
    note(options);
  };
  return navigator;
}

/** Restores, resets or keeps the scroll position on every navigation; call once, in the root route. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const first = useRef(true);
  const key = useRef(location.key); // the entry on screen, whose position the scroll listener records

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        saved()[key.current] = window.scrollY;
      });
    };
    const onHide = () => {
      saved()[key.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // storage full or blocked: positions are kept for this page's life only
      }
      window.history.scrollRestoration = 'auto'; // a reload or another site gets the browser's own
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const restore = saved()[location.key];
    if (first.current) {
      // The page's first render: back where a reload left it, otherwise where the browser put it.
      first.current = false;
      if (restore !== undefined) window.scrollTo(0, restore);
      return;
    }
    if (action === 'POP' && restore !== undefined) {
      window.scrollTo(0, restore);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // not a decodable id: no anchor to scroll to
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (keepScroll.has(location.key)) return;
    window.scrollTo(0, 0);
  }, [location, action]);
}

/** Test helper: forget every saved position. */
export function resetScrollPositions(): void {
  positions = undefined;
  keepScroll.clear();
}
