import { devices, expect, test, type APIRequestContext, type Page } from './support/test';

// Without JavaScript (turned off, or scripts that never arrive on a bad connection) the first screen's controls
// still work: they are links and forms the server answers (docs/decisions/113-first-screen.md).

test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

const phone = { viewport: devices['Pixel 7'].viewport, isMobile: true, hasTouch: true } as const;

async function aProduct(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const list = (await (await request.get('/api/cms/v3/products/fetch?per_page=1')).json()) as {
    data: { data: Array<{ slug: string; name: string }> };
  };
  return list.data.data[0]!;
}

/** The page is readable and usable: no start-up screen over it, the header's links can be followed. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText('Loading...', { exact: true })).toBeHidden();
}

test.describe('on a phone', () => {
  test.use(phone);

  test('the search icon opens a search box in place whose form reaches the results', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Buka pencarian seluler' }).click();
    await expect(page).toHaveURL(/\/$/); // in place: no page to wait for
    const box = page.getByRole('searchbox', { name: 'Cari Produk' });
    await expect(box).toBeVisible();
    await page.screenshot({ path: '/tmp/s23/shots/nojs-search-phone.png' });
    await box.fill('lark');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/lark$/);
    await expect(page.getByText('Hasil untuk "lark"')).toBeVisible();
    await expect(page.getByRole('link', { name: /Lark/ }).first()).toBeVisible();
  });

  test('the menu button opens the menu in place and its links work', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu seluler' });
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await menu.getByText('Layanan', { exact: true }).click(); // a section opens as a disclosure
    await page.screenshot({ path: '/tmp/s23/shots/nojs-menu-phone.png' });
    await menu.getByRole('link', { name: 'Dealer Resmi', exact: true }).click();
    await expect(page).toHaveURL(/\/authorized-store$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the menu closes by its own button, and its language link shows the page in English', async ({ page }) => {
    await open(page, '/brands');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu seluler' });
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await menu.getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/brands\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Brands/i);
  });

  test('the language links of the menu page show it in English', async ({ page }) => {
    await open(page, '/menu');
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/menu\?lang=en$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Authorized Dealers', exact: true })).toBeVisible();
  });
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the header offers the menu page, and the search icon the search box', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await page.screenshot({ path: '/tmp/s23/shots/nojs-menu-desktop.png' });
    await page.getByRole('button', { name: 'Buka pencarian', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Cari Produk' });
    await expect(box).toBeVisible();
    await page.screenshot({ path: '/tmp/s23/shots/nojs-search-desktop.png' });
    await box.fill('mic');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/mic$/);
  });

  test('the contact form is sent by the browser itself and lands on the thank-you page', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Formulir pesan' });
    await form.getByLabel('Nama').fill('Rina Tanpa Skrip');
    await form.getByLabel('Email').fill('rina@example.co.id');
    await form.getByLabel('Nomor telepon').fill('081234567890');
    await form.getByLabel('Pesan').fill('Pesan yang dikirim tanpa JavaScript.');
    await form.getByRole('button', { name: 'Kirim pesan' }).click();
    await expect(page).toHaveURL(/\/thankyousubmit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terima Kasih' })).toBeVisible();
  });

  test('a refused contact form says what to fix, in a page, with the way back', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Formulir pesan' });
    await form.getByLabel('Nama').fill('Rina');
    await form.getByLabel('Email').fill('rina@example.co.id');
    await form.getByLabel('Nomor telepon').fill('12345'); // the browser cannot know an Indonesian number
    await form.getByLabel('Pesan').fill('Halo');
    await form.getByRole('button', { name: 'Kirim pesan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Formulir belum terkirim' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toContainText(/telepon/i);
    await page.screenshot({ path: '/tmp/s14/shots/nojs-contact-refused.png' });
    await page.getByRole('link', { name: 'Kembali ke formulir' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('product tabs are links: to their panel in the page, or to ?tab=…', () => {
  test.use(phone);

  test('without scripts a tab shows its panel in place, or the server renders it', async ({ page, request }) => {
    const product = await aProduct(request);
    await open(page, `/product-info/${product.slug}`);
    await expect(page.getByTestId('spec-table')).toBeHidden();
    await page.getByRole('tab', { name: 'Spesifikasi' }).click();
    await expect(page).toHaveURL(new RegExp(`/product-info/${product.slug}#product-tabs-panel-specification$`));
    await expect(page.getByTestId('spec-table')).toBeVisible();
    await expect(page.locator('#product-tabs-panel-description')).toBeHidden();
    // The tab shown is the one marked, by CSS alone.
    const transparent = 'rgba(0, 0, 0, 0)';
    await expect(page.getByRole('tab', { name: 'Deskripsi' })).toHaveCSS('border-bottom-color', transparent);
    await expect(page.getByRole('tab', { name: 'Spesifikasi' })).not.toHaveCSS('border-bottom-color', transparent);
    await page.screenshot({ path: '/tmp/s23/shots/nojs-product-tab-phone.png' });
    await page.getByRole('tab', { name: 'Deskripsi' }).click();
    await expect(page.locator('#product-tabs-panel-description')).toBeVisible();
    await expect(page.getByTestId('spec-table')).toBeHidden();
    // A shared ?tab= address is rendered by the server, open at that tab.
    await open(page, `/product-info/${product.slug}?tab=specification`);
    await expect(page.getByRole('tab', { name: 'Spesifikasi' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('spec-table')).toBeVisible();
    // "Beli di Dealer" beside the price leads to its tab too.
    await page.getByRole('link', { name: 'Beli di Dealer' }).click();
    await expect(page).toHaveURL(/\?tab=dealer#tab-produk$/);
    await expect(page.getByRole('tab', { name: 'Beli di Dealer' })).toHaveAttribute('aria-selected', 'true');
  });

  test.describe('with scripts', () => {
    test.use({ javaScriptEnabled: true });

    test('a tab switches in place, its URL follows without a new history entry, and a reload keeps it', async ({ page, request }) => {
      const product = await aProduct(request);
      await page.goto(`/product-info/${product.slug}`);
      await expect(page.locator('#boot-splash')).toHaveCount(0, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate('history.length');
      await page.getByRole('tab', { name: 'Spesifikasi' }).click();
      await expect(page.getByTestId('spec-table')).toBeVisible();
      await expect(page).toHaveURL(/\?tab=specification$/);
      expect(await page.evaluate('history.length')).toBe(entries);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Spesifikasi' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('spec-table')).toBeVisible();
      await page.getByRole('tab', { name: 'Deskripsi' }).click();
      await expect(page).toHaveURL(new RegExp(`/product-info/${product.slug}$`));
    });
  });
});

test.describe('list pages are links the server answers', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Halaman daftar' });

  for (const { path, item } of [
    { path: '/authorized-store', item: (page: Page) => page.getByTestId('dealer-list').getByRole('article').first() },
    { path: '/article', item: (page: Page) => page.getByTestId('article-list').getByRole('article').first() },
  ]) {
    test(`${path}: the next page, a numbered page and back to the first`, async ({ page }) => {
      await open(page, path);
      const first = await item(page).textContent();
      await pager(page).getByRole('link', { name: 'Halaman berikutnya' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`));
      await expect(pager(page).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
      await expect(item(page)).not.toHaveText(first!);
      await pager(page).getByRole('link', { name: 'Halaman 3' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?page=3$`));
      await pager(page).getByRole('link', { name: 'Halaman pertama' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(item(page)).toHaveText(first!);
    });
  }
});

test.describe("the finders' filters are a GET form the server answers", () => {
  type Region = { id: string; name: string; store_count: number };
  const regions = async (request: APIRequestContext, path: string) =>
    ((await (await request.get(`/api/cms/v2/authorized_store/${path}`)).json()) as { data: Region[] }).data;
  const count = (page: Page) => page.getByTestId('dealer-count');

  for (const [screen, use] of [
    ['a phone', phone],
    ['a desktop screen', { viewport: { width: 1366, height: 900 } }],
  ] as const) {
    test.describe(`on ${screen}`, () => {
      test.use(use);

      test('province, then city and a search apply, and a city of another province is dropped', async ({ page, request }) => {
        const provinces = await regions(request, 'provinces');
        const province = provinces.find((p) => p.store_count >= 3)!;
        const cities = await regions(request, `cities?province_id=${province.id}`);
        const city = cities[0]!;
        await open(page, '/authorized-store');
        const form = page.getByRole('search', { name: 'Filter dealer' });
        await expect(form.getByLabel('Kota')).toBeDisabled();
        await form.getByLabel('Provinsi').selectOption(province.id);
        await form.getByRole('button', { name: 'Terapkan' }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]province=${province.id}(&|$)`));
        await expect(count(page)).toHaveText(`${province.store_count} dealer ditemukan`);
        await expect(form.getByLabel('Provinsi')).toHaveValue(province.id);
        // The server now lists that province's cities.
        await form.getByLabel('Kota').selectOption(city.id);
        await form.getByRole('button', { name: 'Terapkan' }).click();
        await expect(count(page)).toHaveText(`${city.store_count} dealer ditemukan`);
        await expect(page.getByTestId('dealer-list').getByRole('article')).toHaveCount(Math.min(10, city.store_count));
        await page.screenshot({ path: `/tmp/s16/shots/nojs-dealers-${screen === 'a phone' ? 'phone' : 'desktop'}.png`, fullPage: true });
        // Another province with the old city still in the form: the city no longer filters.
        const other = provinces.find((p) => p.id !== province.id)!;
        await form.getByLabel('Provinsi').selectOption(other.id);
        await form.getByRole('button', { name: 'Terapkan' }).click();
        await expect(count(page)).toHaveText(`${other.store_count} dealer ditemukan`);
        await expect(form.getByLabel('Kota')).toHaveValue('');
        // A search with Enter in its box; nothing matches this.
        await form.getByLabel('Cari dealer').fill('zzzz tidak ada');
        await form.getByLabel('Cari dealer').press('Enter');
        await expect(page.getByText('Dealer tidak ditemukan')).toBeVisible();
      });
    });
  }

  test.describe('on a desktop screen, what only the app answers', () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('the store-kind switch is two links, and the map button is not shown', async ({ page, request }) => {
      const online = (
        (await (await request.get('/api/cms/v2/authorized_store?type=online_store&per_page=1')).json()) as {
          data: { total: number };
        }
      ).data.total;
      await open(page, '/authorized-store?sort=desc&page=2');
      await expect(page.getByRole('radiogroup', { name: 'Jenis toko' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Tampilkan peta' })).toBeHidden();
      const kinds = page.getByRole('navigation', { name: 'Jenis toko' });
      await expect(kinds.getByRole('link', { name: 'Toko offline' })).toHaveAttribute('aria-current', 'page');
      // The other kind as the app's switch makes it: first page, sorted by name.
      await kinds.getByRole('link', { name: 'Toko online' }).click();
      await expect(page).toHaveURL(/\/authorized-store\?type=online$/);
      await expect(kinds.getByRole('link', { name: 'Toko online' })).toHaveAttribute('aria-current', 'page');
      await expect(count(page)).toHaveText(`${online} dealer ditemukan`);
      await kinds.getByRole('link', { name: 'Toko offline' }).click();
      await expect(page).toHaveURL(/\/authorized-store$/);
      await expect(page.getByTestId('dealer-list').getByRole('article').first()).toBeVisible();
    });
  });

  test.describe('in English', () => {
    test.use(phone);

    test('the language stays with the filters', async ({ page, request }) => {
      const province = (await regions(request, 'provinces'))[0]!;
      await open(page, '/authorized-store?lang=en');
      const form = page.getByRole('search', { name: 'Dealer filters' });
      await form.getByLabel('Province').selectOption(province.id);
      await form.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/[?&]lang=en(&|$)/);
      await expect(count(page)).toContainText(`${province.store_count} `);
      await expect(form.getByLabel('Province')).toHaveValue(province.id);
    });
  });

  test.describe('the service-centre finder', () => {
    test.use(phone);

    test('a city applies', async ({ page }) => {
      await open(page, '/service-center');
      const form = page.getByRole('search', { name: 'Filter service center' });
      const all = await page.getByTestId('service-center-count').textContent();
      const city = form.getByLabel('Kota');
      const value = await city.locator('option').nth(1).getAttribute('value');
      await city.selectOption(value!);
      await form.getByRole('button', { name: 'Terapkan' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]city=${value!.replace('.', '\\.')}(&|$)`));
      await expect(city).toHaveValue(value!);
      await expect(page.getByTestId('service-center-count')).not.toHaveText(all!);
      await expect(page.getByTestId('service-center-count')).toHaveText(/^[1-9]\d* service center ditemukan$/);
    });
  });
});
