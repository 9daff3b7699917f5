import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { sizes } from './support/visual';

// The studio home's dashboard (docs/decisions/250-staff-studio.md), in real Chromium against the production build
// and its own server: the administrator signs in and sees the panels — a submission assigned to them, a product
// scheduled for the day after tomorrow, that product's missing English — then follows the "English missing"
// link by keyboard to the collection list filtered the same way. axe finds nothing serious; photographed at
// Pixel 7 and 1366×900 when SCREENSHOT_DIR is set.

const offset = process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 4173 : 0;
const PORT = 4741 + offset;
const SHOTS = process.env.SCREENSHOT_DIR;
const TITLE = 'Gimbal Dasbor Terjadwal';

async function signedIn(browser: Browser, base: string, size: (typeof sizes)[keyof typeof sizes]): Promise<Page> {
  const context = await browser.newContext({ ...size, baseURL: base });
  const page = await context.newPage();
  await studioLogin(page, base, ADMIN.email, ADMIN.password);
  return page;
}

test.describe('studio dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  let server: StudioServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startStudioServer('pglite', PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows my submissions, the week’s schedule and the English missing, and links to the filtered list', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, server.base, sizes.desktop);
    const api = (path: string) => `${server.base}/api/cms/${path}`;
    const headers = { origin: server.base };

    // A product without its English description, scheduled to publish in two days.
    const created = await page.request.post(api('studio/collections/products'), {
      headers,
      data: {
        data: {
          name: TITLE,
          brand_id: 1,
          category_id: 1,
          price: 2_500_000,
          description: 'Gimbal untuk uji dasbor studio.',
          image: { url: '/media/placeholder/studio-test.webp', alt: 'Gimbal', alt_en: 'Gimbal' },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()).data as { id: number };
    const publishAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const scheduled = await page.request.post(api(`studio/collections/products/${id}/schedule`), {
      headers,
      data: { publish_at: publishAt },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);

    // A seeded submission, assigned to the administrator.
    const me = (await (await page.request.get(api('studio/session'))).json()).data.staff as { id: number };
    const inbox = (await (await page.request.get(api('studio/inbox?per_page=1&status=new'))).json()).data as { id: string; name: string }[];
    expect(inbox.length).toBe(1);
    const assigned = await page.request.patch(api(`studio/inbox/${inbox[0]!.id}`), { headers, data: { assignee_id: me.id } });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await page.reload();
    const mine = page.getByRole('region', { name: 'Kiriman saya' });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('link', { name: /^[1-9]\d* baru$/ })).toBeVisible();
    await expect(mine.locator(`a[href$="/studio/inbox/${inbox[0]!.id}"]`)).toBeVisible();
    const schedule = page.getByRole('region', { name: 'Jadwal 7 hari ke depan' });
    await expect(schedule.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(schedule.getByText('Terbit', { exact: true }).first()).toBeVisible();
    await expect(schedule.getByText('Tidak ada jadwal yang gagal.')).toBeVisible();
    const english = page.getByRole('region', { name: 'Teks Inggris belum diisi' });
    await expect(english.getByRole('link', { name: 'Produk', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Belum dikonfirmasi 90 hari$/ })).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/studio-home-1366.png`, fullPage: true });
      const phone = await signedIn(browser, server.base, sizes.phone);
      await expect(phone.getByRole('region', { name: 'Kiriman saya' })).toBeVisible();
      await expect(phone.getByRole('region', { name: 'Teks Inggris belum diisi' })).toBeVisible();
      await phone.screenshot({ path: `${SHOTS}/studio-home-pixel7.png`, fullPage: true });
      await phone.context().close();
    }

    // Followed by keyboard: the list opens filtered to the entries missing English, this product among them.
    await english.getByRole('link', { name: 'Produk', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/studio\/c\/products\?missing_en=yes$/);
    await expect(page.getByRole('checkbox', { name: 'Teks Inggris belum diisi' })).toBeChecked();
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await page.context().close();
  });
});
