// Virtual page views in the Google Tag Manager convention (docs/product.md §2 navigation behaviour).

export type PageViewEvent = {
  event: 'page_view';
  page_location: string;
  page_path: string;
  page_title: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** `path` is the router's pathname + search; the location is that path on this origin. */
export function pushPageView(path: string, title: string = document.title): PageViewEvent {
  const event: PageViewEvent = {
    event: 'page_view',
    page_location: new URL(path, window.location.origin).href,
    page_path: path,
    page_title: title,
  };
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return event;
}

/** Loads the tag manager when a container id is configured; an external script, never inline (CSP). */
export function loadTagManager(containerId: string | undefined, doc: Document = document): void {
  if (!containerId || doc.querySelector('script[data-tag-manager]')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute('data-tag-manager', '');
  doc.head.append(script);
}
