import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';
import { useHydrated } from '../lib/use-hydrated';

type Props = { html: string; className?: string };

/** CMS HTML, sanitised with DOMPurify before it reaches the DOM (decision 080). */
export function HtmlContent({ html, className }: Props) {
  // Sanitising needs the browser's DOM: the server renders the block empty and the browser fills it in
  // right after hydrating (docs/decisions/280-first-screen-rendered-on-the-server.md).
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [html, hydrated]);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
