import { expect, test, type APIRequestContext } from './support/test';

// What fits what (src/server/repositories/fits.ts, docs/decisions/010-public-pages.md): an accessory's page
// lists what it fits ("Cocok untuk") with working links, a camera's page what fits it ("Aksesori yang cocok");
// "Perangkat saya" picked once on the camera's page marks its accessories in the lists, and the category
// list's "hanya yang cocok" filter (a field of the GET form, so the server renders it without JavaScript
// too) keeps only those.

type Named = { slug: string; name: string; category: { slug: string } };

async function fitsOf(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/cms/v2/product/fits?produk=${slug}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { fits: Named[]; fitting: Named[] } }).data;
}

const CAMERA = 'insta360-x4';
const ACCESSORY = 'insta360-bullet-time-accessory';

test.describe('what fits what', () => {
  test.use({ serviceWorkers: 'block' });

  test("an accessory's page lists what it fits, each a working link; the camera's page lists it back", async ({ page, request }) => {
    const { fits } = await fitsOf(request, ACCESSORY);
    expect(fits.length).toBeGreaterThanOrEqual(3);
    await page.goto(`/product-info/${ACCESSORY}`);
    const section = page.getByRole('region', { name: 'Cocok untuk' });
    await expect(section.getByTestId('product-card')).toHaveCount(fits.length);
    for (const product of fits) await expect(section.getByRole('link', { name: product.name, exact: true })).toBeVisible();
    const camera = fits.find((p) => p.slug === CAMERA)!;
    await section.getByRole('link', { name: camera.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product-info/${CAMERA}$`));
    await expect(page.getByRole('heading', { level: 1, name: camera.name })).toBeVisible();
    const accessories = page.getByRole('region', { name: 'Aksesori yang cocok' });
    await expect(accessories.getByRole('link', { name: 'Insta360 Bullet Time Accessory', exact: true })).toBeVisible();
  });

  test('"Perangkat saya": set once, fitting accessories marked in the list, "hanya yang cocok" keeps only them', async ({
    page,
    request,
  }) => {
    const fitting = (await fitsOf(request, CAMERA)).fitting.filter((p) => p.category.slug === 'aksesoris');
    expect(fitting.length).toBeGreaterThanOrEqual(3);
    await page.goto(`/product-info/${CAMERA}`);
    const accessories = page.getByRole('region', { name: 'Aksesori yang cocok' });
    await accessories.getByRole('button', { name: 'Jadikan perangkat saya' }).click();
    await expect(accessories.getByText('Ini perangkat saya', { exact: false })).toBeVisible();

    await page.goto('/product-category/aksesoris');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const filter = page.getByRole('checkbox', { name: 'Hanya yang cocok untuk Insta360 X4' });
    await expect(filter).not.toBeChecked();
    // Every card marked is one that fits; the list is not yet filtered.
    const marked = page.getByTestId('product-card').filter({ has: page.getByTestId('fits-my-device') });
    for (const name of await marked.locator('h2 a, h3 a').allInnerTexts()) expect(fitting.map((p) => p.name)).toContain(name);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(fitting.length);

    await filter.check();
    await expect(page).toHaveURL(/[?&]fits=insta360-x4/);
    await expect(page.getByTestId('product-card')).toHaveCount(fitting.length);
    await expect(page.getByTestId('fits-my-device')).toHaveCount(fitting.length);
    const shown = await page.getByTestId('product-card').locator('h2 a, h3 a').allInnerTexts();
    expect(shown.sort()).toEqual(fitting.map((p) => p.name).sort());

    // Kept on the device: a reload keeps the device and the filtered list; unchecking brings the whole list back.
    await page.reload();
    await expect(page.getByTestId('product-card')).toHaveCount(fitting.length);
    await expect(page.getByRole('checkbox', { name: 'Hanya yang cocok untuk Insta360 X4' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Hanya yang cocok untuk Insta360 X4' }).uncheck();
    await expect(page).not.toHaveURL(/fits=/);
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(fitting.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server renders both sections and the filtered list', async ({ page, request }) => {
      const fitting = (await fitsOf(request, CAMERA)).fitting.filter((p) => p.category.slug === 'aksesoris');
      await page.goto(`/product-info/${ACCESSORY}`);
      await expect(page.getByRole('region', { name: 'Cocok untuk' }).getByRole('link', { name: 'Insta360 X4', exact: true })).toBeVisible();
      await page.goto(`/product-category/aksesoris?fits=${CAMERA}`);
      await expect(page.getByTestId('product-card')).toHaveCount(fitting.length);
      await expect(page.locator('input[name="fits"]')).toBeChecked();
    });
  });
});
