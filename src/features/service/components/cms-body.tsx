import '@mantine/core/styles/List.css';
import { Fragment, useMemo, type ReactNode } from 'react';
import { List, Text, Title } from '@mantine/core';
import { useHydrated } from '@/lib/use-hydrated';

// CMS page bodies are rebuilt as React elements from a small whitelist of tags: nothing from the CMS
// reaches innerHTML, and CMS <h2> becomes an <h3> under the section's own heading (heading order).
type Props = { html: string };

function convert(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes, convert);
  switch (node.tagName) {
    case 'H1':
    case 'H2':
      return (
        <Title key={key} order={3} size="h5" mt="sm">
          {children}
        </Title>
      );
    case 'H3':
    case 'H4':
      return (
        <Title key={key} order={4} size="h6" mt="xs">
          {children}
        </Title>
      );
    case 'P':
      return (
        <Text key={key} mb="xs">
          {children}
        </Text>
      );
    case 'UL':
    case 'OL':
      return (
        <List key={key} type={node.tagName === 'OL' ? 'ordered' : 'unordered'} mb="xs">
          {children}
        </List>
      );
    case 'LI':
      return <List.Item key={key}>{children}</List.Item>;
    case 'STRONG':
    case 'B':
      return <strong key={key}>{children}</strong>;
    case 'EM':
    case 'I':
      return <em key={key}>{children}</em>;
    case 'BR':
      return <br key={key} />;
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

/**
 * A CMS page body (HTML) rendered safely. Parsing needs the browser's DOM: the server renders the block empty
 * and the browser fills it in right after hydrating, as `HtmlContent` does
 * (docs/decisions/280-first-screen-rendered-on-the-server.md). Parsed during the server's render it threw
 * (no DOMParser there), and the page was sent without its first screen.
 */
export function CmsBody({ html }: Props) {
  const hydrated = useHydrated();
  const nodes = useMemo(
    () => (hydrated ? Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes, convert) : null),
    [html, hydrated],
  );
  return <div>{nodes}</div>;
}
