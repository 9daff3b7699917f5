import { expect, openHeaderDialog, test, type Page } from './support/test';

// Decision 010: header search at desktop and phone sizes against the real server and seed.

const NONSENSE = 'qzxjvwq';

/** Fails the test on uncaught page errors; external hosts are answered locally (offline CI). */
async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
  return errors;
}

async function openSearch(page: Page, button: string) {
  await page.goto('/');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await openHeaderDialog(page, button);
  const dialog = page.getByRole('dialog', { name: 'Cari Produk' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('desktop popup', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('"Insta360": highlighted products, the count line, "Lihat semua", Enter opens /search/Insta360', async ({ page }) => {
    const errors = await watch(page);
    const dialog = await openSearch(page, 'Buka pencarian');
    const input = dialog.getByRole('searchbox', { name: 'Cari Produk' });
    await input.fill('Insta360');
    const results = dialog.getByRole('region', { name: 'Hasil pencarian' });
    await expect(results).toBeVisible({ timeout: 10_000 });
    await expect(results.getByText(/^\d+ produk ditemukan untuk "Insta360"$/)).toBeVisible();
    const productLinks = results.locator('a[href^="/product-info/"]');
    await expect(productLinks).toHaveCount(3);
    await expect(productLinks.first().locator('mark', { hasText: /^Insta360$/i })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Lihat semua Insta360 produk' })).toHaveAttribute('href', '/search/Insta360');
    const box = await results.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(450);

    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/Insta360$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hasil Pencarian' })).toBeVisible();
    const grid = page.getByRole('region', { name: /^Produk/ });
    await expect(grid.locator('a[href^="/product-info/"]').first()).toBeVisible();
    await expect(grid.locator('mark').first()).toHaveText(/insta360/i);
    const before = await grid.locator('a[href^="/product-info/"]').count();
    await grid.getByRole('button', { name: /Muat lebih banyak/ }).click();
    await expect.poll(() => grid.locator('a[href^="/product-info/"]').count()).toBeGreaterThan(before);
    expect(errors).toEqual([]);
  });

  test('"kamera": cameras first in the popup and on /search/kamera, and both count lines say the API\'s true total', async ({ page }) => {
    const errors = await watch(page);
    // What the seeded API says: the products of the camera categories, and how many products match "kamera".
    const categories = (await (await page.request.get('/api/cms/v2/product/categories?lang=id')).json()) as {
      data: Array<{ slug: string; name: string }>;
    };
    const cameraSlugs = new Set<string>();
    for (const category of categories.data.filter((c) => /^kamera/i.test(c.name))) {
      const list = (await (await page.request.get(`/api/cms/v2/product?lang=id&category=${category.slug}&per_page=50`)).json()) as {
        products: { data: Array<{ slug: string }> };
      };
      for (const product of list.products.data) cameraSlugs.add(`/product-info/${product.slug}`);
    }
    expect(cameraSlugs.size).toBeGreaterThan(5);
    const listed = (await (await page.request.get('/api/cms/v2/product?lang=id&search=kamera&per_page=1')).json()) as {
      products: { total: number };
    };
    const total = listed.products.total;
    expect(total, 'more matches than the popup shows').toBeGreaterThan(21);

    const dialog = await openSearch(page, 'Buka pencarian');
    const input = dialog.getByRole('searchbox', { name: 'Cari Produk' });
    await input.fill('kamera');
    const results = dialog.getByRole('region', { name: 'Hasil pencarian' });
    await expect(results).toBeVisible({ timeout: 10_000 });
    await expect(results.getByText(`${total} produk ditemukan untuk "kamera"`, { exact: true })).toBeVisible();
    const shown = await results.locator('a[href^="/product-info/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(shown).toHaveLength(3);
    for (const href of shown) expect(cameraSlugs.has(href!), href!).toBe(true);

    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/kamera$/);
    const grid = page.getByRole('region', { name: /^Produk/ });
    await expect(grid.getByTestId('product-count')).toHaveText(`${total} produk`);
    await expect(grid.locator('a[href^="/product-info/"]').first()).toBeVisible();
    const cards = [
      ...new Set(await grid.locator('a[href^="/product-info/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
    ];
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const href of cards.slice(0, 5)) expect(cameraSlugs.has(href!), href!).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a nonsense term shows the three empty states', async ({ page }) => {
    const dialog = await openSearch(page, 'Buka pencarian');
    await dialog.getByRole('searchbox', { name: 'Cari Produk' }).fill(NONSENSE);
    const results = dialog.getByRole('region', { name: 'Hasil pencarian' });
    await expect(results).toBeVisible({ timeout: 10_000 });
    await expect(results.getByText(`0 produk ditemukan untuk "${NONSENSE}"`)).toBeVisible();
    for (const text of ['Produk tidak ditemukan', 'Dealer tidak ditemukan', 'Artikel tidak ditemukan']) {
      await expect(results.getByText(text)).toBeVisible();
    }
  });

  test('a product click lands on its page (full page load)', async ({ page }) => {
    const dialog = await openSearch(page, 'Buka pencarian');
    await dialog.getByRole('searchbox', { name: 'Cari Produk' }).fill('Hollyland');
    const first = dialog.getByRole('region', { name: 'Hasil pencarian' }).locator('a[href^="/product-info/"]').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/product-info\/[a-z0-9-]+$/);
    await Promise.all([page.waitForEvent('load'), first.click()]);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toHaveCount(0);
  });
});

test.describe('mobile dialog', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('"Insta360": preview of 3 products with highlights and "Lihat Semua Hasil"', async ({ page }) => {
    const errors = await watch(page);
    const dialog = await openSearch(page, 'Buka pencarian seluler');
    await expect(dialog.getByRole('heading', { name: 'Pencarian Lanjutan' })).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Cari Produk' }).fill('Insta360');
    const results = dialog.getByRole('region', { name: 'Hasil pencarian' });
    await expect(results).toBeVisible({ timeout: 10_000 });
    await expect(results.locator('a[href^="/product-info/"]')).toHaveCount(3);
    await expect(results.locator('mark').first()).toHaveText(/insta360/i);
    await expect(results.locator('a[href^="/berita_detail/"]')).toHaveCount(2);
    await results.getByRole('button', { name: /^Lihat Semua Hasil \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/search\/Insta360$/);
    expect(errors).toEqual([]);
  });

  test('a nonsense term shows "Tidak ada hasil ditemukan"', async ({ page }) => {
    const dialog = await openSearch(page, 'Buka pencarian seluler');
    await dialog.getByRole('searchbox', { name: 'Cari Produk' }).fill(NONSENSE);
    await expect(dialog.getByText('Tidak ada hasil ditemukan')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText('Coba gunakan kata kunci yang berbeda')).toBeVisible();
  });

  test('a product opens in-app on its page', async ({ page }) => {
    const dialog = await openSearch(page, 'Buka pencarian seluler');
    await dialog.getByRole('searchbox', { name: 'Cari Produk' }).fill('Saramonic');
    const first = dialog.getByRole('region', { name: 'Hasil pencarian' }).locator('a[href^="/product-info/"]').first();
    const href = await first.getAttribute('href');
    await page.evaluate(() => ((globalThis as unknown as Record<string, unknown>).__sameDocument = true));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // In-app navigation: the document (and the marker set on it) survived.
    expect(await page.evaluate(() => (globalThis as unknown as Record<string, unknown>).__sameDocument)).toBe(true);
  });
});
