import fs from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { sizes } from './support/visual';

// Previews beyond products and articles (docs/studio.md, docs/decisions/250-staff-studio.md), in real Chromium
// against the production build and its own server: from the studio's editor, "Pratinjau" on a home section opens
// the home page with the draft text in place of the published one, and on a dealer its page with the draft name —
// in this staff member's browser; a visitor holding the same link sees the published page. Photographed at
// Pixel 7 and 1366×900 when SCREENSHOT_DIR is set (the editor with its preview link, the home page's preview).

const offset = process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 4173 : 0;
const PORT = 4761 + offset;
// Both databases, each on a server of its own (the studio specs' way: playwright.config.ts).
const BACKENDS = [
  { backend: 'pglite', port: PORT },
  { backend: 'postgres', port: PORT + 1 },
] as const;
const SHOTS = process.env.SCREENSHOT_DIR;

type Size = (typeof sizes)[keyof typeof sizes];

async function signedIn(browser: Browser, base: string, size: Size): Promise<Page> {
  const context = await browser.newContext({ ...size, baseURL: base });
  const page = await context.newPage();
  await studioLogin(page, base, ADMIN.email, ADMIN.password);
  return page;
}

/** Saves the editor's draft through "Pratinjau" and opens the link it offers in a new tab of the same browser. */
async function openPreview(page: Page): Promise<{ preview: Page; url: string }> {
  await page.getByRole('button', { name: 'Pratinjau', exact: true }).click();
  const link = page.getByTestId('preview-link');
  await expect(link).toBeVisible({ timeout: 15_000 });
  const url = new URL((await link.getAttribute('href'))!, page.url()).href;
  const preview = await page.context().newPage();
  const answer = await preview.goto(url);
  expect(answer!.headers()['cache-control']).toBe('private, no-store');
  expect(answer!.headers()['x-robots-tag']).toBe('noindex');
  return { preview, url };
}

for (const { backend, port } of BACKENDS) {
  test.describe(`studio previews of the home page and a dealer on ${backend}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: StudioServer;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startStudioServer(backend, port);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a draft home section shows on the home page of the preview, and only there', async ({ browser }) => {
      test.setTimeout(180_000);
      const page = await signedIn(browser, server.base, sizes.desktop);
      const published = (await (await page.request.get(`${server.base}/api/cms/v2/section_1`)).json()).data as { title: string };
      const rows = (await (await page.request.get(`${server.base}/api/cms/studio/collections/home-sections?per_page=50`)).json()).data as {
        id: number;
        title: string;
      }[];
      const section = rows.find((row) => row.title === published.title)!;
      expect(section, 'the seeded section 1 is in the studio').toBeTruthy();

      await page.goto(`${server.base}/studio/c/home-sections/${section.id}`);
      const title = page.getByRole('textbox', { name: 'Judul (ID)', exact: true });
      await expect(title).toHaveValue(published.title);
      const draftTitle = 'Beranda Draf: Kamera untuk Setiap Cerita';
      await title.fill(draftTitle);
      const { preview, url } = await openPreview(page);
      expect(new URL(url).pathname).toBe('/');
      const shown = preview.getByText(draftTitle, { exact: true });
      await expect(shown).toBeAttached({ timeout: 20_000 });
      await shown.scrollIntoViewIfNeeded();
      await expect(shown).toBeVisible();
      await expect(preview.getByText(published.title, { exact: true })).toHaveCount(0);
      // The tab says it is a draft only this staff member sees, with the way to the published page.
      const banner = preview.getByTestId('preview-banner');
      await expect(banner).toHaveAttribute('data-state', 'active');
      await expect(banner).toContainText('Pratinjau draf.');
      await expect(banner.getByRole('link', { name: 'Lihat versi terbit' })).toHaveAttribute('href', '/');

      if (SHOTS && backend === 'pglite') {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/studio-preview-editor-1366.png` });
        await preview.screenshot({ path: `${SHOTS}/studio-preview-home-1366.png` });
        const phone = await signedIn(browser, server.base, sizes.phone);
        await phone.goto(`${server.base}/studio/c/home-sections/${section.id}`);
        await expect(phone.getByRole('textbox', { name: 'Judul (ID)', exact: true })).toHaveValue(draftTitle);
        const onPhone = await openPreview(phone);
        await phone.screenshot({ path: `${SHOTS}/studio-preview-editor-pixel7.png` });
        const phoneShown = onPhone.preview.getByText(draftTitle, { exact: true });
        await expect(phoneShown).toBeAttached({ timeout: 20_000 });
        await phoneShown.scrollIntoViewIfNeeded();
        await expect(phoneShown).toBeVisible();
        await onPhone.preview.screenshot({ path: `${SHOTS}/studio-preview-home-pixel7.png` });
        await phone.context().close();
      }
      await preview.close();

      // A visitor holding the link: its token is refused (nothing of the draft), and the page shows the published section.
      const stranger = await (await browser.newContext({ baseURL: server.base })).newPage();
      // The first read carrying the link's token is refused; the tab then reads on without it.
      const refused = stranger.waitForResponse((r) => r.url().includes('/api/cms/') && r.url().includes('preview='));
      await stranger.goto(url);
      expect((await refused).status()).toBe(404);
      expect(await (await refused).headerValue('x-preview')).toBe('refused');
      // The page says the link no longer holds and shows what is published, not error blocks.
      const strangerBanner = stranger.getByTestId('preview-banner');
      await expect(strangerBanner).toHaveAttribute('data-state', 'refused', { timeout: 20_000 });
      await expect(strangerBanner).toContainText('Tautan pratinjau ini tidak berlaku lagi.');
      await expect(stranger.getByText(published.title, { exact: true })).toBeAttached({ timeout: 20_000 });
      await expect(stranger.getByText(draftTitle)).toHaveCount(0);
      if (SHOTS && backend === 'pglite') {
        for (const [name, size] of [
          ['1366', sizes.desktop],
          ['pixel7', sizes.phone],
        ] as const) {
          const visitor = await (await browser.newContext({ ...size, baseURL: server.base })).newPage();
          await visitor.goto(url);
          await expect(visitor.getByTestId('preview-banner')).toHaveAttribute('data-state', 'refused', { timeout: 20_000 });
          await visitor.screenshot({ path: `${SHOTS}/studio-preview-refused-${name}.png` });
          await visitor.context().close();
        }
      }
      await stranger.goto('/');
      await expect(stranger.getByText(published.title, { exact: true })).toBeAttached({ timeout: 20_000 });
      await expect(stranger.getByText(draftTitle)).toHaveCount(0);
      await stranger.context().close();
      await page.context().close();
    });

    test("a dealer's draft name shows on its page in the preview", async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await signedIn(browser, server.base, sizes.desktop);
      const [dealer] = (await (await page.request.get(`${server.base}/api/cms/v2/authorized_store?per_page=1`)).json()).data.data as {
        id: number;
        slug: string;
        name: string;
      }[];
      await page.goto(`${server.base}/studio/c/dealers/${dealer!.id}`);
      const name = page.getByRole('textbox', { name: 'Nama', exact: true });
      await expect(name).toHaveValue(dealer!.name);
      await name.fill('Dealer Draf Pratinjau Sentosa');
      const { preview, url } = await openPreview(page);
      expect(new URL(url).pathname).toBe(`/dealer/${dealer!.slug}`);
      await expect(preview.getByRole('heading', { level: 1, name: 'Dealer Draf Pratinjau Sentosa' })).toBeVisible({ timeout: 20_000 });

      const stranger = await (await browser.newContext({ baseURL: server.base })).newPage();
      await stranger.goto(url);
      await expect(stranger.getByRole('heading', { level: 1, name: dealer!.name })).toBeVisible({ timeout: 20_000 });
      await expect(stranger.getByTestId('preview-banner')).toHaveAttribute('data-state', 'refused');
      await expect(stranger.getByText('Dealer Draf Pratinjau Sentosa')).toHaveCount(0);
      await stranger.goto(`/dealer/${dealer!.slug}`);
      await expect(stranger.getByRole('heading', { level: 1, name: dealer!.name })).toBeVisible({ timeout: 20_000 });
      await stranger.context().close();
      await page.context().close();
    });
  });
}
