import { devices, expect, test, type Page } from './support/test';

// Filters on search results (docs/decisions/140-search-and-reads-at-scale.md), in real Chromium against the
// production build: /search/{term} offers the results' categories with counts; once one is chosen, its
// specifications filter as on its own page (the same form, the same URL parameters) and the count is the API's;
// the URL is the list (reloaded, opened again, the back button); a bad filter is ignored with a notice;
// the cards carry the "Simpan" heart; a phone has the "Filter (n)" sheet.

const TERM = 'mic';
const CATEGORY = 'mic-wireless';
const CHOICE = 'konektor-ponsel';

type ListBody = {
  products: { total: number; data: { name: string; slug: string }[] };
  categories?: { slug: string; name: string; count: number }[];
  facets?: { key: string; options: { value: string; count: number }[] }[];
};

async function apiList(page: Page, params: Record<string, string>) {
  const query = new URLSearchParams({ search: TERM, facets: 'yes', per_page: '12', ...params });
  const res = await page.request.get(`/api/cms/v2/product?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ListBody;
}

/** What the API says: the search's categories, the category's count, and a choice option to narrow it by. */
async function expected(page: Page) {
  const all = await apiList(page, {});
  const category = all.categories!.find((c) => c.slug === CATEGORY)!;
  expect(category, `"${TERM}" finds products in ${CATEGORY}`).toBeDefined();
  const inCategory = await apiList(page, { category: CATEGORY });
  expect(inCategory.products.total).toBe(category.count);
  const option = inCategory.facets!.find((f) => f.key === CHOICE)!.options.find((o) => o.count > 0 && o.count < category.count)!;
  expect(option, `an option of ${CHOICE} that narrows the list`).toBeDefined();
  const narrowed = await apiList(page, { category: CATEGORY, spec: `${CHOICE}:${option.value}` });
  expect(narrowed.products.total).toBe(option.count);
  return { all, category, option, narrowed };
}

const names = (page: Page) => page.getByTestId('product-card').getByRole('heading').allTextContents();

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
});

test('search, narrow by category and a specification: the right count, the same list reloaded and shared, back restores; the heart saves', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { all, category, option, narrowed } = await expected(page);

  await page.goto(`/search/${TERM}`);
  const count = page.getByTestId('product-count');
  await expect(count).toHaveText(`${all.products.total} produk`);
  const filters = page.getByRole('search', { name: 'Filter produk' });
  const categories = filters.locator('[data-facet="category"]');
  await expect(categories).toContainText(`${category.name} (${category.count})`);
  // Specifications come with a category.
  await expect(filters.locator(`[data-facet="${CHOICE}"]`)).toHaveCount(0);

  await categories.getByRole('radio', { name: `${category.name} (${category.count})` }).check();
  await expect(page).toHaveURL(new RegExp(`/search/${TERM}\\?category=${CATEGORY}$`));
  await expect(count).toHaveText(`${category.count} produk`);
  const choice = filters.locator(`[data-facet="${CHOICE}"]`);
  await expect(choice).toContainText(`${option.value} (${option.count})`);
  await choice.getByRole('checkbox', { name: new RegExp(`^${option.value} \\(`) }).check();
  await expect(count).toHaveText(`${narrowed.products.total} produk`);
  await expect(page).toHaveURL(new RegExp(`f\\.${CHOICE}=`));
  await expect(page.getByTestId('filter-button')).toHaveText('Filter (2)');
  const shown = narrowed.products.data.map((p) => p.name);
  await expect.poll(() => names(page)).toEqual(shown);

  // Reloaded, and opened from the shared URL: the same list.
  await page.reload();
  await expect(count).toHaveText(`${narrowed.products.total} produk`);
  await expect.poll(() => names(page)).toEqual(shown);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('product-count')).toHaveText(`${narrowed.products.total} produk`);
  await expect.poll(() => names(other)).toEqual(shown);
  await other.close();

  // Back: the category without the specification, then the whole search.
  await page.goBack();
  await expect(count).toHaveText(`${category.count} produk`);
  await page.goBack();
  await expect(count).toHaveText(`${all.products.total} produk`);

  // The "Simpan" heart on a search result's card: on the saved list, with no account.
  const first = all.products.data[0]!;
  const heart = page
    .getByTestId('product-card')
    .first()
    .getByRole('button', { name: `Simpan ${first.name}`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/tersimpan');
  await expect(page.getByRole('main').getByRole('link', { name: first.name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('without JavaScript the filters are a GET form the server answers: a category, then one of its options', async ({ browser, page }) => {
  const { all, category, option, narrowed } = await expected(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const plain = await context.newPage();
  await plain.goto(`/search/${TERM}`);
  await expect(plain.getByTestId('product-count')).toHaveText(`${all.products.total} produk`);
  const form = plain.locator('form[aria-label="Filter produk"]');
  await expect(form).toHaveAttribute('method', 'get');
  await expect(form).toHaveAttribute('action', `/search/${TERM}`);
  // The browser's own submission of the chosen category: the server renders it with its facets.
  await form.locator(`input[name="category"][value="${CATEGORY}"]`).check();
  await form.getByRole('button', { name: 'Terapkan filter' }).click();
  await expect(plain).toHaveURL(new RegExp(`/search/${TERM}\\?category=${CATEGORY}`));
  await expect(plain.getByTestId('product-count')).toHaveText(`${category.count} produk`);
  await form.locator(`[data-facet="${CHOICE}"] input[value="${option.value}"]`).check();
  await form.getByRole('button', { name: 'Terapkan filter' }).click();
  await expect(plain).toHaveURL(new RegExp(`f\\.${CHOICE}=`));
  await expect(plain.getByTestId('product-count')).toHaveText(`${narrowed.products.total} produk`);
  await context.close();
});

test('a bad filter in the URL is ignored with a notice (the API answers 400, never 500); no result says which filter to drop', async ({
  page,
}) => {
  for (const spec of ['transmitter:5..1', 'no-such-key:1', `${CHOICE}:1..2`]) {
    const res = await page.request.get(`/api/cms/v2/product?search=${TERM}&category=${CATEGORY}&spec=${encodeURIComponent(spec)}`);
    expect(res.status(), spec).toBe(400);
  }
  expect((await page.request.get(`/api/cms/v2/product?search=${TERM}&spec=transmitter:1..2`)).status()).toBe(400);

  const { category } = await expected(page);
  await page.goto(`/search/${TERM}?category=${CATEGORY}&f.transmitter.min=5&f.transmitter.max=1&f.no-such-key=1`);
  const notice = page.getByTestId('ignored-filters');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('batas bawah lebih besar dari batas atas');
  await expect(notice).toContainText('no-such-key: tidak ada di kategori ini');
  await expect(page.getByTestId('product-count')).toHaveText(`${category.count} produk`);

  // Nothing matches: one button per filter to drop (the term is the page's own, not one of them).
  await page.goto(`/search/${TERM}?category=${CATEGORY}&min_price=999999999999`);
  const relax = page.getByTestId('relax-filters');
  await expect(relax.getByRole('button', { name: /^Hapus filter Harga minimum/ })).toBeVisible();
  await expect(relax.getByRole('button', { name: /^Hapus filter Kategori/ })).toBeVisible();
  await expect(relax.getByRole('button', { name: /Kata kunci/ })).toHaveCount(0);
  await relax.getByRole('button', { name: /^Hapus filter Harga minimum/ }).click();
  await expect(page.getByTestId('product-count')).toHaveText(`${category.count} produk`);
});

test('on a Pixel 7: two results on the first screen, the categories in the sheet from the sticky "Filter (n)" bar', async ({ browser }) => {
  const { userAgent, viewport, isMobile, hasTouch } = devices['Pixel 7'];
  const context = await browser.newContext({ userAgent, viewport, isMobile, hasTouch, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const { category } = await expected(page);
  await page.goto(`/search/${TERM}`);
  const button = page.getByTestId('filter-button');
  await expect(button).toHaveText('Filter');
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await button.click();
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: `${category.name} (${category.count})` }).check();
  await expect(page.getByTestId('filter-button')).toHaveText('Filter (1)');
  await expect(page.getByTestId('product-count')).toHaveText(`${category.count} produk`);
  await panel.getByRole('link', { name: /^Tampilkan \d+ produk$/ }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(12, category.count));
  // Two columns: the first two cards side by side.
  const [a, b] = [await page.getByTestId('product-card').nth(0).boundingBox(), await page.getByTestId('product-card').nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  await context.close();
});
