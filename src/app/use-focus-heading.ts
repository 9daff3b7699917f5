import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** After a client-side navigation, move focus to the new page's heading (issue "App shell" 8). */
export function useFocusHeadingOnNavigate(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    if (key === firstKey.current) return; // first load: leave focus where the browser puts it
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('#main-content h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
}
