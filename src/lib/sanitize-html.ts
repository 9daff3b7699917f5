import DOMPurify from 'dompurify';
import {
  CMS_HTML_ATTRIBUTES,
  CMS_HTML_DROPPED_WHOLE,
  CMS_HTML_TAGS,
  CMS_HTML_URL_ATTRIBUTES,
  CMS_HTML_URL_SCHEMES,
  cmsAttributesOf,
  cmsAttributeValueAllowed,
} from '@/contract/cms-html';

// CMS HTML the browser renders by itself (not the markup the server rendered, which the server sanitised: decision
// 080) goes through the same allow-list as the server's (src/contract/cms-html.ts): cached answers from before it,
// or a CMS other than ours (VITE_API_BASE_URL). DOMPurify does the work; a pass over a static snapshot of the
// parsed <template> then applies the allow-list's per-element attributes and values.

const TAGS = new Set<string>(CMS_HTML_TAGS);
const DROPPED_WHOLE = new Set<string>(CMS_HTML_DROPPED_WHOLE);
const URL_ATTRIBUTES = new Set<string>(CMS_HTML_URL_ATTRIBUTES);
const ANY_ATTRIBUTE = [...new Set(Object.values(CMS_HTML_ATTRIBUTES).flat())];

const CONFIG = {
  // h1 is kept here so the pass below can make it an h2, as the server does.
  ALLOWED_TAGS: [...CMS_HTML_TAGS, 'h1'],
  ALLOWED_ATTR: ANY_ATTRIBUTE,
  ADD_FORBID_CONTENTS: [...CMS_HTML_DROPPED_WHOLE],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SCHEMES = new Set<string>(CMS_HTML_URL_SCHEMES);

/** Browsers ignore spaces and control characters inside a URL scheme ("java\tscript:"). */
const withoutControls = (value: string) =>
  Array.from(value)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');

/** A relative URL, or one with an allowed scheme. */
function safeUrl(value: string): boolean {
  const scheme = SCHEME.exec(withoutControls(value))?.[1];
  return scheme === undefined || SCHEMES.has(scheme.toLowerCase());
}

/** Every candidate of a srcset ("a.webp 1x, b.webp 2x") is a safe URL. */
const safeSrcset = (value: string) => value.split(',').every((candidate) => safeUrl(candidate.trim().split(/\s+/)[0] ?? ''));

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (!cmsAttributesOf(tag).includes(name) || !cmsAttributeValueAllowed(name, value)) return false;
  if (name === 'srcset') return safeSrcset(value);
  return !URL_ATTRIBUTES.has(name) || safeUrl(value);
}

/** The allow-list pass: walks a static snapshot, so removals never disturb the walk. */
function enforceAllowList(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const found of Array.from(template.content.querySelectorAll('*'))) {
    if (!template.content.contains(found)) continue; // inside an element dropped whole
    let element = found;
    let tag = element.tagName.toLowerCase();
    if (tag === 'h1') {
      // The page's own title is its one <h1>: a CMS <h1> becomes a section heading.
      const heading = document.createElement('h2');
      for (const name of element.getAttributeNames()) heading.setAttribute(name, element.getAttribute(name) ?? '');
      heading.append(...Array.from(element.childNodes));
      element.replaceWith(heading);
      element = heading;
      tag = 'h2';
    }
    if (!TAGS.has(tag)) {
      // Unknown wrappers keep their text; executable, embedding and form elements go entirely.
      if (DROPPED_WHOLE.has(tag)) element.remove();
      else element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const name of element.getAttributeNames()) {
      if (!attributeAllowed(tag, name, element.getAttribute(name) ?? '')) element.removeAttribute(name);
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

let purifierWorks: boolean | undefined;

/** DOMPurify needs a DOM with live NodeIterators; a DOM without them (happy-dom) mangles its output. */
function purifierUsable(): boolean {
  purifierWorks ??= DOMPurify.isSupported && DOMPurify.sanitize('<p>a</p><b>b</b>', CONFIG) === '<p>a</p><b>b</b>';
  return purifierWorks;
}

/** Safe HTML to hand to dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  const purified = purifierUsable() ? DOMPurify.sanitize(html, CONFIG) : html;
  return enforceAllowList(purified);
}
