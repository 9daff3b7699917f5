import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../../../contract/catalogue';
import type * as Meta from '../../../../lib/meta';
import { hydrationEnded, hydrationStarted } from '../../../../lib/use-hydrated';
import { ProductJsonLd } from './product-json-ld';

// The product page keeps exactly one Product JSON-LD block at every moment: the server's until the page's
// own is in the document, then the page's (decision 120; studio.spec once read the page in between and found
// only the breadcrumb). The server's block is dropped in the same commit that adds the page's.

const meta = vi.hoisted(() => ({ productBlocksWhenDropped: [] as number[] }));
vi.mock('../../../../lib/meta', async (importOriginal) => {
  const actual = await importOriginal<typeof Meta>();
  return {
    ...actual,
    dropServerJsonLd: (type: string, doc?: Document) => {
      meta.productBlocksWhenDropped.push(productBlocks().length);
      actual.dropServerJsonLd(type, doc);
    },
  };
});

const image = { url: '/media/products/x5-640.webp', width: 640, height: 640 };
const product: ProductDetail = {
  id: 1,
  slug: 'insta360-x5',
  name: 'Insta360 X5',
  description: 'Kamera 360',
  price: 8_999_000,
  image_base: image,
  brand: { id: 1, slug: 'insta360', name: 'Insta360', image_url: null },
  category: { id: 1, slug: 'kamera-360', name: 'Kamera 360' },
  content: '',
  images: [],
  specs: [],
  in_box: [],
  faq: [],
  video_url: null,
  manual_url: null,
  marketplace_links: [],
  meta_title: null,
  meta_description: null,
  updated_at: '2025-10-01T02:00:00.000Z',
};

function productBlocks() {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) => s.textContent?.includes('"@type":"Product"'));
}

function serverHead() {
  document.head.innerHTML = [
    '<script type="application/ld+json" data-route-meta="/product-info/insta360-x5">{"@context":"https://schema.org","@type":"Product","name":"Insta360 X5"}</script>',
    '<script type="application/ld+json" data-route-meta="/product-info/insta360-x5">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>',
  ].join('');
}

describe('ProductJsonLd', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    meta.productBlocksWhenDropped.length = 0;
  });

  it('on a page the server rendered: the server\'s block stays until the page\'s own is in, then only the page\'s', async () => {
    serverHead();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    hydrationStarted();
    await act(async () => root.render(<ProductJsonLd product={product} />));
    hydrationEnded();
    await act(async () => {});
    // Never zero: when the server's copy went, the page's was already in the document.
    expect(meta.productBlocksWhenDropped).toEqual([2]);
    expect(productBlocks()).toHaveLength(1);
    expect(productBlocks()[0]!.hasAttribute('data-route-meta')).toBe(false);
    expect(document.head.textContent).toContain('BreadcrumbList'); // the server's other blocks stay
    act(() => root.unmount());
  });

  it('on a page the browser rendered itself: its block at once, and a stale server block of another page goes', async () => {
    serverHead();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<ProductJsonLd product={product} />));
    expect(productBlocks()).toHaveLength(1);
    expect(productBlocks()[0]!.hasAttribute('data-route-meta')).toBe(false);
    act(() => root.unmount());
  });
});
