import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useCmsHtml } from '@/lib/use-cms-html';

type Props = { html: string; className?: string };

/** CMS HTML, sanitised by the server and, when the browser renders it by itself, in the browser too (decision 080). */
export function HtmlContent({ html, className }: Props) {
  const clean = useCmsHtml(html);
  return (
    <Typography className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
