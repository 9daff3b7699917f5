import { useEffect } from 'react';
import { HtmlContent } from '@/components/html-content';
import { jumpToHeading } from './article-toc';
import classes from './article-detail.module.css';

type Props = { html: string };

/** The sanitised CMS body; a shared link with #heading scrolls there once the body is in the DOM. */
export function ArticleBody({ html }: Props) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) jumpToHeading(id);
  }, [html]);
  return <HtmlContent html={html} className={classes.body} />;
}
