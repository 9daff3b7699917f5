import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { IMPORT_COLLECTIONS } from '../../src/contract/studio/import';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { externalsAnsweredLocally, navigateInApp, quiet, sizes, trackRequests } from './support/visual';

// Every studio page (docs/decisions/250-staff-studio.md) as an administrator sees it: no serious or critical
// axe violation (WCAG 2.2 AA and best practice). At desktop size: the login page, home, each collection's list
// and an existing entry's editor (a new entry's only for products: the same editor, empty), staff, audit log,
// each import, the regions import, the inbox (list, a submission, mail settings), lottery, personal data and web vitals; at phone
// size one page of each kind.
// The studio's own server (PGlite; the look is the same on PostgreSQL), seeded with the demo content.

const PORT = 4351;
let server: StudioServer;

test.beforeAll(async ({ browser }) => {
  server = await startStudioServer('pglite', PORT);
  // One submission for the inbox's detail page: a contact message through the public form.
  const page = await browser.newPage();
  await page.goto(`${server.base}/contact`);
  const form = page.getByRole('form', { name: 'Formulir pesan' });
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill('Rina Axe');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('rina.axe@example.com');
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('0812-3456-7890');
  await form.getByRole('textbox', { name: 'Pesan', exact: true }).fill('Halo, apakah Lark M2S tersedia?');
  await form.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page).toHaveURL(/\/thankyousubmit$/, { timeout: 15_000 });
  await page.close();
});
test.afterAll(async () => server?.stop());

/** The studio's pages with data in them: each collection's first entry, the inbox's first submission. */
async function studioPages(page: Page): Promise<string[]> {
  const pages = ['/studio'];
  const collections = (await (await page.request.get(`${server.base}/api/cms/studio/collections`)).json()) as {
    data: Array<{ key: string }>;
  };
  expect(collections.data.length, 'every collection').toBeGreaterThanOrEqual(25);
  for (const { key } of collections.data) {
    // A new entry's editor is the same editor, empty: the products' stands for them all.
    pages.push(`/studio/c/${key}`, ...(key === 'products' ? [`/studio/c/${key}/new`] : []));
    const response = await page.request.get(`${server.base}/api/cms/studio/collections/${key}?per_page=1`);
    expect(response.ok(), key).toBe(true);
    const { data } = (await response.json()) as { data: Array<{ id: number }> };
    if (data[0]) pages.push(`/studio/c/${key}/${data[0].id}`);
  }
  pages.push('/studio/staff', '/studio/permissions', '/studio/audit', ...IMPORT_COLLECTIONS.map((key) => `/studio/import/${key}`));
  const inbox = (await (await page.request.get(`${server.base}/api/cms/studio/inbox`)).json()) as { data: Array<{ id: string }> };
  expect(inbox.data.length, 'the contact message is in the inbox').toBeGreaterThan(0);
  pages.push('/studio/inbox', `/studio/inbox/${inbox.data[0]!.id}`, '/studio/inbox/notifications', '/studio/inbox/warranty-claims');
  pages.push('/studio/lottery', '/studio/privacy', '/studio/web-vitals', '/studio/media', '/studio/regions');
  return pages;
}

/**
 * Staff work at a desk; on a phone, one page of each kind is checked (every collection's list and editor are
 * one component each: the products' stand for them all, and one import page for the four).
 */
const onPhone = (path: string) =>
  !/^\/studio\/(c|import)\//.test(path) || path.startsWith('/studio/c/products') || path === '/studio/import/dealers';

async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`)
        .join(' | ');
      const why = v.nodes[0]?.any[0]?.message ?? '';
      return `${where}: [${v.impact}] ${v.id} — ${v.help} — ${v.nodes.length}× e.g. ${targets} — ${why}`;
    });
}

/** The page has drawn its data: no loader, no busy list, a heading, no request in flight. */
async function settled(page: Page, path: string, inFlight: () => number) {
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await expect(page.locator('h1, h2').first(), path).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
  await quiet(page, inFlight, 300);
}

// The desktop pass is shared out over a few tests, so that a slow machine's timeout or a retry costs one part of
// the pages, not all of them. After the log-in, every page is reached in-app, as the studio's own links do
// (react-router follows `popstate`): no reload of the studio each time.
const DESKTOP_PARTS = 3;

for (const [size, device] of Object.entries(sizes)) {
  test.describe(`studio, ${size}`, () => {
    test.use({ ...device, reducedMotion: 'reduce' });
    const parts = size === 'desktop' ? DESKTOP_PARTS : 1;
    for (let part = 0; part < parts; part++) {
      const name = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
      test(`every studio page: no serious or critical axe violation — ${size}${name}`, async ({ page }) => {
        test.setTimeout(300_000);
        await externalsAnsweredLocally(page);
        const inFlight = trackRequests(page);
        const failures: string[] = [];
        if (part === 0) {
          await page.goto(`${server.base}/studio/login`);
          await settled(page, '/studio/login', inFlight);
          failures.push(...(await violations(page, '/studio/login')));
        }
        await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
        const pages = await studioPages(page);
        expect(pages.length).toBeGreaterThan(55);
        const mine = (size === 'desktop' ? pages : pages.filter(onPhone)).filter((_, index) => index % parts === part);
        for (const path of mine) {
          await navigateInApp(page, path);
          await settled(page, path, inFlight);
          failures.push(...(await violations(page, path)));
          if (/^\/studio\/(c\/products\/\d+|import\/dealers|staff)$/.test(path)) {
            await page.screenshot({ path: test.info().outputPath(`${path.slice(1).replaceAll('/', '-')}-${size}.png`), fullPage: true });
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  });
}

// The list's overlays (docs/decisions/250-staff-studio.md "Columns and saved views"): the column picker, the saved
// views menu and the bulk schedule dialog, open, at both sizes.
for (const [size, device] of Object.entries(sizes)) {
  test.describe(`studio list overlays, ${size}`, () => {
    test.use({ ...device, reducedMotion: 'reduce' });
    test(`the column picker, the views menu and the bulk schedule dialog: no serious or critical axe violation — ${size}`, async ({
      page,
    }) => {
      await externalsAnsweredLocally(page);
      const inFlight = trackRequests(page);
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      await navigateInApp(page, '/studio/c/products');
      await settled(page, '/studio/c/products', inFlight);
      const failures: string[] = [];
      await page.getByRole('button', { name: /^Kolom \(\d+\)$/ }).click();
      await expect(page.getByTestId('column-picker')).toBeVisible();
      failures.push(...(await violations(page, 'column picker')));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Tampilan tersimpan' }).click();
      await expect(page.getByTestId('views-menu')).toBeVisible();
      failures.push(...(await violations(page, 'views menu')));
      await page.keyboard.press('Escape');
      await page.locator('tbody').getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Jadwalkan terbit…' }).click();
      await expect(page.getByRole('dialog', { name: /^Jadwalkan terbit/ })).toBeVisible();
      failures.push(...(await violations(page, 'bulk schedule dialog')));
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
