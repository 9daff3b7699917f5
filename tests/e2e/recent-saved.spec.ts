import { expect, test, type APIRequestContext, type Page } from './support/test';
import { waitForServiceWorker } from './support/server-process';

// Recently viewed and the saved list (/tersimpan, docs/decisions/010-public-pages.md): kept on the device with
// no account, shown after a reload and with no network, and the saved list joins the visitor's account when
// they log in (docs/decisions/130-accounts-and-sessions.md), as a union with what the account held.

type Product = { slug: string; name: string };

async function products(request: APIRequestContext, n: number): Promise<Product[]> {
  const body = (await (await request.get(`/api/cms/v3/products/fetch?per_page=${n}`)).json()) as { data: { data: Product[] } };
  expect(body.data.data.length).toBe(n);
  return body.data.data;
}

const cardNames = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('product-card').locator('h2 a, h3 a');

/** A product page, once its script has run: the page puts the product first in the device's history. */
async function openProduct(page: Page, product: Product) {
  await page.goto(`/product-info/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('denka.recent') ?? '[]') as { slug: string }[])[0]?.slug))
    .toBe(product.slug);
}

test.describe('recently viewed and saved', () => {
  test.use({ serviceWorkers: 'block' });

  test('two products viewed survive a reload, most recent first; a saved one too; logging in puts the list in the account', async ({
    page,
    browser,
    baseURL,
  }) => {
    // About twenty page loads, two logins and a registration: on the shared two-core CI machine under the other
    // worker's load it has taken over two minutes (and a login's move to /profile over ten seconds).
    test.setTimeout(240_000);
    const [a, b, c] = await products(page.request, 3);

    // Nothing yet: /tersimpan says so.
    await page.goto('/tersimpan');
    await expect(page.getByTestId('saved-list')).toContainText('Belum ada produk tersimpan');
    await expect(page.getByTestId('recently-viewed')).toContainText('Belum ada produk yang dilihat');

    await openProduct(page, a!);
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0); // the first product is not listed beside itself
    await openProduct(page, b!);
    await expect(cardNames(page, 'recently-viewed')).toHaveText([a!.name]);

    // Recently viewed survives a reload: on the product page, the home page and /tersimpan.
    await page.reload();
    await expect(cardNames(page, 'recently-viewed')).toHaveText([a!.name]);
    await page.goto('/');
    await expect(cardNames(page, 'recently-viewed')).toHaveText([b!.name, a!.name]);
    await page.goto('/tersimpan');
    await page.reload();
    await expect(cardNames(page, 'recently-viewed')).toHaveText([b!.name, a!.name]);

    // "Simpan" on the product page: a toggle button (aria-pressed) that reads "Tersimpan" once pressed.
    await openProduct(page, a!);
    const save = page.getByRole('button', { name: `Simpan ${a!.name}`, exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Tersimpan');
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    // The card's heart, by keyboard: on /tersimpan's recently viewed cards, b is saved too, then unsaved again.
    await page.goto('/tersimpan');
    await expect(page.getByText('Loading...')).toHaveCount(0); // the shell has started: focus stays where it is put
    await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);
    const heartB = page.getByTestId('recently-viewed').getByRole('button', { name: `Simpan ${b!.name}`, exact: true });
    await heartB.focus();
    await page.keyboard.press('Enter');
    await expect(heartB).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page, 'saved-list')).toHaveText([b!.name, a!.name]);
    await page.keyboard.press('Space');
    await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);
    await page.reload();
    await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);

    // The history clears; the saved list stays.
    await page.getByRole('button', { name: 'Hapus riwayat' }).click();
    await expect(page.getByTestId('recently-viewed')).toContainText('Belum ada produk yang dilihat');
    await page.reload();
    await expect(page.getByTestId('recently-viewed')).toContainText('Belum ada produk yang dilihat');
    await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);

    // An account that already holds c (saved on another device).
    const email = `simpan.${Date.now()}@contoh.id`;
    const password = 'rahasia-kamera-1';
    const other = await browser.newContext({ baseURL });
    const register = await other.request.post('/api/cms/v2/account/register', {
      data: { name: 'Sinta Simpan', email, phone: '081234567890', password },
    });
    expect(register.status()).toBe(201);
    const page2 = await other.newPage();
    await page2.goto('/login');
    await page2.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page2.getByLabel(/^Kata sandi/).fill(password);
    await page2.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page2).not.toHaveURL(/\/login/);
    await openProduct(page2, c!);
    await page2.getByRole('button', { name: `Simpan ${c!.name}`, exact: true }).click();
    await expect
      .poll(async () =>
        ((await (await page2.request.get('/api/cms/v2/account/saved')).json()) as { data: Product[] }).data.map((p) => p.slug),
      )
      .toEqual([c!.slug]);
    await other.close();

    // Log in on this device: the account holds the union, and so does the device.
    await page.goto('/login?next=%2Fprofile');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel(/^Kata sandi/).fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
    const inAccount = page.getByTestId('account-saved');
    await expect(inAccount.getByTestId('account-saved-item')).toHaveText([new RegExp(a!.name), new RegExp(c!.name)]);
    await page.reload();
    await expect(inAccount.getByTestId('account-saved-item')).toHaveText([new RegExp(a!.name), new RegExp(c!.name)]);
    await page.goto('/tersimpan');
    await expect(cardNames(page, 'saved-list')).toHaveText([a!.name, c!.name]);

    // Logged in, an un-save reaches the account.
    await page
      .getByTestId('saved-list')
      .getByRole('button', { name: `Simpan ${c!.name}`, exact: true })
      .click();
    await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);
    await expect
      .poll(async () =>
        ((await (await page.request.get('/api/cms/v2/account/saved')).json()) as { data: Product[] }).data.map((p) => p.slug),
      )
      .toEqual([a!.slug]);
  });
});

test('both lists show with no network, from the device', async ({ page, context, request }) => {
  const [a, b] = await products(request, 2);
  await page.goto('/tersimpan');
  await waitForServiceWorker(page);
  await openProduct(page, a!);
  await page.getByRole('button', { name: `Simpan ${a!.name}`, exact: true }).click();
  await openProduct(page, b!);
  await page.goto('/tersimpan');
  await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Produk Tersimpan' })).toBeVisible();
  await expect(cardNames(page, 'saved-list')).toHaveText([a!.name]);
  await expect(cardNames(page, 'recently-viewed')).toHaveText([b!.name, a!.name]);
  // Each card links to its product's page.
  await expect(cardNames(page, 'saved-list').first()).toHaveAttribute('href', `/product-info/${a!.slug}`);
  await context.setOffline(false);
});
