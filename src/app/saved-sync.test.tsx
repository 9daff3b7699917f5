import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceSaved, savedProducts, toggleSaved } from '@/features/catalogue/saved/product-lists';
import { accountFixture } from '@/test/fixtures';
import SavedSync from './saved-sync';

// The device's saved list joins the account (docs/decisions/130-accounts-and-sessions.md). Each page load merges
// again; an un-save made on a page before its session is known must reach the account, not be undone by that merge.

const product = (slug: string) => ({
  id: slug.length,
  slug,
  name: slug,
  description: '',
  price: 1_000,
  image_base: { url: '/media/x.webp', width: 640, height: 640 },
  brand: { id: 1, slug: 'insta360', name: 'Insta360', image_url: null },
  category: { id: 1, slug: 'kamera-360', name: 'Kamera 360' },
});
const account = accountFixture({ id: 7 });

describe('SavedSync', () => {
  let releaseMe: () => void = () => undefined;
  let puts: { add: string[]; remove: string[] }[] = [];
  let server: Set<string>;

  beforeEach(() => {
    localStorage.clear();
    puts = [];
    server = new Set(['a', 'c']);
    const me = new Promise<void>((resolve) => (releaseMe = resolve));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('v2/account/me')) {
        await me;
        return Response.json({ data: account });
      }
      if (url.includes('v2/account/saved') && init?.method === 'PUT') {
        const change = JSON.parse(String(init.body)) as { add: string[]; remove: string[] };
        puts.push(change);
        for (const slug of change.add) server.add(slug);
        for (const slug of change.remove) server.delete(slug);
        return Response.json({ data: [...server].map(product) });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends an un-save made before the session was known with the page load merge', async () => {
    // An earlier page merged: the device and the account both hold a and c.
    replaceSaved([product('a'), product('c')]);
    localStorage.setItem('denka-saved-known', JSON.stringify({ account: 7, slugs: ['a', 'c'] }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SavedSync />
      </QueryClientProvider>,
    );
    // Un-saved on this page before the session is known.
    act(() => void toggleSaved(product('c')));
    await act(async () => releaseMe());

    await waitFor(() => expect(puts).toEqual([{ add: ['a'], remove: ['c'] }]));
    expect([...server]).toEqual(['a']);
    await waitFor(() => expect(savedProducts().map((p) => p.slug)).toEqual(['a']));
  });

  it('without what an earlier page knew, the merge is a union: the account keeps what the device never had', async () => {
    replaceSaved([product('b')]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SavedSync />
      </QueryClientProvider>,
    );
    await act(async () => releaseMe());
    await waitFor(() => expect(puts).toEqual([{ add: ['b'], remove: [] }]));
    await waitFor(() =>
      expect(
        savedProducts()
          .map((p) => p.slug)
          .sort(),
      ).toEqual(['a', 'b', 'c']),
    );
  });
});
