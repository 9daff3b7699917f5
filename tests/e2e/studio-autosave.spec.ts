import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from './support/test';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';

// The editor's autosave (docs/decisions/250-staff-studio.md) in real Chromium against the production build: typing in
// a published product's draft is saved by itself after a pause and is there after a reload, while visitors still see
// the published text; a second tab that saved meanwhile stops the first one's autosave with a notice that offers to
// reload or keep one's own. Its own server (PGlite) in this spec's port.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 40;
let server: StudioServer;
let product: { id: number; slug: string; description: string };

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startStudioServer('pglite', PORT);
  const list = (await (await fetch(`${server.base}/api/cms/v2/product?per_page=1`)).json()) as {
    products: { data: { id: number; slug: string; description: string }[] };
  };
  product = list.products.data[0]!;
});
test.afterAll(async () => server?.stop());

async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const status = (page: Page) => page.getByTestId('autosave-status');
const description = (page: Page) => page.getByLabel('Deskripsi singkat (ID)');

async function openEditor(page: Page) {
  await page.goto(`${server.base}/studio/c/products/${product.id}`);
  await expect(description(page)).toBeVisible({ timeout: 15_000 });
}

test('typing is saved by itself after a pause, is there after a reload, and is not published', async ({ page }) => {
  test.setTimeout(90_000);
  await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
  await openEditor(page);
  const text = `${product.description} Disimpan otomatis tanpa menekan tombol.`;
  await description(page).fill(text);
  await expect(status(page)).toHaveAttribute('data-state', 'pending');
  await expect(status(page)).toHaveText('Perubahan belum tersimpan');
  // No button pressed: after the pause it saves by itself.
  await expect(status(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  await expect(status(page)).toHaveText(/^Tersimpan \d{2}\.\d{2}$/);
  await expect(page.locator('[data-status="changed"]')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('desktop-autosaved.png') });
  expect(await axe(page), 'the editor with the autosave state').toEqual([]);

  // A value the draft schema refuses is not sent: the field says so quietly, the status waits.
  const slug = page.getByLabel('Slug (alamat halaman)');
  await slug.fill('Bukan Slug!');
  await expect(status(page)).toHaveAttribute('data-state', 'invalid', { timeout: 10_000 });
  await expect(status(page)).toHaveText('Belum tersimpan: periksa isian yang ditandai');
  await expect(page.getByRole('alert')).toHaveCount(0); // no toast, no list above the form
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await slug.fill(product.slug);
  await expect(status(page)).not.toHaveAttribute('data-state', 'invalid');

  await page.reload();
  await expect(description(page)).toHaveValue(text, { timeout: 15_000 });
  await expect(page.locator('[data-status="changed"]')).toBeVisible();
  // Visitors still see the published text.
  const published = (await (await fetch(`${server.base}/api/cms/v3/products/find?slug=${product.slug}`)).json()) as {
    data: { description: string };
  };
  expect(published.data.description).toBe(product.description);
  // The versions drawer lists one autosave for the whole run.
  await page.getByRole('button', { name: 'Versi', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(/Simpan otomatis/)).toHaveCount(1);
});

test('two tabs: the one whose draft changed under it stops autosaving and offers reload or keep mine', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const first = await context.newPage();
  await studioLogin(first, server.base, ADMIN.email, ADMIN.password);
  await openEditor(first);
  const second = await context.newPage();
  await openEditor(second);

  await first.bringToFront();
  await description(first).fill('Teks dari tab pertama.');
  await expect(status(first)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  await second.bringToFront();
  await description(second).fill('Teks dari tab kedua.');
  await expect(status(second)).toHaveAttribute('data-state', 'conflict', { timeout: 10_000 });
  const notice = second.getByRole('alert').filter({ hasText: 'Diubah oleh orang lain' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Muat ulang' })).toBeVisible();
  await second.screenshot({ path: test.info().outputPath('desktop-conflict.png') });
  expect(await axe(second), 'the conflict notice').toEqual([]);
  // Nothing more is sent while the conflict stands.
  await description(second).fill('Teks dari tab kedua, diketik lagi.');
  await second.waitForTimeout(4000);
  await expect(status(second)).toHaveAttribute('data-state', 'conflict');

  // Keep mine: saved over the other tab's version; autosave runs again.
  await notice.getByRole('button', { name: 'Simpan versi saya' }).click();
  await expect(notice).toHaveCount(0);
  await expect(status(second)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  await description(second).fill('Teks dari tab kedua, lalu diubah lagi.');
  await expect(status(second)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  await second.reload();
  await expect(description(second)).toHaveValue('Teks dari tab kedua, lalu diubah lagi.', { timeout: 15_000 });

  // The first tab, now stale, reloads from its own notice and sees the second tab's text.
  await first.bringToFront();
  await description(first).fill('Teks dari tab pertama lagi.');
  const stale = first.getByRole('alert').filter({ hasText: 'Diubah oleh orang lain' });
  await expect(stale).toBeVisible({ timeout: 10_000 });
  await stale.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(description(first)).toHaveValue('Teks dari tab kedua, lalu diubah lagi.', { timeout: 15_000 });
  await context.close();
});

test('at Pixel 7: the editor with its autosave state (screenshot kept in the test output), axe clean', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext(devices['Pixel 7']);
  const page = await context.newPage();
  await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
  await openEditor(page);
  await description(page).fill('Teks dari ponsel.');
  await expect(status(page)).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath('phone-autosaved.png') });
  expect(await axe(page), 'phone: the editor').toEqual([]);
  await context.close();
});
