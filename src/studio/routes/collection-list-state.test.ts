import { describe, expect, it } from 'vitest';
import { defaultColumns, listColumns } from '@/contract/studio/list-columns';
import { columnsOf, sameState, searchOf, stateOf } from './collection-list-state';

// A list's state in its address and a saved view's state (docs/decisions/250-staff-studio.md "Columns and saved
// views"): only what differs from the defaults is kept, a view written into the address reads back the same,
// and columns the list does not offer are left out.

describe("a collection list's state", () => {
  it('keeps the search, filters, sort and chosen columns; defaults are no state', () => {
    expect(stateOf('products', new URLSearchParams(''))).toEqual({});
    expect(stateOf('products', new URLSearchParams('sort=-updated_at&page=3&cols=' + defaultColumns('products').join(',')))).toEqual({});
    const search = new URLSearchParams('q=kamera&status=draft&sort=title&ref=brand_id:1&missing_en=yes&cols=price,brand_id,nope&page=2');
    expect(stateOf('products', search)).toEqual({
      q: 'kamera',
      status: 'draft',
      sort: 'title',
      ref: 'brand_id:1',
      missing_en: 'yes',
      cols: ['title', 'price', 'brand_id'],
    });
  });

  it('puts the title first and drops unknown or repeated columns', () => {
    expect(columnsOf('products', 'price,title,price,description')).toEqual(['title', 'price']);
    expect(columnsOf('products', 'nope')).toEqual(defaultColumns('products'));
    expect(columnsOf('dealers', null)).toContain('confirmed_at');
    expect(listColumns('products')).not.toContain('confirmed_at');
  });

  it('writes a view into the address and reads the same view back; the page starts again', () => {
    const view = { q: 'lensa', sort: '-id' as const, cols: ['title', 'status', 'price'] };
    const changes = searchOf('products', view);
    expect(changes).toEqual({
      q: 'lensa',
      status: undefined,
      sort: '-id',
      ref: undefined,
      unconfirmed: undefined,
      missing_en: undefined,
      cols: 'title,status,price',
      page: undefined,
    });
    const search = new URLSearchParams(Object.entries(changes).filter((e): e is [string, string] => e[1] !== undefined));
    expect(sameState('products', stateOf('products', search), view)).toBe(true);
    expect(sameState('products', view, { ...view, cols: ['title', 'price', 'status'] })).toBe(false);
    expect(sameState('products', {}, { sort: '-updated_at', cols: defaultColumns('products') })).toBe(true);
  });
});
