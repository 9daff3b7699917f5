import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BOOT_READS_ELEMENT_ID } from '../contract/read-key';
import { apiGet } from './api-client';

// Decision 116: a read the page's HTML already answers is taken from it once, parsed like any answer.

const Schema = z.object({ data: z.array(z.object({ title: z.string() })) });

beforeAll(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_READS_ELEMENT_ID;
  block.textContent = JSON.stringify({
    'v2/newsticker?lang=id': { data: [{ title: 'Insta360 X5 telah hadir' }] },
    'v2/web-accessories?lang=id': { data: [{ wrong: true }] },
  });
  document.body.append(block);
});
afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('apiGet with the page’s first-screen reads', () => {
  it('answers from the page without a request the first time, and asks the API after that', async () => {
    const fetch = answer({ data: [{ title: 'from the API' }] });
    vi.stubGlobal('fetch', fetch);
    expect(await apiGet('v2/newsticker', Schema, { query: { lang: 'id' } })).toEqual({ data: [{ title: 'Insta360 X5 telah hadir' }] });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(BOOT_READS_ELEMENT_ID)).toBeNull(); // read once, then dropped from the page
    expect(await apiGet('v2/newsticker', Schema, { query: { lang: 'id' } })).toEqual({ data: [{ title: 'from the API' }] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the page’s copy does not fit the schema, or the page has no copy for the key', async () => {
    const fetch = answer({ data: [{ title: 'fresh' }] });
    vi.stubGlobal('fetch', fetch);
    expect(await apiGet('v2/web-accessories', Schema, { query: { lang: 'id' } })).toEqual({ data: [{ title: 'fresh' }] });
    expect(await apiGet('v2/newsticker', Schema, { query: { lang: 'en' } })).toEqual({ data: [{ title: 'fresh' }] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
