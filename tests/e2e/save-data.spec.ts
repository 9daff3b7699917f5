import { devices, expect, test, type Request } from './support/test';
import { waitForServiceWorker } from './support/server-process';

// The data-saving mode (src/lib/data-saver.ts, docs/decisions/113-first-screen.md): a browser that sends
// `Save-Data: on` gets smaller image renditions, no map tiles until asked and nothing fetched ahead.

const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, extraHTTPHeaders: { 'Save-Data': 'on' } });

const PRODUCT = '/product-info/insta360-x5';

test('a product page is rendered for it: halved image slots, the head preloading the same rendition, nothing below the fold until reached', async ({
  page,
}) => {
  const related: string[] = [];
  const lcpImages: string[] = [];
  page.on('request', (request: Request) => {
    if (/\/api\/cms\/v3\/products\/fetch\?/.test(request.url())) related.push(request.url());
    if (/\/media\/products\/insta360-x5--1-/.test(request.url())) lcpImages.push(request.url());
  });
  await page.goto(PRODUCT);
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  const image = page.getByTestId('product-gallery').locator('img').first();
  await expect(image).toHaveAttribute('sizes', '(min-width: 62em) calc(40vw / 2), calc(100vw / 2)');
  await expect(page.locator('head link[rel=preload][as=image][data-route-meta]')).toHaveAttribute(
    'imagesizes',
    (await image.getAttribute('sizes'))!,
  );
  await expect(page.locator('#boot-splash')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(6_000); // idle: where the page would fetch what lies below the fold
  expect(related, 'the related products wait until the visitor reaches them').toEqual([]);
  expect(new Set(lcpImages).size, 'one rendition of the main image, the one the head preloaded').toBe(1);
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => related.length, { timeout: 15_000 }).toBeGreaterThan(0);
});

test("a product page's first visit, once the shell is cached, transfers at most 150 kB", async ({ page, context, request }) => {
  const list = (await (await request.get('/api/cms/v3/products/fetch?per_page=2')).json()) as { data: { data: Array<{ slug: string }> } };
  const slug = list.data.data[1]!.slug;
  await page.goto('/brands');
  await waitForServiceWorker(page);
  let counting = true;
  const transfers: Array<Promise<{ url: string; bytes: number }>> = [];
  context.on('requestfinished', (request) => {
    if (!counting) return;
    transfers.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return { url: request.url(), bytes: 0 }; // answered by the cache
        const sizes = await request.sizes();
        return { url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize };
      })(),
    );
  });
  await page.goto(`/product-info/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  counting = false;
  const all = await Promise.all(transfers);
  const total = all.reduce((sum, t) => sum + t.bytes, 0);
  test.info().annotations.push({ type: 'transfer', description: `${total} bytes in ${all.length} requests` });
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(150_000);
});

test("the dealer map shows its markers at once and loads the base map's tiles only when asked", async ({ page }) => {
  await page.goto('/authorized-store');
  await page.getByRole('button', { name: 'Tampilkan peta' }).click();
  await expect(page.locator('.dealer-cluster').first()).toBeVisible();
  const ask = page.getByRole('button', { name: 'Tampilkan peta dasar (hemat data aktif)' });
  await expect(ask).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.locator('.leaflet-tile')).toHaveCount(0);
  await ask.click();
  await expect(ask).toBeHidden();
  await expect.poll(() => page.locator('.leaflet-tile').count()).toBeGreaterThan(0);
  await expect(page.locator('.dealer-cluster').first()).toBeVisible();
});
