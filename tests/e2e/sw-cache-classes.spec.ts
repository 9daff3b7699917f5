import { expect, test } from './support/test';
import { waitForServiceWorker } from './support/server-process';

// The worker keeps each read in the cache its declaration names, and never keeps a read declared personal
// (docs/decisions/200-code-structure.md, docs/product.md §6 and §10), in a real browser:
// `v2/account/me` answers 200 (null for a visitor), so only the worker's rule keeps it out of the caches.

const ACCOUNT = '/api/cms/v2/account/me';
const WARRANTY_TABLE = '/api/cms/v2/warranty';
const PROVINCES = '/api/cms/v2/utilities/province';

// Runs in the page (a string: the e2e tsconfig has no DOM types). Fetches the three reads through the
// worker, waits until it wrote the public ones and a little longer, then lists every cache's paths.
const FETCH_AND_LIST = `(async () => {
  const statuses = [];
  for (const url of ${JSON.stringify([ACCOUNT, WARRANTY_TABLE, PROVINCES])}) statuses.push((await fetch(url + '?lang=id')).status);
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const collect = async () => {
    const byCache = {};
    for (const name of await caches.keys()) {
      byCache[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return byCache;
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const all = Object.values(await collect()).flat();
    if (all.includes(${JSON.stringify(WARRANTY_TABLE)}) && all.includes(${JSON.stringify(PROVINCES)})) break;
    await pause(100);
  }
  await pause(500);
  return { statuses, kept: await collect() };
})()`;

test('a personal answer never reaches the worker caches; public reads land in their class', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const { statuses, kept } = (await page.evaluate(FETCH_AND_LIST)) as { statuses: number[]; kept: Record<string, string[]> };
  expect(statuses).toEqual([200, 200, 200]);
  expect(kept['denka-api-v1']).toContain(WARRANTY_TABLE);
  expect(kept['denka-regions-v1']).toContain(PROVINCES);
  expect(
    Object.values(kept)
      .flat()
      .filter((path) => path.startsWith('/api/cms/v2/account/')),
  ).toEqual([]);
});
