import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { ADMIN, startStudioServer, studioLogin, type Backend, type StudioServer } from './studio-helpers';
import { sizes } from './support/visual';

// Provinces and cities in the studio (docs/studio.md "Regions"; docs/decisions/250-staff-studio.md "Regions"), in
// real Chromium against the production build, on PGlite and PostgreSQL: an administrator downloads cities.csv,
// renames Kota Bandung and drops a city a dealer still uses, drops the file; the dry run lists the rename and the
// city kept because referenced, and writes nothing; "Terapkan" writes it, and the public dealer finder shows the
// new name. Photographed at Pixel 7 and 1366×900 (SCREENSHOT_DIR, else the test's output folder).

const offset = process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 4173 : 0;
const BACKENDS: { backend: Backend; port: number }[] = [
  { backend: 'pglite', port: 4821 + offset },
  { backend: 'postgres', port: 4822 + offset },
];

const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`), fullPage: true });
};

/** Serious or critical axe violations (WCAG 2.2 AA, best practice) of the page as it is now: the result tables included. */
const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.html}`);

for (const { backend, port } of BACKENDS) {
  test.describe(`regions import on ${backend}`, () => {
    let server: StudioServer;
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startStudioServer(backend, port);
    });
    test.afterAll(async () => server?.stop());

    test('download cities.csv, rename a city, dry run, apply: the dealer finder shows the new name', async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ ...sizes.desktop, acceptDownloads: true });
      const page = await context.newPage();
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      await page.getByRole('navigation', { name: 'Navigasi studio' }).getByRole('link', { name: 'Wilayah (provinsi, kota)' }).click();
      await expect(page.getByRole('heading', { name: 'Wilayah: provinsi dan kota/kabupaten' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Uji coba' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Terapkan' })).toBeDisabled();
      if (backend === 'pglite') await shot(page, 'studio-regions-empty-desktop');

      // The export, as the link downloads it.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh cities.csv' }).click()]);
      expect(download.suggestedFilename()).toBe('cities.csv');
      const exported = fs.readFileSync((await download.path())!, 'utf8');
      expect(exported.startsWith('\ufeffcode,province_code,name\r\n')).toBe(true);
      expect(exported).toContain('32.73,32,"Kota Bandung"\r\n');
      // A city an offline dealer is in, other than Bandung: dropped from the file, it must be kept.
      const dealers = (await (await page.request.get(`${server.base}/api/cms/v2/authorized_store?per_page=100`)).json()) as {
        data: { data: { city: { id: string; name: string } | null }[] };
      };
      const used = dealers.data.data.map((d) => d.city).find((c) => c && c.id !== '32.73')!;
      const edited = exported
        .replace('32.73,32,"Kota Bandung"\r\n', '32.73,32,"Kota Bandung Raya"\r\n')
        .split('\r\n')
        .filter((line) => !line.startsWith(`${used.id},`))
        .join('\r\n');

      await page
        .locator('input[type=file][aria-label="Pilih berkas CSV provinsi dan/atau kota/kabupaten"]')
        .setInputFiles({ name: 'kota-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
      await expect(page.getByRole('list', { name: 'Berkas yang dipilih' })).toContainText('Kota/kabupaten: kota-2026.csv');
      await page.getByRole('button', { name: 'Uji coba' }).click();
      const summary = page.getByTestId('regions-summary');
      await expect(summary).toContainText('Uji coba: belum ada yang disimpan.');
      await expect(summary).toContainText('1 berubah');
      await expect(summary).toContainText('1 tetap karena masih dirujuk');
      const table = page.getByTestId('regions-changes');
      await expect(table.locator('tr', { hasText: '32.73' })).toContainText('Kota Bandung Raya');
      await expect(table.locator('tr', { hasText: '32.73' })).toContainText('Kota Bandung');
      await expect(table.locator('tr', { hasText: used.id })).toContainText(/Tetap.*Dealer & toko online: \d+/);
      if (backend === 'pglite') {
        await shot(page, 'studio-regions-dry-run-desktop');
        expect(await serious(page)).toEqual([]);
      }

      // Nothing written yet: the public read still has the old name.
      const before = await page.request.get(`${server.base}/api/cms/v2/utilities/city?province_id=32`);
      expect(await before.text()).not.toContain('Kota Bandung Raya');

      // Keyboard: the apply button is reached by Tab and pressed with Enter.
      const apply = page.getByRole('button', { name: 'Terapkan' });
      await apply.focus();
      await page.keyboard.press('Enter');
      await expect(summary).toContainText('Diterapkan: perubahan sudah tersimpan dan tampil di situs.');
      await expect(apply).toBeDisabled();
      if (backend === 'pglite') await shot(page, 'studio-regions-applied-desktop');

      // A visitor's dealer finder, province Jawa Barat, city Kota Bandung Raya.
      const visitor = await browser.newPage();
      await visitor.goto(`${server.base}/authorized-store?province=32&city=32.73`);
      await expect(visitor.getByLabel('Kota')).toHaveValue('32.73', { timeout: 20_000 });
      await expect(visitor.getByLabel('Kota').locator('option:checked')).toHaveText('Kota Bandung Raya');
      await expect(visitor.getByTestId('dealer-card').first()).toContainText('Kota Bandung Raya');
      await visitor.close();

      // The kept city is still there.
      const kept = await page.request.get(`${server.base}/api/cms/v2/utilities/city?province_id=${used.id.slice(0, 2)}`);
      expect(await kept.text()).toContain(used.name);
      await context.close();
    });

    /** The provinces as exported, with Aceh renamed. */
    const exportedProvinces = async (page: Page) =>
      (await (await page.request.get(`${server.base}/api/cms/studio/regions/export/provinces.csv`)).text()).replace(
        '11,Aceh\r\n',
        '11,Nanggroe Aceh\r\n',
      );

    if (backend === 'pglite')
      test('at phone size: a wrong file is refused line by line; the page reads well', async ({ browser }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({ ...sizes.phone });
        const page = await context.newPage();
        await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
        await page.goto(`${server.base}/studio/regions`);
        await expect(page.getByRole('heading', { name: 'Wilayah: provinsi dan kota/kabupaten' })).toBeVisible();
        await shot(page, 'studio-regions-empty-phone');
        await page.locator('input[type=file][aria-label="Pilih berkas CSV provinsi dan/atau kota/kabupaten"]').setInputFiles({
          name: 'provinces.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('code,name\r\n11,Aceh\r\n11,Aceh Lagi\r\n3,Tiga\r\n'),
        });
        await page.getByRole('button', { name: 'Uji coba' }).click();
        await expect(page.getByTestId('regions-problems')).toContainText('3 masalah. Tidak ada yang disimpan');
        await expect(page.getByRole('table', { name: 'Masalah berkas' })).toContainText('Kode ini juga ada di baris 3 berkas ini.');
        await expect(page.getByRole('button', { name: 'Terapkan' })).toBeDisabled();
        await shot(page, 'studio-regions-problems-phone');
        expect(await serious(page)).toEqual([]);
        // Fixed: a rename, dropped again (the second drop replaces the provinces file).
        await page
          .locator('input[type=file][aria-label="Pilih berkas CSV provinsi dan/atau kota/kabupaten"]')
          .setInputFiles({ name: 'provinces.csv', mimeType: 'text/csv', buffer: Buffer.from(await exportedProvinces(page)) });
        await page.getByRole('button', { name: 'Uji coba' }).click();
        await expect(page.getByTestId('regions-summary')).toContainText('1 berubah');
        await expect(page.getByRole('button', { name: 'Terapkan' })).toBeEnabled();
        await shot(page, 'studio-regions-dry-run-phone');
        expect(await serious(page)).toEqual([]);
        await context.close();
      });
  });
}
