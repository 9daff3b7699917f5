// Route-controlled head tags (docs/product.md §2 navigation behaviour): exactly one description and one
// og:description in the head; the title is kept when the route has none. The server renders the first
// page's head (decision 120) with data-route-meta="<path>": those tags stay while the visitor is on that
// path and go when they navigate away; the description, og:*, canonical and hreflang are replaced.

import { SITE_NAME } from '../contract/routes';

export { SITE_NAME };
const ROUTE_META_SELECTOR =
  'meta[data-route-meta=""], meta[name="description"], meta[property="og:description"], meta[property="og:title"]';
const URL_TAGS_SELECTOR = 'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]';

export type RouteMeta = { title?: string | undefined; description?: string | undefined };

export function formatTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}

function addMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  const tag = doc.createElement('meta');
  tag.setAttribute(attribute, key);
  tag.setAttribute('content', content);
  tag.setAttribute('data-route-meta', '');
  doc.head.append(tag);
}

function addLink(doc: Document, rel: string, href: string, hreflang?: string): void {
  const tag = doc.createElement('link');
  tag.setAttribute('rel', rel);
  if (hreflang) tag.setAttribute('hreflang', hreflang);
  tag.setAttribute('href', href);
  tag.setAttribute('data-route-meta', '');
  doc.head.append(tag);
}

const samePath = (a: string, b: string) => {
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return a === b;
  }
};

/** Server-rendered tags (data-route-meta="<path>") that describe another path than the current one. */
function removeStaleServerTags(doc: Document, pathname: string): void {
  for (const tag of doc.head.querySelectorAll('[data-route-meta]')) {
    const renderedFor = tag.getAttribute('data-route-meta') ?? '';
    if (renderedFor !== '' && !samePath(renderedFor, pathname)) tag.remove();
  }
}

/** Canonical, og:url and hreflang for the current path, unless the server's are still current. */
function applyUrlTags(doc: Document, location: Location, origin: string): void {
  const existing = doc.head.querySelectorAll(URL_TAGS_SELECTOR);
  const serverCurrent = [...existing].some((tag) => {
    const renderedFor = tag.getAttribute('data-route-meta');
    return !!renderedFor && samePath(renderedFor, location.pathname);
  });
  if (serverCurrent) return;
  for (const tag of existing) tag.remove();
  const url = (lang: string) => `${origin}${location.pathname}${lang === 'en' ? '?lang=en' : ''}`;
  const lang = doc.documentElement.lang === 'en' ? 'en' : 'id';
  addLink(doc, 'canonical', url(lang));
  addLink(doc, 'alternate', url('id'), 'id');
  addLink(doc, 'alternate', url('en'), 'en');
  addLink(doc, 'alternate', url('id'), 'x-default');
  addMeta(doc, 'property', 'og:url', url(lang));
}

export function applyRouteMeta(meta: RouteMeta, doc: Document = document): void {
  const location = doc.defaultView?.location;
  // Keep the site's public origin when the server told us one (PUBLIC_URL behind a proxy).
  const canonical = doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const origin = location && (canonical ? new URL(canonical, location.href).origin : location.origin);
  if (location) removeStaleServerTags(doc, location.pathname);
  if (meta.title) doc.title = meta.title;
  for (const tag of doc.head.querySelectorAll(ROUTE_META_SELECTOR)) tag.remove();
  if (meta.description) {
    addMeta(doc, 'name', 'description', meta.description);
    addMeta(doc, 'property', 'og:description', meta.description);
  }
  addMeta(doc, 'property', 'og:title', doc.title);
  if (location && origin) applyUrlTags(doc, location, origin);
}

/**
 * A page that renders its own JSON-LD of one @type (the product page's Product block) drops the
 * server's copy, so the document holds exactly one.
 */
export function dropServerJsonLd(type: string, doc: Document = document): void {
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"][data-route-meta]')) {
    try {
      if ((JSON.parse(script.textContent ?? '') as { '@type'?: unknown })['@type'] === type) script.remove();
    } catch {
      script.remove(); // unreadable: nothing worth keeping
    }
  }
}
