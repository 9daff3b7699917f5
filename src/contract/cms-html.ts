import { BOOT_READS_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from './read-key';

// The one allow-list of CMS HTML (docs/decisions/080-content-html-identity-and-art.md): article, web-page, giveaway,
// home-section and product bodies. The server's sanitiser applies it when the studio publishes or imports and
// at every read of stored HTML (src/server/lib/cms-html.ts); the browser's applies the same list to HTML it
// renders by itself (src/lib/sanitize-html.ts). Anything not listed goes: <style>, <meta>, <base>, <form>,
// <link>, <iframe> (videos and maps are typed fields, not HTML), on* handlers, style attributes.

/** Elements kept; any other element is dropped and its text kept, unless it is in CMS_HTML_DROPPED_WHOLE. */
export const CMS_HTML_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
] as const;

/** Elements dropped with everything inside them: their content is code, styles, embeds or form controls, not text. */
export const CMS_HTML_DROPPED_WHOLE = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
  'textarea',
  'select',
  'option',
  'button',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
] as const;

const HEADING_ATTRIBUTES = ['id'];
/** Attributes kept, by element; '*' applies to every kept element. Every other attribute goes. */
export const CMS_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['title', 'lang', 'dir'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
  h2: HEADING_ATTRIBUTES,
  h3: HEADING_ATTRIBUTES,
  h4: HEADING_ATTRIBUTES,
  h5: HEADING_ATTRIBUTES,
  h6: HEADING_ATTRIBUTES,
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite'],
  ins: ['cite'],
  ol: ['start', 'reversed'],
};

/** Attributes holding a URL: only these schemes (or a relative URL) are kept; javascript:, data:, vbscript: go. */
export const CMS_HTML_URL_ATTRIBUTES = ['href', 'src', 'srcset', 'cite'] as const;
export const CMS_HTML_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Ids of the page's own elements: a CMS heading may not take one (a second #ssr-state before the page's own would
 * be read instead of it). Heading ids are otherwise kept for the article's table of contents.
 */
export const RESERVED_ELEMENT_IDS: ReadonlySet<string> = new Set([
  'root',
  'boot-splash',
  'main-content',
  BOOT_READS_ELEMENT_ID,
  SSR_STATE_ELEMENT_ID,
]);

const ENUMERATED: Readonly<Record<string, readonly string[]>> = {
  target: ['_blank', '_self'],
  dir: ['ltr', 'rtl', 'auto'],
  loading: ['lazy', 'eager'],
  scope: ['row', 'col', 'rowgroup', 'colgroup'],
  reversed: [''],
};
const PATTERNS: Readonly<Record<string, RegExp>> = {
  id: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  rel: /^(?:nofollow|noopener|noreferrer|ugc|sponsored|external)(?:\s+(?:nofollow|noopener|noreferrer|ugc|sponsored|external))*$/,
  width: /^\d{1,5}$/,
  height: /^\d{1,5}$/,
  colspan: /^[1-9]\d{0,2}$/,
  rowspan: /^\d{1,4}$/,
  start: /^-?\d{1,9}$/,
  lang: /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/,
  datetime: /^\d{4}-\d{2}(?:-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?$/,
};

/**
 * A kept attribute's value is one the element accepts: enumerated values from their list, numbers as numbers,
 * ids as slugs (and none of the page's own), so what the CMS sends stays valid HTML.
 */
export function cmsAttributeValueAllowed(name: string, value: string): boolean {
  const values = ENUMERATED[name];
  if (values) return values.includes(value.toLowerCase());
  const pattern = PATTERNS[name];
  if (pattern && !pattern.test(value)) return false;
  return name !== 'id' || !RESERVED_ELEMENT_IDS.has(value);
}

/** The attributes `tag` may keep. */
export function cmsAttributesOf(tag: string): readonly string[] {
  return [...(CMS_HTML_ATTRIBUTES['*'] ?? []), ...(CMS_HTML_ATTRIBUTES[tag] ?? [])];
}
