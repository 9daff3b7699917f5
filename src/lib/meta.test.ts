import { beforeEach, describe, expect, it } from 'vitest';
import { applyRouteMeta, dropServerJsonLd, formatTitle } from './meta';

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyRouteMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="from index.html">';
    document.title = 'Start';
  });

  it('sets the title and exactly one description and og:description', () => {
    applyRouteMeta({ title: formatTitle('Garansi'), description: 'Cakupan garansi' });
    expect(document.title).toBe('Garansi | Denka Indonesia');
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe('Cakupan garansi');
    expect(content('meta[property="og:description"]')).toBe('Cakupan garansi');
  });

  it('removes the earlier route meta on the next route', () => {
    applyRouteMeta({ title: 'A', description: 'first' });
    applyRouteMeta({ title: 'B', description: 'second' });
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe('second');
  });

  it('keeps the previous title when the route has none', () => {
    applyRouteMeta({ title: 'Kept', description: 'x' });
    applyRouteMeta({ description: 'y' });
    expect(document.title).toBe('Kept');
    expect(content('meta[property="og:description"]')).toBe('y');
  });
});

describe('server-rendered head (decision 120)', () => {
  const serverHead = (path: string) => `
    <meta name="description" content="server" data-route-meta="${path}">
    <meta property="og:image" content="https://denka.test/x.webp" data-route-meta="${path}">
    <link rel="canonical" href="https://denka.test${path}" data-route-meta="${path}">
    <link rel="alternate" hreflang="en" href="https://denka.test${path}?lang=en" data-route-meta="${path}">
    <script type="application/ld+json" data-route-meta="${path}">{"@type":"Product","name":"X4"}</script>`;

  beforeEach(() => {
    window.history.replaceState(null, '', '/product-info/x4');
    document.head.innerHTML = serverHead('/product-info/x4');
  });

  it('keeps the server tags of the current path and replaces the description', () => {
    applyRouteMeta({ title: 'X4', description: 'client' });
    expect(count('meta[name="description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe('client');
    expect(count('meta[property="og:image"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://denka.test/product-info/x4');
  });

  it('drops them after navigation and keeps one canonical on the public origin', () => {
    applyRouteMeta({ title: 'X4', description: 'client' });
    window.history.pushState(null, '', '/brands');
    applyRouteMeta({ title: 'Merek', description: 'brands' });
    window.history.pushState(null, '', '/garansi');
    applyRouteMeta({ title: 'Garansi', description: 'garansi' });
    expect(count('meta[property="og:image"]')).toBe(0);
    expect(count('script[type="application/ld+json"]')).toBe(0);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('link[rel="alternate"][hreflang="en"]')).toBe(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://denka.test/garansi');
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe('https://denka.test/garansi?lang=en');
  });

  it('drops the server JSON-LD a page renders itself', () => {
    dropServerJsonLd('Article');
    expect(count('script[type="application/ld+json"]')).toBe(1);
    dropServerJsonLd('Product');
    expect(count('script[type="application/ld+json"]')).toBe(0);
  });
});
