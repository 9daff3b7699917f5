import { describe, expect, it } from 'vitest';
import { apiDataClass, isMapTile, sameImageOtherWidths } from './api-routes';

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
  });
});
