import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

type Props = { html: string; className?: string };

/** CMS HTML, sanitised with DOMPurify before it reaches the DOM (decision 080). */
export function HtmlContent({ html, className }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
