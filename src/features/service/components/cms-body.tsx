import '@mantine/core/styles/List.css';
import { Fragment, useMemo, type ReactNode } from 'react';
import { List, Text, Title } from '@mantine/core';
import { useCmsHtml } from '@/lib/use-cms-html';

// CMS page bodies are rebuilt as React elements from a small whitelist of tags: nothing from the CMS
// reaches innerHTML, and CMS <h2> becomes an <h3> under the section's own heading (heading order).
type Props = { html: string };

/** An element of the body (its name lower-case) or a text. */
type CmsNode = string | { tag: string; children: CmsNode[] };

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// A comment, a start or end tag (quoted attribute values may hold '>'), a run of text, or a lone '<'.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (entity, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return NAMED[name!.toLowerCase()] ?? entity;
  });
}

/**
 * The body's tree, read without a DOM, so the server renders it as the browser does (the server's DOM-less
 * render is why a DOMParser cannot be used). Its input is the sanitised body (decision 080); whatever it holds,
 * the output is only elements of the list in `convert` and text, which React escapes.
 */
function parseBody(html: string): CmsNode[] {
  const root: CmsNode = { tag: '', children: [] };
  const open: { tag: string; children: CmsNode[] }[] = [root];
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, name] = match;
    const parent = open[open.length - 1]!;
    if (token.startsWith('<!--')) continue;
    if (name === undefined) {
      parent.children.push(decodeEntities(token));
      continue;
    }
    const tag = name.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.tag === tag);
      if (at > 0) open.length = at;
      continue;
    }
    const element = { tag, children: [] };
    parent.children.push(element);
    if (!VOID_TAGS.has(tag) && !token.endsWith('/>')) open.push(element);
  }
  return root.children;
}

function convert(node: CmsNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(convert);
  switch (node.tag.toUpperCase()) {
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
        <List key={key} type={node.tag === 'ol' ? 'ordered' : 'unordered'} mb="xs">
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
 * A CMS page body (HTML) rendered safely, on the server as in the browser: crawlers read it in the page's HTML
 * (docs/decisions/113-first-screen.md).
 */
export function CmsBody({ html }: Props) {
  const clean = useCmsHtml(html);
  const nodes = useMemo(() => parseBody(clean).map(convert), [clean]);
  return <div>{nodes}</div>;
}
