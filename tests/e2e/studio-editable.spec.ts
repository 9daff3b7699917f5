import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { ADMIN, pngBytes, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { sizes } from './support/visual';

// What the public site shows that the studio now edits (docs/studio.md "Web accessories"), and the studio's
// WIB pickers (docs/decisions/250-staff-studio.md "Schedules"), in real Chromium against the production build on
// its own PGlite server: the footer's app badge and a header partner logo are edited, refused a javascript: link,
// published and seen by a visitor at once; a staff member on Berlin time schedules a publish for "tomorrow 08.00"
// and the server stores 08.00 Jakarta time. Photographed at Pixel 7 and 1366×900 (SCREENSHOT_DIR, else the
// test's output folder).

const offset = process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 4173 : 0;
const PORT = 4781 + offset;
const HOUR = 3_600_000;

let server: StudioServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startStudioServer('pglite', PORT);
});
test.afterAll(async () => server?.stop());

const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`), fullPage: false });
};

async function studio(browser: Browser, size: (typeof sizes)[keyof typeof sizes], timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ ...size, ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
  return page;
}

async function accessoryId(page: Page, key: string): Promise<number> {
  const list = (await (
    await page.request.get(`${server.base}/api/cms/studio/collections/web-accessories?per_page=50&cols=key`)
  ).json()) as {
    data: { id: number; values: { key: string } }[];
  };
  return list.data.find((row) => row.values.key === key)!.id;
}

/** Replaces an accessory's image by an upload (with its alt texts, as every upload) and publishes it. */
async function replaceAccessoryImage(page: Page, key: string, alt: { id: string; en: string }, file: { name: string; buffer: Buffer }) {
  await page.goto(`${server.base}/studio/c/web-accessories/${await accessoryId(page, key)}`);
  await page
    .getByRole('button', { name: /^Hapus gambar/ })
    .first()
    .click();
  await page.getByLabel('Teks alternatif (ID)').first().fill(alt.id);
  await page.getByLabel('Teks alternatif (EN)').first().fill(alt.en);
  await page.locator('input[type=file][aria-label="Unggah ke Gambar"]').setInputFiles({ ...file, mimeType: 'image/png' });
  await expect(page.getByText(alt.id, { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.locator('[data-status="published"]')).toBeVisible();
}

test("marketing edits the footer badge, a header partner logo and the site's logo; a visitor sees them at once", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await studio(browser, sizes.desktop);
  await page.goto(`${server.base}/studio/c/web-accessories`);
  await expect(page.getByRole('link', { name: 'Denka Mobile', exact: true })).toBeVisible();
  await shot(page, 'studio-web-accessories-list-desktop');

  // The footer's app badge: a javascript: link is refused under its field; a site path is taken.
  await page.goto(`${server.base}/studio/c/web-accessories/${await accessoryId(page, 'footer_app_badge')}`);
  const label = page.getByRole('textbox', { name: 'Nama (teks alternatif)' });
  await expect(label).toHaveValue('Denka Mobile');
  await label.fill('Unduh aplikasi Denka Mobile');
  const link = page.getByRole('textbox', { name: 'Tautan (https:// atau /halaman)' });
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tidak tersimpan' })).toContainText('URL tidak valid (https://… atau /…).');
  await shot(page, 'studio-web-accessory-refused-desktop');
  await link.fill('/garansi');
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.locator('[data-status="published"]')).toBeVisible();
  await shot(page, 'studio-web-accessory-editor-desktop');

  // A header partner logo and the site's own logo replaced by uploads.
  await replaceAccessoryImage(
    page,
    'header_partner_insta360',
    { id: 'Logo Insta360 baru', en: 'New Insta360 logo' },
    { name: 'insta360.png', buffer: pngBytes(240, 96, [230, 120, 20]) },
  );
  await replaceAccessoryImage(
    page,
    'header_logo',
    { id: 'Logo Denka baru', en: 'New Denka logo' },
    { name: 'denka.png', buffer: pngBytes(224, 64, [11, 61, 145]) },
  );

  const phone = await studio(browser, sizes.phone);
  await phone.goto(`${server.base}/studio/c/web-accessories`);
  await expect(phone.getByRole('link', { name: 'Denka Mobile', exact: false }).first()).toBeVisible();
  await shot(phone, 'studio-web-accessories-list-phone');
  await phone.goto(`${server.base}/studio/c/web-accessories/${await accessoryId(phone, 'footer_app_badge')}`);
  await expect(phone.getByRole('textbox', { name: 'Nama (teks alternatif)' })).toHaveValue('Unduh aplikasi Denka Mobile');
  await shot(phone, 'studio-web-accessory-editor-phone');
  await phone.context().close();

  // A visitor, right after (the API's and the pages' caches were told): the badge in the footer, the logos in the header.
  for (const [size, name] of [
    [sizes.desktop, 'desktop'],
    [sizes.phone, 'phone'],
  ] as const) {
    const context = await browser.newContext({ ...size, baseURL: server.base, serviceWorkers: 'block' });
    const visitor = await context.newPage();
    await visitor.goto('/');
    const footer = visitor.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const badge = footer.getByRole('link', { name: 'Unduh aplikasi Denka Mobile' });
    await expect(badge).toHaveAttribute('href', '/garansi', { timeout: 15_000 });
    await badge.scrollIntoViewIfNeeded();
    await shot(visitor, `public-footer-${name}`);
    if (name === 'desktop') {
      await visitor.evaluate('window.scrollTo(0, 0)');
      await expect(visitor.locator('header img[src^="/media/studio/"]')).toHaveCount(2); // a partner's and the site's
      await expect(visitor.getByRole('link', { name: 'Denka, ke beranda' }).locator('img')).toHaveAttribute('src', /^\/media\/studio\//);
      await shot(visitor, 'public-header-desktop');
      await badge.click();
      await expect(visitor).toHaveURL(/\/garansi$/);
    }
    await context.close();
  }
  await page.context().close();
});

test('a staff member on Berlin time schedules a publish for tomorrow 08.00: the server stores 08.00 WIB', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await studio(browser, sizes.desktop, 'Europe/Berlin');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Berlin');
  const created = await page.request.post(`${server.base}/api/cms/studio/collections/web-accessories`, {
    headers: { origin: server.base },
    data: {
      data: {
        key: 'footer_jadwal_uji',
        placement: 'footer',
        label: 'Lencana terjadwal',
        media_url: { url: '/media/accessories/denka-mobile-color.webp' },
        link: '/denka-mobile',
        sort_order: 7,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };

  await page.goto(`${server.base}/studio/c/web-accessories?q=${encodeURIComponent('Lencana terjadwal')}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }).check();
  await page.getByTestId('entity-bulk').getByRole('button', { name: 'Jadwalkan terbit…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Jadwalkan terbit: 1 entri' });
  await dialog.getByRole('button', { name: /Terbitkan pada/ }).click();
  await page.getByRole('button', { name: 'Besok pukul 08.00' }).click();
  await page.getByRole('button', { name: 'Pakai waktu ini' }).click();
  await expect(dialog.getByRole('button', { name: /Terbitkan pada/ })).toContainText('08:00');
  await shot(page, 'studio-bulk-schedule-berlin-desktop');
  await dialog.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
  await expect(page.getByTestId('entity-bulk-result')).toContainText('1 entri dijadwalkan terbit pada');

  // Tomorrow 08.00 on Jakarta's clock is 01.00 UTC: what the server stored (08.00 in Berlin would be 06.00 or 07.00 UTC).
  const jakartaNow = new Date(Date.now() + 7 * HOUR);
  const expected = Date.UTC(jakartaNow.getUTCFullYear(), jakartaNow.getUTCMonth(), jakartaNow.getUTCDate() + 1, 1, 0, 0);
  const read = async () =>
    (
      (await (await page.request.get(`${server.base}/api/cms/studio/collections/web-accessories/${id}`)).json()) as {
        data: { publish_at: string | null };
      }
    ).data.publish_at;
  expect(new Date((await read())!).getTime()).toBe(expected);

  // The entry's own schedule shows it as 08:00 too, and saving it unchanged keeps the instant.
  await page.goto(`${server.base}/studio/c/web-accessories/${id}`);
  await page.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Jadwal terbit' });
  await expect(modal.getByRole('button', { name: /Terbitkan pada/ })).toContainText('08:00');
  await shot(page, 'studio-schedule-berlin-desktop');
  await modal.getByRole('button', { name: 'Simpan jadwal' }).click();
  await expect(page.getByText('Jadwal disimpan.')).toBeVisible();
  expect(new Date((await read())!).getTime()).toBe(expected);

  const phone = await studio(browser, sizes.phone, 'Europe/Berlin');
  await phone.goto(`${server.base}/studio/c/web-accessories/${id}`);
  await phone.getByRole('button', { name: 'Jadwalkan', exact: true }).click();
  await expect(phone.getByRole('dialog', { name: 'Jadwal terbit' }).getByRole('button', { name: /Terbitkan pada/ })).toContainText('08:00');
  await shot(phone, 'studio-schedule-berlin-phone');
  await phone.context().close();
  await page.context().close();
});

test('marketing changes an undrawn lottery period’s prize on Berlin time; the draw date stays 14.00 WIB and the public overview shows the prize', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const [size, name] of [
    [sizes.desktop, 'desktop'],
    [sizes.phone, 'phone'],
  ] as const) {
    const page = await studio(browser, size, 'Europe/Berlin');
    await page.goto(`${server.base}/studio/lottery?campaign=2`);
    const period = page.getByRole('region', { name: 'Pengundian Periode 4' });
    await expect(period).toBeVisible();
    const serious = async (include?: string) => {
      const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
      const { violations } = await (include ? builder.include(include) : builder).analyze();
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`);
    };
    expect(await serious()).toEqual([]);
    await period.getByRole('button', { name: 'Ubah periode 4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah periode 4' });
    // Seeded 2027-01-15T14:00:00+07:00: 08:00 in Berlin, shown as Jakarta's 14:00.
    await expect(dialog.getByRole('button', { name: /Tanggal pengundian/ })).toContainText('15 Jan 2027 14:00');
    await shot(page, `studio-lottery-period-${name}`);
    if (name === 'desktop') {
      expect(await serious('[role="dialog"]')).toEqual([]);
      await dialog.getByRole('textbox', { name: 'Hadiah (ID)' }).fill('Hollyland Lark Max 2 Duo');
      await dialog.getByRole('textbox', { name: 'Hadiah (EN)' }).fill('Hollyland Lark Max 2 Duo set');
      await dialog.getByRole('button', { name: 'Simpan periode' }).click();
      await expect(dialog).toBeHidden();
      await expect(period).toContainText('Hollyland Lark Max 2 Duo');
      const detail = (await (await page.request.get(`${server.base}/api/cms/studio/lottery/campaigns/2`)).json()) as {
        data: { campaign: { type: string }; periods: { period: number; prize: string; draw_date: string }[] };
      };
      const fourth = detail.data.periods.find((p) => p.period === 4)!;
      expect(fourth.prize).toBe('Hollyland Lark Max 2 Duo');
      expect(new Date(fourth.draw_date).toISOString()).toBe('2027-01-15T07:00:00.000Z');
      const overview = (await (
        await page.request.get(`${server.base}/api/cms/v2/campaign/overview?type=${detail.data.campaign.type}&campaign_id=2&lang=en`)
      ).json()) as { data: { data: { prize: string }[] } };
      expect(overview.data.data.map((p) => p.prize)).toContain('Hollyland Lark Max 2 Duo set');
    }
    await page.context().close();
  }
});
