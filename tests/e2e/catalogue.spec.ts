import { expect, test, type Page } from './support/test';

// Decision 010, in real Chromium against the production server and its seeded content.

/** External hosts (YouTube, marketplaces, maps) are answered locally: the test needs no internet. */
async function offlineExternals(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

/** "Rp 9.000.000" → 9000000. */
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));
const prices = async (page: Page) =>
  (await page.getByTestId('product-card').getByTestId('product-price').allTextContents()).filter((t) => t.startsWith('Rp')).map(rupiah);

test.beforeEach(async ({ page }) => {
  await offlineExternals(page);
});

test('home renders every section with content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Distributor Resmi Kamera & Video Gear' })).toBeVisible();
  const hero = page.getByTestId('section-hero');
  await expect(hero.getByTestId('slide').first()).toBeVisible();
  await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByTestId('section-home-categories').getByRole('link')).toHaveCount(7); // 6 + "see all"
  const sections: [string, string][] = [
    ['home-brands', 'Merek yang Kami Kelola'],
    ['home-promotions', 'Promosi'],
    ['home-trending', 'Produk Trending'],
    ['home-section_1', ''],
    ['home-product-section', 'Pilihan untuk Kreator'],
    ['home-testimonials', 'Kata Mereka'],
    ['home-events', 'Kegiatan'],
    ['home-videos', 'Video'],
    ['home-features', 'Mengapa Memilih Denka'],
    ['home-section_2', ''],
    ['home-articles', 'Artikel Terbaru'],
    ['home-dealers', 'Jaringan Dealer Resmi'],
  ];
  for (const [id, title] of sections) {
    const section = page.getByTestId(`section-${id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2, ...(title ? { name: title, exact: true } : {}) })).toBeVisible();
  }
  await expect(page.getByTestId('section-home-trending').getByTestId('product-card')).toHaveCount(10);
  await expect(page.getByTestId('section-home-promotions').getByTestId('slide')).not.toHaveCount(0);
  await expect(page.getByTestId('section-home-features').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByTestId('section-home-product-section').getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(page.getByTestId('section-home-testimonials').locator('figure')).not.toHaveCount(0);
  await expect(page.getByTestId('section-home-events').getByRole('article')).toHaveCount(4);
  await expect(page.getByTestId('section-home-articles').getByRole('article')).toHaveCount(4);
  await expect(page.getByTestId('section-home-videos').getByRole('link')).not.toHaveCount(0);
  await expect(page.getByTestId('dealer-stat').first()).toContainText(/\d+/);
  // Sections below the fold are laid out and painted only near the viewport (decision 112).
  const visibility = `getComputedStyle(document.querySelector('[data-testid="section-home-trending"]').parentElement).contentVisibility`;
  expect(await page.evaluate(visibility)).toBe('auto');
  // Every image has its intrinsic size, so nothing shifts when it loads.
  const unsized = await page.locator('main img:not([width])').count();
  expect(unsized).toBe(0);
});

test('a category page filters by a price range and sorts descending; the URL keeps the filters', async ({ page }) => {
  await page.goto('/product-category/mic-wireless');
  await expect(page.getByRole('heading', { level: 1, name: 'Mikrofon Nirkabel' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  expect(await prices(page)).toEqual([...(await prices(page))].sort((a, b) => a - b)); // ascending by default

  await page.getByLabel('Harga minimum').fill('1000000');
  await page.getByLabel('Harga maksimum').fill('5000000');
  await page.getByRole('button', { name: 'Terapkan filter' }).click();
  await page.getByLabel('Urutkan harga').selectOption('desc');
  await expect(page).toHaveURL(/min_price=1000000/);
  await expect(page).toHaveURL(/max_price=5000000/);
  await expect(page).toHaveURL(/sort=desc/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect
    .poll(async () => {
      const shown = await prices(page);
      return shown.length > 0 && shown.every((p, i) => p >= 1_000_000 && p <= 5_000_000 && (i === 0 || shown[i - 1]! >= p));
    })
    .toBe(true);
  const shown = await prices(page);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(new Set(shown).size).toBeGreaterThan(1);

  // A shared link restores the same list.
  await page.reload();
  await expect(page.getByLabel('Urutkan harga')).toHaveValue('desc');
  await expect.poll(() => prices(page)).toEqual(shown);
});

test('"load more" appends page 2 without losing page 1', async ({ page }) => {
  await page.goto('/product-category/mic-wireless');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  const firstPage = await cards.getByRole('heading').allTextContents();
  await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
  await expect(cards).toHaveCount(24);
  const both = await cards.getByRole('heading').allTextContents();
  expect(both.slice(0, 12)).toEqual(firstPage);
  expect(new Set(both).size).toBe(24);
});

test('a product page shows every tab with content, the price in rupiah and Product JSON-LD', async ({ page }) => {
  await page.goto('/product-info/insta360-x5');
  await expect(page.getByRole('heading', { level: 1, name: 'Insta360 X5' })).toBeVisible();
  await expect(page.getByTestId('product-price').first()).toHaveText('Rp 8.999.000');
  await expect(page.getByTestId('product-brand-link')).toHaveText('Insta360');
  await expect(page.getByTestId('product-gallery').locator('img').first()).toBeVisible();

  // The server's head adds a BreadcrumbList; exactly one Product block remains after hydration (decision 120).
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const products = blocks.filter((block) => block['@type'] === 'Product');
  expect(products).toHaveLength(1);
  const ld = products[0]!;
  expect(ld).toMatchObject({
    '@type': 'Product',
    name: 'Insta360 X5',
    offers: { '@type': 'Offer', priceCurrency: 'IDR', price: 8_999_000 },
  });

  const panel = page.getByRole('tabpanel');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await expect(panel).toContainText('Tentang Insta360 X5');
  await tab('Spesifikasi').click();
  await expect(panel.getByRole('rowheader', { name: 'Sensor' })).toBeVisible();
  await tab('Isi Kemasan').click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await tab('Video').click();
  await expect(panel.getByRole('button', { name: 'Putar video' })).toBeVisible();
  await tab('Unduh PDF').click();
  await expect(panel.getByRole('link', { name: 'Unduh PDF' })).toHaveAttribute('href', /\.pdf$/);
  await tab('FAQ').click();
  await panel.getByRole('button').first().click();
  await expect(panel.getByText(/Lensa dilepas|Bisa\./).first()).toBeVisible();
  await tab('Beli Online').click();
  await expect(panel.getByRole('link', { name: 'Beli di Tokopedia' })).toBeVisible();
  await tab('Beli di Dealer').click();
  await expect(panel.getByTestId('store-card').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Urutkan dari lokasi saya' })).toBeVisible();
  await tab('Toko Offline').click();
  await expect(panel.getByTestId('offline-provinces').getByRole('button').first()).toBeVisible();
  await tab('Ajukan Pengadaan').click();
  await expect(panel.getByTestId('procurement-link')).toHaveAttribute('href', '/b2b?product=insta360-x5');
  await expect(page.getByTestId('section-related-products').getByTestId('product-card').first()).toBeVisible();
});

test('"buy at a dealer" lists the nearest dealer first when the visitor shares a location', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 3.5952, longitude: 98.6722 }); // Medan
  await page.goto('/product-info/insta360-x5');
  await page.getByRole('tab', { name: 'Beli di Dealer', exact: true }).click();
  await page.getByRole('button', { name: 'Urutkan dari lokasi saya' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('store-card').first()).toContainText('Medan');
  await expect(page.getByRole('tabpanel').getByTestId('store-card').first()).toContainText(/ · \d+(,\d+)? k?m/);
  // Each dealer's name opens its own page (hours, what it stocks, the dealers near it).
  const first = page.getByRole('tabpanel').getByTestId('store-card').first();
  const name = (await first.getByRole('link').first().textContent())!;
  await first.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an unknown product is a real not-found page with a way back', async ({ page }) => {
  await page.goto('/product-info/tidak-ada-produk-ini');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk tidak ditemukan' })).toBeVisible();
  await page.getByRole('link', { name: 'Lihat kategori produk' }).click();
  await expect(page).toHaveURL(/\/product-categories$/);
  await expect(page.getByTestId('category-link').first()).toBeVisible();
});

test("a brand page lists only that brand's products", async ({ page }) => {
  await page.goto('/brand/hollyland');
  await expect(page.getByRole('heading', { level: 1, name: 'Hollyland' })).toBeVisible();
  const brands = page.getByTestId('section-brand-products').getByTestId('product-brand');
  await expect(brands.first()).toBeVisible();
  expect(new Set(await brands.allTextContents())).toEqual(new Set(['Hollyland']));
  await page.getByRole('link', { name: 'Semua produk' }).click();
  await expect(page).toHaveURL(/\/brand\/all\/hollyland$/);
  // The previous page's cards stay on screen until the new route has rendered: wait for its heading and
  // main list, then read until the cards are filled in (a list with any other brand fails on timeout).
  await expect(page.getByRole('heading', { level: 1, name: 'Semua produk Hollyland' })).toBeVisible();
  await expect(page.getByTestId('section-brand-products')).toHaveCount(0);
  await expect.poll(async () => [...new Set(await page.getByTestId('product-brand').allTextContents())]).toEqual(['Hollyland']);
});

test('brands, trending and downloads pages list their content', async ({ page }) => {
  await page.goto('/brands');
  await page.getByLabel('Cari merek').fill('sara');
  await expect(page.getByTestId('brand-list').getByRole('link')).toHaveText(['Saramonic']);
  await page.goto('/trending-product');
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await page.goto('/download');
  await expect(page.getByTestId('download-brand').first()).toBeVisible();
  await page.getByLabel('Merek').selectOption('hollyland');
  await expect(page.getByTestId('download-brand')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Manual (PDF)' }).first()).toHaveAttribute('href', /\.pdf$/);
});

test.describe('staff catalogue at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('search, filter by brand, see price and specs at a glance', async ({ page }) => {
    await page.goto('/product-catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Katalog Produk' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('catalog-row').first()).toBeVisible();
    await page.getByLabel('Cari produk').fill('lark');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/search=lark/);
    await page.getByLabel('Merek').selectOption('hollyland');
    await expect(page).toHaveURL(/brand=hollyland/);
    const rows = page.getByTestId('catalog-row');
    await expect(rows.first()).toContainText('Lark');
    await expect(rows.first().getByTestId('product-price')).toHaveText(/^Rp \d{1,3}(\.\d{3})+$/);
    await rows.first().getByRole('button').first().click();
    await expect(page.getByTestId('catalog-specs').getByRole('row').first()).toBeVisible();
    const overflow = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
      return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('first-screen reads in the page (decision 113)', () => {
  // Only the network counts here: a service worker could answer the reads from its own cache.
  test.use({ serviceWorkers: 'block' });

  const readsOf = (page: Page) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/cms/'))
        reads.push(
          `${url.pathname.slice('/api/cms/'.length)}?${[...url.searchParams]
            .map(([k, v]) => `${k}=${v}`)
            .sort()
            .join('&')}`,
        );
    });
    return reads;
  };

  test('home shows its header, hero, categories and brands without requesting any of them', async ({ page }) => {
    const reads = readsOf(page);
    await page.goto('/');
    await expect(page.getByTestId('section-hero').getByTestId('slide').first()).toBeVisible();
    await expect(page.getByTestId('section-home-categories').getByRole('link')).toHaveCount(7);
    await expect(page.getByTestId('section-home-brands').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('ticker-item')).toBeVisible();
    const firstScreen = [
      'v2/product/categories?lang=id',
      'v2/product/brands?lang=id',
      'v2/newsticker?lang=id',
      'v2/web-accessories?lang=id',
      'v2/main-slider?lang=id',
      'v2/popular_category?lang=id&size=6',
      'v2/product/brands?featured=yes&lang=id',
    ];
    expect(reads.filter((read) => firstScreen.includes(read))).toEqual([]);
    // The sections further down still read the API, once the page has settled.
    await expect(page.getByTestId('section-home-trending').getByTestId('product-card')).toHaveCount(10, { timeout: 15_000 });
    expect(reads).toContain('v2/trending_product?lang=id&size=10');
  });

  test('a product page shows its product without requesting it; the next product is read from the API', async ({ page }) => {
    const reads = readsOf(page);
    await page.goto('/product-info/insta360-x5');
    await expect(page.getByRole('heading', { level: 1, name: 'Insta360 X5' })).toBeVisible();
    expect(reads.filter((read) => read.startsWith('v3/products/find'))).toEqual([]);
    await page.goto('/product-info/insta360-x5'); // a reload gets its copy from the page again
    await expect(page.getByRole('heading', { level: 1, name: 'Insta360 X5' })).toBeVisible();
    const related = page.getByTestId('section-related-products').getByTestId('product-card').first();
    const name = (await related.getByRole('heading').first().textContent())?.trim() ?? '';
    await related.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(reads.filter((read) => read.startsWith('v3/products/find'))).toHaveLength(1);
  });
});
