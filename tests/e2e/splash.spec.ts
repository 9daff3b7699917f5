import { expect, test } from '@playwright/test';

// The start-up screen ("Loading...") shows from the start and is gone 1,000 ms after navigation start,
// never later because of when the app mounted (docs/product.md §2.1).

test.use({ serviceWorkers: 'block' });

test('the start-up screen is shown from the first paint and gone by 1.1 s after navigation start (scripts cached)', async ({ page }) => {
  // Every moment the text "Loading..." appears in or leaves the document, on the page's own clock.
  await page.addInitScript({
    content: `window.__splash = [];
      const seen = () => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent.trim() === 'Loading...');
      let shown = false;
      new MutationObserver(() => {
        const now = seen();
        if (now !== shown) { shown = now; window.__splash.push({ shown: now, at: performance.now() }); }
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
  });
  // A returning visitor: the scripts are in the HTTP cache, so what is measured is the splash's own
  // timing, not how long this machine takes to compile the scripts cold (docs/benchmarks.md has that).
  await page.goto('/');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  const changes = (await page.evaluate('window.__splash')) as Array<{ shown: boolean; at: number }>;
  // Shown once (the HTML's screen, then the app's own in the same place, with no gap), then gone once.
  expect(changes.map((change) => change.shown)).toEqual([true, false]);
  const [, gone] = changes;
  expect(gone!.at, 'never before the second is up').toBeGreaterThanOrEqual(1_000);
  expect(gone!.at, 'gone by 1.1 s after navigation start').toBeLessThanOrEqual(1_100);
});
