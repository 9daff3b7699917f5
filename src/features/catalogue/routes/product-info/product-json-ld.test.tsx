import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productDetailFixture } from '@/test/fixtures';
import type * as Meta from '@/lib/meta';
import { hydrationEnded, hydrationStarted } from '@/lib/use-hydrated';
import { ProductJsonLd } from './product-json-ld';

// The product page keeps exactly one Product JSON-LD block at every moment: the server's until the page's
// own is in the document, then the page's (decision 120; studio.spec once read the page in between and found
// only the breadcrumb). The server's block is dropped in the same commit that adds the page's.

const meta = vi.hoisted(() => ({ productBlocksWhenDropped: [] as number[] }));
vi.mock('@/lib/meta', async (importOriginal) => {
  const actual = await importOriginal<typeof Meta>();
  return {
    ...actual,
    dropServerJsonLd: (type: string, doc?: Document) => {
      meta.productBlocksWhenDropped.push(productBlocks().length);
      actual.dropServerJsonLd(type, doc);
    },
  };
});

const product = productDetailFixture();

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

  it("on a page the server rendered: the server's block stays until the page's own is in, then only the page's", async () => {
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
