import { RESERVED_ELEMENT_IDS } from '@/contract/cms-html';
import type { TocEntry } from '@/contract/content';

// Article pages show a table of contents (docs/product.md §2): every <h2>/<h3> gets an anchor id, listed in order.

const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi;

export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The body with an id on every h2/h3 (existing ids kept) and the matching table of contents. */
export function withToc(body: string): { body: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  // A heading never takes an id of the page's own elements (src/contract/cms-html.ts): it gets a suffix.
  const used = new Set<string>(RESERVED_ELEMENT_IDS);
  const html = body.replace(HEADING, (_match, level: string, attrs: string | undefined, inner: string) => {
    const text = stripTags(inner);
    const existing = /\sid\s*=\s*["']([^"']+)["']/i.exec(attrs ?? '')?.[1];
    let id = existing ?? slugifyHeading(text);
    if (!existing) {
      const base = id;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    }
    used.add(id);
    toc.push({ id, level: Number(level), text });
    const attributes = existing ? (attrs ?? '') : `${attrs ?? ''} id="${id}"`;
    return `<h${level}${attributes}>${inner}</h${level}>`;
  });
  return { body: html, toc };
}
