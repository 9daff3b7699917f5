import { devices, expect, test } from './support/test';

// The nearest dealers' city list on a product page (docs/decisions/113-first-screen.md, "Code the visitor
// reaches for"): the page arrives with a plain field drawn as the Select, and the Select's chunk loads only when
// the visitor reaches for the field; it then takes the focus and keeps what was typed, and choosing a city lists
// the dealers near it that carry the product.

const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];

test.describe('the city list of "Tersedia di dealer terdekat"', () => {
  test.use({ ...pixel, serviceWorkers: 'block' });

  test('loads when the field is reached for, keeps the typed text and lists the chosen city', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/product-info/insta360-x5');
    const section = page.getByTestId('nearest-dealers');
    const field = section.getByRole('textbox', { name: 'Pilih kota' });
    await field.scrollIntoViewIfNeeded();
    await expect(field).toBeVisible();
    // Not before: the page's own scripts came without the combobox. floating-ui is asked of what the page loaded
    // before its load event: once idle, the header prefetches its dialogs' code, which has it.
    expect(scripts.some((path) => /\/city-select-[\w-]+\.js$/.test(path))).toBe(false);
    const beforeLoad = await page.evaluate<string[]>(`(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= navigation.loadEventStart)
        .map((entry) => new URL(entry.name).pathname);
    })()`);
    expect(beforeLoad.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true); // the list is the page's
    expect(beforeLoad.filter((path) => /\/floating-ui/.test(path))).toEqual([]);

    await field.tap();
    await page.keyboard.type('Kota Band');
    const select = section.getByRole('combobox', { name: 'Pilih kota' });
    await expect(select).toBeFocused();
    await expect(select).toHaveValue('Kota Band');
    expect(scripts.some((path) => /\/city-select-[\w-]+\.js$/.test(path))).toBe(true);

    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/product_dealers')) reads.push(request.url());
    });
    const option = page.getByRole('option', { name: 'Kota Bandung', exact: true });
    const cityId = await option.getAttribute('value');
    expect(cityId).toBeTruthy();
    await option.tap();
    await expect(select).toHaveValue('Kota Bandung');
    await expect(section.getByTestId('nearest-dealer').first()).toBeVisible();
    expect(reads.some((url) => new URL(url).searchParams.get('city_id') === cityId)).toBe(true);
  });
});
