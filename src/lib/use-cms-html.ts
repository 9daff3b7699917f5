import { useMemo, useState } from 'react';
import { sanitizeHtml } from './sanitize-html';
import { useHydrated } from './use-hydrated';

/**
 * CMS HTML to render. While the server renders, and while the browser hydrates what the server rendered, it is the
 * HTML as the API answered it: the server sanitised it (docs/decisions/080-content-html-identity-and-art.md), so the server's
 * markup carries the body and the hydrating render equals it. HTML the browser renders by itself (a later answer, a
 * page it renders alone, a cached answer from before) is sanitised in the browser with the same allow-list.
 */
export function useCmsHtml(html: string): string {
  const hydrated = useHydrated();
  const [serverHtml] = useState(() => (hydrated ? undefined : html));
  return useMemo(() => (html === serverHtml ? html : sanitizeHtml(html)), [html, serverHtml]);
}
