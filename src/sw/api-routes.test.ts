import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../contract/endpoints/all';
import type { ReadEndpoint, WriteEndpoint } from '../contract/endpoints/define';
import { apiDataClass, apiRoutes, isMapTile, isQueuedPost, sameImageOtherWidths } from './api-routes';

const ORIGIN = 'https://denka.example';
const cls = (path: string) => apiDataClass(new URL(path, ORIGIN), ORIGIN);

describe('service worker routes per data class', () => {
  it('sorts content-API reads into catalogue, dealers, service centres, regions and the rest', () => {
    expect(cls('/api/cms/v3/products/fetch?per_page=100')).toBe('catalogue');
    expect(cls('/api/cms/v3/products/find?slug=x')).toBe('catalogue');
    expect(cls('/api/cms/v2/product?page=2')).toBe('catalogue');
    expect(cls('/api/cms/v2/product/categories')).toBe('catalogue');
    expect(cls('/api/cms/v2/authorized_store?type=offline_store')).toBe('dealers');
    expect(cls('/api/cms/v2/authorized_store/cities?province_id=32')).toBe('dealers');
    expect(cls('/api/cms/v2/service_center')).toBe('serviceCenters');
    expect(cls('/api/cms/v2/utilities/city?province_id=32')).toBe('regions');
    // The header search is a question, not catalogue data: network-first.
    expect(cls('/api/cms/v2/product/search?q=lark')).toBe('api');
    expect(cls('/api/cms/v2/event?page=1')).toBe('api');
  });

  it('never caches account answers or the warranty check (docs/product.md §6)', () => {
    expect(cls('/api/cms/v2/account/me')).toBeUndefined();
    expect(cls('/api/cms/v2/account/registrations?lang=en')).toBeUndefined();
    expect(cls('/api/cms/v2/account/tickets')).toBeUndefined();
    expect(cls('/api/cms/v2/warranty/check?serial_number=X')).toBeUndefined();
    expect(cls('/api/cms/v2/warranty')).toBe('api'); // the public policy table is still cached
  });

  it("never keeps a studio preview link's read (a draft, no-store)", () => {
    expect(cls('/api/cms/v3/products/find?slug=x&preview=token')).toBeUndefined();
    expect(cls('/api/cms/v2/event/some-article?preview=token')).toBeUndefined();
    expect(cls('/api/cms/v2/event/some-article')).toBe('api');
  });

  it('queues form POSTs (registration, activation, subscription) but never account calls', () => {
    const q = (path: string, method = 'POST') => isQueuedPost(new URL(path, ORIGIN), method, ORIGIN);
    expect(q('/api/cms/v2/product-registration?lang=id')).toBe(true);
    expect(q('/api/cms/v2/warranty/activation')).toBe(true);
    expect(q('/api/cms/v2/subscription')).toBe(true);
    expect(q('/api/cms/v2/inquiry/store')).toBe(true);
    expect(q('/api/cms/v2/account/login')).toBe(false);
    expect(q('/api/cms/v2/account/password')).toBe(false);
    expect(q('/api/cms/v2/account/email-verification/confirm')).toBe(false);
    expect(q('/api/cms/v2/account/profile', 'PUT')).toBe(false);
    expect(isQueuedPost(new URL('https://cms.other.example/api/cms/v2/subscription'), 'POST', ORIGIN)).toBe(false);
  });

  it('never caches a read its declaration calls personal, whatever its path', () => {
    const read = { method: 'GET', path: 'v2/dealer-notes/:id', tag: 't', summary: 's', response: {}, errors: [] } as const;
    const personal = apiRoutes([{ ...read, cache: 'personal' } satisfies ReadEndpoint]);
    const publicToo = apiRoutes([{ ...read, cache: 'dealers' } satisfies ReadEndpoint]);
    const url = new URL('/api/cms/v2/dealer-notes/42?lang=id', ORIGIN);
    expect(personal.apiDataClass(url, ORIGIN)).toBeUndefined();
    expect(publicToo.apiDataClass(url, ORIGIN)).toBe('dealers');
    expect(personal.apiDataClass(new URL('/api/cms/v2/dealer-notes/42/', ORIGIN), ORIGIN)).toBeUndefined();
    // The same for every read the contract declares: personal never cached, the others in their class.
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.method !== 'GET') continue;
      const path = endpoint.path.replace(/:[A-Za-z_]+/g, 'x-1');
      const kept = endpoint.cache === 'personal' || endpoint.cache === 'network' ? undefined : endpoint.cache;
      expect([endpoint.path, cls(`/api/cms/${path}?lang=en`)]).toEqual([endpoint.path, kept]);
      // A read that needs the session is personal by declaration, so the worker cannot keep it.
      if (endpoint.session) expect([endpoint.path, endpoint.cache]).toEqual([endpoint.path, 'personal']);
    }
  });

  it('never keeps a `network` read: the offline dataset is stored by the page (docs/decisions/101)', () => {
    const read = { method: 'GET', path: 'v2/bulk/:part', tag: 't', summary: 's', response: {}, errors: [] } as const;
    const url = new URL('/api/cms/v2/bulk/base?lang=id', ORIGIN);
    expect(apiRoutes([{ ...read, cache: 'network' } satisfies ReadEndpoint]).apiDataClass(url, ORIGIN)).toBeUndefined();
    expect(apiRoutes([{ ...read, cache: 'api' } satisfies ReadEndpoint]).apiDataClass(url, ORIGIN)).toBe('api');
    expect(cls('/api/cms/v2/offline/dataset?lang=id&part=base')).toBeUndefined();
    expect(cls('/api/cms/v2/offline/version?lang=id')).toBeUndefined();
  });

  it('queues exactly the writes declared for the outbox', () => {
    const write = {
      method: 'POST',
      path: 'v2/notes/store',
      tag: 't',
      summary: 's',
      response: {},
      errors: [],
      encoding: 'multipart',
    } as const;
    const url = new URL('/api/cms/v2/notes/store', ORIGIN);
    expect(apiRoutes([{ ...write, outbox: true } satisfies WriteEndpoint]).isQueuedPost(url, 'POST', ORIGIN)).toBe(true);
    expect(apiRoutes([{ ...write, outbox: false } satisfies WriteEndpoint]).isQueuedPost(url, 'POST', ORIGIN)).toBe(false);
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.method === 'GET') continue;
      const queued = isQueuedPost(new URL(`/api/cms/${endpoint.path}`, ORIGIN), endpoint.method, ORIGIN);
      expect([endpoint.path, queued]).toEqual([endpoint.path, endpoint.outbox]);
    }
  });

  it('leaves other origins and non-API paths alone', () => {
    expect(apiDataClass(new URL('https://cms.other.example/api/cms/v2/product'), ORIGIN)).toBeUndefined();
    expect(cls('/media/products/x-640.webp')).toBeUndefined();
    expect(cls('/product-info/x')).toBeUndefined();
  });

  it('knows map tiles and the other widths of a demo image', () => {
    expect(isMapTile(new URL('https://tile.openstreetmap.org/12/3265/2110.png'), ORIGIN, 'image')).toBe(true);
    expect(isMapTile(new URL(`${ORIGIN}/12/3265/2110.png`), ORIGIN, 'image')).toBe(false);
    expect(sameImageOtherWidths(new URL(`${ORIGIN}/media/products/lark-1024.webp`))).toEqual([
      `${ORIGIN}/media/products/lark-640.webp`,
      `${ORIGIN}/media/products/lark-320.webp`,
    ]);
    // A studio upload: its other renditions, the page's 640 first.
    expect(sameImageOtherWidths(new URL(`${ORIGIN}/media/studio/0b5c-ab/960.webp`))).toEqual([
      `${ORIGIN}/media/studio/0b5c-ab/640.webp`,
      `${ORIGIN}/media/studio/0b5c-ab/320.webp`,
      `${ORIGIN}/media/studio/0b5c-ab/1280.webp`,
    ]);
    // One whose file was replaced: the same revision's other widths, never the old file's names.
    expect(sameImageOtherWidths(new URL(`${ORIGIN}/media/studio/0b5c-ab/640-r3.webp`))).toEqual([
      `${ORIGIN}/media/studio/0b5c-ab/320-r3.webp`,
      `${ORIGIN}/media/studio/0b5c-ab/960-r3.webp`,
      `${ORIGIN}/media/studio/0b5c-ab/1280-r3.webp`,
    ]);
    // A gallery view falls back to its own other widths, then to the product's main image (the saved thumbnail).
    expect(sameImageOtherWidths(new URL(`${ORIGIN}/media/products/lark--2-1024.webp`))).toEqual([
      `${ORIGIN}/media/products/lark--2-640.webp`,
      `${ORIGIN}/media/products/lark--2-320.webp`,
      `${ORIGIN}/media/products/lark-640.webp`,
      `${ORIGIN}/media/products/lark-1024.webp`,
      `${ORIGIN}/media/products/lark-320.webp`,
    ]);
  });
});
