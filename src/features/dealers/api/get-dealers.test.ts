import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDealer } from '../lib/test-dealers';
import { getDealers } from './get-dealers';

// Past 1000 dealers the list has more pages (decision 025): the finder must get every one of them.
describe('getDealers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('walks every page, so 13,230 dealers are 13,230, not the first 1000', async () => {
    const TOTAL = 13_230;
    const PER_PAGE = 1000;
    const lastPage = Math.ceil(TOTAL / PER_PAGE);
    const asked: number[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      asked.push(page);
      const from = (page - 1) * PER_PAGE;
      const data = Array.from({ length: Math.min(PER_PAGE, TOTAL - from) }, (_, i) =>
        makeDealer({ id: from + i + 1, name: `Dealer ${from + i + 1}` }),
      );
      const body = {
        data: { current_page: page, last_page: lastPage, total: TOTAL, per_page: PER_PAGE, from: from + 1, to: from + data.length, data },
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const dealers = await getDealers('id', 'offline_store');
    expect(dealers).toHaveLength(TOTAL);
    expect(new Set(dealers.map((d) => d.id)).size).toBe(TOTAL);
    expect(dealers.at(-1)?.id).toBe(TOTAL);
    expect(asked.sort((a, b) => a - b)).toEqual(Array.from({ length: lastPage }, (_, i) => i + 1));
  });
});
