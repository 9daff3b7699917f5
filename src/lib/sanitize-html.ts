import DOMPurify from 'dompurify';

// CMS HTML (articles, web pages, campaigns) is sanitised in the browser before it is rendered
// (decision 080): no <script>, no on* handlers, no javascript: URLs; heading ids stay for the table
// of contents. DOMPurify does the work; a strict allow-list pass follows (docs/decisions/080).
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

const ALLOWED_TAGS = new Set(
  (
    'a abbr b blockquote br caption cite code dd del div dl dt em figcaption figure h2 h3 h4 h5 h6 hr i img ins ' +
    'kbd li mark ol p pre q s small span strong sub sup table tbody td tfoot th thead time tr u ul'
  ).split(' '),
);
const ALLOWED_ATTRS = new Set(
  'id href title alt src srcset sizes width height loading target rel colspan rowspan scope datetime cite lang dir'.split(' '),
);
const URL_ATTRS = new Set(['href', 'src', 'cite']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:]*$)/i;

/** Browsers ignore spaces and control characters inside a URL scheme ("java\tscript:"). */
const withoutControls = (value: string) =>
  Array.from(value)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');

/** The allow-list pass: walks a static snapshot, so removals never disturb the walk. */
function enforceAllowList(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      // Unknown wrappers keep their text; executable or embedding elements go entirely.
      const dropContent = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'].includes(tag);
      if (dropContent) element.remove();
      else element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      const unsafeUrl = URL_ATTRS.has(name) && !SAFE_URL.test(withoutControls(value));
      if (!ALLOWED_ATTRS.has(name) || unsafeUrl) element.removeAttribute(name);
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

let purifierWorks: boolean | undefined;

/** DOMPurify needs a DOM with live NodeIterators; a DOM without them (happy-dom) mangles its output. */
function purifierUsable(): boolean {
  purifierWorks ??= DOMPurify.isSupported && DOMPurify.sanitize('<p id="a">a</p><b>b</b>', CONFIG) === '<p id="a">a</p><b>b</b>';
  return purifierWorks;
}

/** Safe HTML to hand to dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  const purified = purifierUsable() ? DOMPurify.sanitize(html, CONFIG) : html;
  return enforceAllowList(purified);
}
