import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Brand } from '../contract/catalogue';
import { brandList, productFind } from '../contract/endpoints/catalogue';
import { articleFind } from '../contract/endpoints/content';
import { ApiError, apiGet } from './api-client';

// The typed read of docs/decisions/200: parameters from the declaration, the answer from its schema.

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const brand = { id: 1, slug: 'insta360', name: 'Insta360', logo: null, featured: true };

describe('apiGet(endpoint, …)', () => {
  it('builds the URL from the declared path and query, and parses with the declared response schema', async () => {
    const fetch = answer({ data: [] });
    vi.stubGlobal('fetch', fetch);
    const body = await apiGet(brandList, { query: { lang: 'en', featured: 'yes' } });
    expect(body).toEqual({ data: [] });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/cms/v2/product/brands?lang=en&featured=yes');
    expectTypeOf(body.data).toEqualTypeOf<Brand[]>();
  });

  it('fills and encodes path parameters', async () => {
    const fetch = answer({ message: 'Article not found' }, 404);
    vi.stubGlobal('fetch', fetch);
    await expect(apiGet(articleFind, { params: { id: 'a b/c' }, query: { lang: 'id' } })).rejects.toMatchObject({
      status: 404,
      message: 'Article not found',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/cms/v2/event/a%20b%2Fc?lang=id');
  });

  it('refuses an answer that does not fit the declared schema', async () => {
    vi.stubGlobal('fetch', answer({ data: [{ ...brand, slug: 42 }] }));
    await expect(apiGet(brandList)).rejects.toBeInstanceOf(ApiError);
  });

  it('types parameters from the declaration', () => {
    const typeOnly = false as boolean; // the calls below are checked by tsc, never run
    if (typeOnly) {
      // @ts-expect-error featured is 'yes' | 'no'
      void apiGet(brandList, { query: { featured: 'maybe' } });
      // @ts-expect-error the product's slug is required
      void apiGet(productFind, {});
      // @ts-expect-error the article's id is a path parameter
      void apiGet(articleFind, { query: { lang: 'id' } });
      void apiGet(productFind, { query: { slug: 'x' } });
    }
    expect(typeOnly).toBe(false);
  });
});
