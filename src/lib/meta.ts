// Route-controlled head tags (spec §2 navigation behaviour): exactly one description and one
// og:description in the head; the title is kept when the route has none.

export const SITE_NAME = 'Denka Indonesia';
const ROUTE_META_SELECTOR =
  'meta[data-route-meta], meta[name="description"], meta[property="og:description"], meta[property="og:title"]';

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

export function applyRouteMeta(meta: RouteMeta, doc: Document = document): void {
  if (meta.title) doc.title = meta.title;
  for (const tag of doc.head.querySelectorAll(ROUTE_META_SELECTOR)) tag.remove();
  if (meta.description) {
    addMeta(doc, 'name', 'description', meta.description);
    addMeta(doc, 'property', 'og:description', meta.description);
  }
  addMeta(doc, 'property', 'og:title', doc.title);
}
