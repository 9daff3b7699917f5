import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { devices, expect, test, type Browser, type Page } from './support/test';
import { ADMIN, pick, pngBytes, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';

// The studio's media library (docs/decisions/260-studio-media-and-csv.md), in real Chromium against the production
// build: three images in one drop, a product that takes one from the library through the picker, a focal point
// set by a click that the product page's square crop follows at once, the same image reused on a second product,
// a used file that cannot be deleted while an unused one can, and a used picture replaced everywhere ("Ganti file"). Its own servers (PGlite, then PostgreSQL) in this spec's ports.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 30;
let server: StudioServer;

const FILES = [
  { name: 'lensa-merah.png', rgb: [200, 40, 40] as [number, number, number] },
  { name: 'lensa-hijau.png', rgb: [40, 160, 60] as [number, number, number] },
  { name: 'lensa-biru.png', rgb: [40, 40, 200] as [number, number, number] },
];

/** Serious or critical axe violations (WCAG 2.2 AA and best practice), as studio-a11y.spec.ts counts them. */
async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The square crop the public product page shows for its main picture (its `src`). */
async function productImage(browser: Browser, slug: string): Promise<string> {
  const context = await browser.newContext({ baseURL: server.base });
  const shop = await context.newPage();
  await shop.goto(`/product-info/${slug}`);
  const img = shop.locator('img[src*="/media/studio/"]').first();
  await expect(img).toBeVisible({ timeout: 15_000 });
  const src = (await img.getAttribute('src'))!;
  await context.close();
  return src;
}

/** A new product whose main picture is chosen from the library, published. */
async function productFromLibrary(page: Page, name: string, file: string): Promise<string> {
  await page.goto(`${server.base}/studio/c/products/new`);
  await page.getByRole('textbox', { name: 'Nama produk', exact: true }).fill(name);
  await pick(page, 'Merek', 'Hollyland', /^Hollyland$/);
  await pick(page, 'Kategori', 'Kamera 360', 'Kamera 360');
  await page.getByLabel('Harga (Rp)').fill('1500000');
  await page.getByLabel('Deskripsi singkat (ID)').fill('Kamera dengan gambar dari pustaka media.');
  await page.getByLabel('Deskripsi singkat (EN)').fill('A camera with a picture from the media library.');
  await page.getByRole('button', { name: 'Pilih dari pustaka' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Pilih gambar untuk Gambar utama' });
  await modal.getByRole('searchbox', { name: 'Cari nama berkas atau teks alternatif' }).fill(file.replace('.png', ''));
  await expect(modal.getByRole('button', { name: /^Pilih / })).toHaveCount(1, { timeout: 10_000 });
  await modal.getByRole('button', { name: `Pilih ${file}` }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.locator('img.studio-preview-image')).toHaveCount(1);
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page).toHaveURL(/\/studio\/c\/products\/\d+$/);
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.locator('[data-status="published"]')).toBeVisible();
  return (await page.getByLabel('Slug (alamat halaman)').inputValue()) || name.toLowerCase().replace(/\s+/g, '-');
}

// Both databases, each on a server of its own (the studio specs' way: playwright.config.ts).
for (const { backend, port } of [
  { backend: 'pglite', port: PORT },
  { backend: 'postgres', port: PORT + 1 },
] as const) {
  test.describe(`media library on ${backend}`, () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startStudioServer(backend, port);
    });
    test.afterAll(async () => server?.stop());

    test('three images in one drop, one product takes one from the library, its square crop follows a new focal point, a second product reuses it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      await page.getByRole('link', { name: 'Pustaka media' }).click();
      await expect(page.getByRole('heading', { name: 'Pustaka media' })).toBeVisible();

      // One drop of three files: each is uploaded and listed with its own state.
      await page
        .locator('input[type=file][aria-label="Unggah gambar ke pustaka media"]')
        .setInputFiles(FILES.map((f) => ({ name: f.name, mimeType: 'image/png', buffer: pngBytes(1200, 600, f.rgb) })));
      const uploads = page.getByTestId('media-upload-list');
      await expect(uploads.getByText('Selesai')).toHaveCount(3, { timeout: 30_000 });
      await expect(page.getByText('3 dari 3 berkas selesai')).toBeVisible();
      const grid = page.getByTestId('media-grid');
      for (const f of FILES) await expect(grid.getByRole('button', { name: `Ubah ${f.name}` })).toBeVisible();
      // Their alt texts are still the file names: the filter finds them (the server filters).
      // (A click, not check(): the box follows the URL, which the router updates a moment later.)
      await page.getByLabel('Teks alternatif belum diisi').click();
      await expect(page).toHaveURL(/missing_alt=1/);
      await expect(page.getByLabel('Teks alternatif belum diisi')).toBeChecked();
      await expect(grid.getByRole('button', { name: /^Ubah lensa-/ })).toHaveCount(3);
      await page.getByLabel('Teks alternatif belum diisi').click();
      await expect(page).not.toHaveURL(/missing_alt=1/);

      // A product takes the red one from the library.
      const slug = await productFromLibrary(page, 'Kamera Pustaka Satu', 'lensa-merah.png');
      const before = await productImage(browser, slug);
      expect(before).toMatch(/-f500-500\.webp$/);

      // The red one's drawer: real alt texts, a focal point near the left edge by a click, saved.
      await page.goto(`${server.base}/studio/media?q=lensa-merah`);
      await page.getByRole('button', { name: 'Ubah lensa-merah.png' }).click();
      const drawer = page.getByRole('dialog', { name: 'Detail media' });
      await expect(drawer.getByTestId('media-usages').getByRole('link', { name: 'Kamera Pustaka Satu' })).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Hapus berkas' })).toBeDisabled();
      await drawer.getByLabel('Teks alternatif (ID)').fill('Lensa merah tampak depan');
      await drawer.getByLabel('Teks alternatif (EN)').fill('Red lens, front view');
      const picture = drawer.getByTestId('media-focal-picture');
      const box = (await picture.boundingBox())!;
      const squareBefore = await drawer.locator('[data-slot="square"] img').getAttribute('style');
      await picture.click({ position: { x: box.width * 0.1, y: box.height * 0.5 } });
      // The square slot's preview moved with it (the crop box is the server's).
      await expect.poll(() => drawer.locator('[data-slot="square"] img').getAttribute('style')).not.toBe(squareBefore);
      await drawer.getByRole('button', { name: 'Simpan' }).click();
      await expect(drawer.getByText('Tersimpan. Konten terbit yang memakai gambar ini kini menampilkan potongan baru.')).toBeVisible();

      // The product page's square crop follows at once: a new, versioned URL cut around the left part.
      const after = await productImage(browser, slug);
      expect(after).not.toBe(before);
      const focal = /-f(\d+)-(\d+)\.webp$/.exec(after);
      expect(focal, after).not.toBeNull();
      expect(Number(focal![1])).toBeLessThan(200);
      expect(Number(focal![2])).toBeGreaterThan(400);
      expect(Number(focal![2])).toBeLessThan(600);
      const crop = await fetch(new URL(after, server.base));
      expect(crop.status).toBe(200);
      expect(crop.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      // A second product reuses the same image through the picker; the drawer lists both.
      await productFromLibrary(page, 'Kamera Pustaka Dua', 'lensa-merah.png');
      await page.goto(`${server.base}/studio/media?q=lensa-merah`);
      await page.getByRole('button', { name: 'Ubah lensa-merah.png' }).click();
      const usages = page.getByRole('dialog', { name: 'Detail media' }).getByTestId('media-usages');
      await expect(usages.getByRole('link', { name: 'Kamera Pustaka Satu' })).toBeVisible();
      await expect(usages.getByRole('link', { name: 'Kamera Pustaka Dua' })).toBeVisible();
      await usages.getByRole('link', { name: 'Kamera Pustaka Dua' }).click();
      await expect(page).toHaveURL(/\/studio\/c\/products\/\d+$/);
    });

    test('the used filter, and an unused file deleted while a used one cannot be', async ({ page }) => {
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      await page.goto(`${server.base}/studio/media?q=lensa`);
      const grid = page.getByTestId('media-grid');
      await page.getByText('Dipakai', { exact: true }).click();
      await expect(page).toHaveURL(/usage=used/);
      await expect(grid.getByRole('button', { name: /^Ubah lensa-/ })).toHaveCount(1);
      await expect(grid.getByRole('button', { name: 'Ubah lensa-merah.png' })).toBeVisible();
      await page.getByText('Tidak dipakai', { exact: true }).click();
      await expect(page).toHaveURL(/usage=unused/);
      await expect(grid.getByRole('button', { name: /^Ubah lensa-/ })).toHaveCount(2);
      await grid.getByRole('button', { name: 'Ubah lensa-biru.png' }).click();
      const drawer = page.getByRole('dialog', { name: 'Detail media' });
      await expect(drawer.getByText('Belum dipakai di draf atau konten mana pun.')).toBeVisible();
      page.once('dialog', (dialog) => void dialog.accept());
      await drawer.getByRole('button', { name: 'Hapus berkas' }).click();
      await expect(drawer).toHaveCount(0);
      await expect(grid.getByRole('button', { name: /^Ubah lensa-/ })).toHaveCount(1);
      await expect(grid.getByRole('button', { name: 'Ubah lensa-biru.png' })).toHaveCount(0);
    });

    test('replacing a used picture: refused files leave it, then the product page shows the new file at once, same crop and alt texts', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      const slug = 'kamera-pustaka-satu';
      const before = await productImage(browser, slug);
      await page.goto(`${server.base}/studio/media?q=lensa-merah`);
      await page.getByRole('button', { name: 'Ubah lensa-merah.png' }).click();
      const drawer = page.getByRole('dialog', { name: 'Detail media' });
      await expect(drawer.getByTestId('media-usages').getByRole('listitem')).toHaveCount(2);
      const chooser = drawer.locator('input[type=file][accept="image/jpeg,image/png,image/webp"]');

      // Bytes that are no picture: the server refuses, the old file stays.
      await chooser.setInputFiles({ name: 'rusak.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
      const confirm = drawer.getByTestId('replace-confirm');
      await confirm.getByRole('button', { name: 'Ganti di semua pemakaian' }).click();
      await expect(confirm.getByRole('alert')).toContainText('Tidak diganti: berkas lama tetap dipakai');
      await confirm.getByRole('button', { name: 'Batal' }).click();
      expect(await productImage(browser, slug)).toBe(before);

      // A new picture of the same shape: every use shows it, cut at the same focal point, under new names.
      await chooser.setInputFiles({ name: 'lensa-merah.png', mimeType: 'image/png', buffer: pngBytes(1200, 600, [240, 200, 20]) });
      await expect(confirm).toContainText('Dipakai di 2 tempat');
      await drawer.getByRole('heading', { name: 'Ganti file' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await page.screenshot({ path: test.info().outputPath('desktop-replace-confirm.png') });
      expect(await axe(page), 'the drawer with a replacement chosen').toEqual([]);
      await confirm.getByRole('button', { name: 'Ganti di semua pemakaian' }).click();
      await expect(drawer.getByText('File diganti. Setiap pemakaian kini menampilkan berkas baru.')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('desktop-replaced.png') });

      const after = await productImage(browser, slug);
      expect(after).toBe(before.replace(/\.webp$/, '-r2.webp'));
      expect((await fetch(new URL(before, server.base))).status).toBe(404);
      const fresh = await fetch(new URL(after, server.base));
      expect(fresh.status).toBe(200);
      const { data } = await sharp(Buffer.from(await fresh.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]].map((c) => Math.round(c! / 20))).toEqual([12, 10, 1]); // yellow, not red
      const product = (await (await fetch(`${server.base}/api/cms/v3/products/find?slug=${slug}`)).json()) as {
        data: { image_base: { alt: string } };
      };
      expect(product.data.image_base.alt).toBe('Lensa merah tampak depan');
    });

    test('at Pixel 7: the drawer with a replacement chosen (screenshot kept in the test output), axe clean', async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext(devices['Pixel 7']);
      const page = await context.newPage();
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      await page.goto(`${server.base}/studio/media?q=lensa-merah`);
      await page.getByRole('button', { name: 'Ubah lensa-merah.png' }).click();
      const drawer = page.getByRole('dialog', { name: 'Detail media' });
      await drawer
        .locator('input[type=file][accept="image/jpeg,image/png,image/webp"]')
        .setInputFiles({ name: 'lensa-baru.png', mimeType: 'image/png', buffer: pngBytes(600, 600, [20, 120, 200]) });
      await expect(drawer.getByTestId('replace-confirm')).toBeVisible();
      await drawer.getByTestId('replace-confirm').scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      await page.screenshot({ path: test.info().outputPath('phone-replace-confirm.png') });
      expect(await axe(page), 'phone: the drawer with a replacement chosen').toEqual([]);
      await context.close();
    });

    test('the media page and the drawer at Pixel 7 and 1366×900: axe clean (screenshots kept in the test output)', async ({ browser }) => {
      test.setTimeout(180_000);
      for (const [name, options] of [
        ['phone', devices['Pixel 7']],
        ['desktop', { viewport: { width: 1366, height: 900 } }],
      ] as const) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
        await page.goto(`${server.base}/studio/media`);
        await expect(page.getByTestId('media-grid').getByRole('button', { name: /^Ubah lensa-/ })).toHaveCount(2);
        await page.waitForTimeout(600);
        await page.screenshot({ path: test.info().outputPath(`${name}-media.png`), fullPage: true });
        expect(await axe(page), `${name}: the media page`).toEqual([]);
        await page.getByRole('button', { name: 'Ubah lensa-merah.png' }).click();
        await expect(page.getByTestId('media-usages')).toBeVisible();
        await page.waitForTimeout(600);
        await page.screenshot({ path: test.info().outputPath(`${name}-drawer.png`) });
        expect(await axe(page), `${name}: the drawer`).toEqual([]);
        await context.close();
      }
    });
  });
}
