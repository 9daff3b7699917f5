import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsticker, webAccessories } from '../contract/endpoints/site';
import { BOOT_READS_ELEMENT_ID } from '../contract/read-key';
import { apiGet } from './api-client';

// Decision 113: a read the page's HTML already answers is taken from it once, parsed like any answer.

const item = (title: string) => ({ id: 1, title, url: null });

beforeAll(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_READS_ELEMENT_ID;
  block.textContent = JSON.stringify({
    'v2/newsticker?lang=id': { data: [item('Insta360 X5 telah hadir')] },
    'v2/web-accessories?lang=id': { data: [{ wrong: true }] },
  });
  document.body.append(block);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('apiGet with the page’s first-screen reads', () => {
  it('answers from the page without a request the first time, and asks the API after that', async () => {
    const fetch = answer({ data: [item('from the API')] });
    vi.stubGlobal('fetch', fetch);
    expect(await apiGet(newsticker, { query: { lang: 'id' } })).toEqual({ data: [item('Insta360 X5 telah hadir')] });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(BOOT_READS_ELEMENT_ID)).toBeNull(); // read once, then dropped from the page
    expect(await apiGet(newsticker, { query: { lang: 'id' } })).toEqual({ data: [item('from the API')] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the page’s copy does not fit the schema, or the page has no copy for the key', async () => {
    const accessory = { id: 2, key: 'hover-logo-insta360', title: 'fresh', media_url: null };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ data: [accessory] }))
      .mockResolvedValueOnce(Response.json({ data: [item('fresh')] }));
    vi.stubGlobal('fetch', fetch);
    expect(await apiGet(webAccessories, { query: { lang: 'id' } })).toEqual({ data: [accessory] });
    expect(await apiGet(newsticker, { query: { lang: 'en' } })).toEqual({ data: [item('fresh')] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
