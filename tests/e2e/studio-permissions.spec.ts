import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { ADMIN, startStudioServer, studioLogin, type Backend, type StudioServer } from './studio-helpers';
import { sizes } from './support/visual';

// Permissions in the studio (docs/decisions/250-staff-studio.md), in real Chromium against the production build,
// on PGlite and on a throwaway PostgreSQL 15: a service user edits a service centre and publishes it; the admin
// takes the service role's publish right away on the permissions page; the service user's next publish is
// refused by the server (403) and the studio says so; after a reload the studio no longer offers it.

const BACKENDS: { backend: Backend; port: number }[] = [
  { backend: 'pglite', port: 4721 },
  { backend: 'postgres', port: 4722 },
];
const SERVICE = { email: 'servis@studio-e2e.test', name: 'Sari Servis', password: 'Servis-e2e-Passw0rd' };
const SHOTS = process.env.SCREENSHOT_DIR;

async function signedIn(
  browser: Browser,
  base: string,
  who: { email: string; password: string },
  size: (typeof sizes)[keyof typeof sizes] = sizes.desktop,
): Promise<Page> {
  const context = await browser.newContext({ ...size, baseURL: base });
  const page = await context.newPage();
  await studioLogin(page, base, who.email, who.password);
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

for (const { backend, port } of BACKENDS) {
  test.describe(`studio permissions on ${backend}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: StudioServer;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startStudioServer(backend, port);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('the admin takes the service role’s publish right away: the server refuses it at once, the studio says so', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const admin = await signedIn(browser, server.base, ADMIN);
      const created = await admin.request.post(`${server.base}/api/cms/studio/staff`, {
        data: { ...SERVICE, role: 'service' },
        headers: { origin: server.base },
      });
      expect(created.status()).toBe(201);

      // The service user: service centres and pickup points in the navigation, no products; edits and publishes.
      const service = await signedIn(browser, server.base, SERVICE);
      const nav = service.getByRole('navigation', { name: 'Navigasi studio' });
      // (A collection's link says its count: "Service center 23".)
      await expect(nav.getByRole('link', { name: /^Service center \d+$/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^Titik antar-jemput servis \d+$/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^Produk \d+$/ })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Hak akses' })).toHaveCount(0);
      await nav.getByRole('link', { name: /^Service center \d+$/ }).click();
      await expect(service.getByRole('button', { name: 'Baru' })).toBeVisible();
      await service.getByRole('row').nth(1).getByRole('link').first().click();
      const phone = service.getByRole('textbox', { name: 'Telepon', exact: true });
      await phone.fill('021-555-0199');
      await service.getByRole('button', { name: 'Simpan draf' }).click();
      await expect(service.getByText('Draf tersimpan.')).toBeVisible();
      await service.getByRole('button', { name: 'Terbitkan' }).click();
      await expect(service.getByText('Terbit: pengunjung melihatnya sekarang.')).toBeVisible();

      // A further change saved as a draft, still to be published (every write refreshes what the studio offers, so
      // the change of rights comes after it: the editor on screen still offers "Terbitkan").
      await phone.fill('021-555-0200');
      const draftSaved = service.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/studio/collections/'));
      await service.getByRole('button', { name: 'Simpan draf' }).click();
      expect((await draftSaved).status()).toBe(200);
      await expect(service.getByRole('button', { name: 'Terbitkan' })).toBeEnabled();

      // The admin's permissions page: the service role's tab, publish on service centres unticked, saved.
      await admin.getByRole('navigation', { name: 'Navigasi studio' }).getByRole('link', { name: 'Hak akses' }).click();
      await expect(admin.getByRole('heading', { name: 'Hak akses' })).toBeVisible();
      await admin.getByRole('tab', { name: 'Layanan servis' }).click();
      const box = admin.getByRole('checkbox', { name: 'Terbitkan: Service center', exact: true });
      await expect(box).toBeChecked();
      await expect(admin.getByRole('checkbox', { name: 'Hapus: Service center', exact: true })).not.toBeChecked();
      await box.press('Space'); // by keyboard
      await expect(box).not.toBeChecked();
      await expect(admin.getByRole('tab', { name: /Layanan servis/ })).toContainText('diubah');
      expect(await seriousViolations(admin)).toEqual([]); // (before the save's notice, whose close button is Mantine's)
      const saved = admin.waitForResponse((r) => r.url().includes('/api/cms/studio/permissions') && r.request().method() === 'PUT');
      await admin.getByRole('button', { name: 'Simpan hak akses' }).click();
      expect((await saved).status()).toBe(200);
      await expect(admin.getByText('Hak akses disimpan dan langsung berlaku.')).toBeVisible();
      if (SHOTS && backend === 'pglite') {
        fs.mkdirSync(SHOTS, { recursive: true });
        await admin.waitForTimeout(600);
        await admin.screenshot({ path: `${SHOTS}/permissions-1366.png`, fullPage: false });
      }

      // The service user's open editor still offers the button (it loaded before); the server refuses the publish.
      const refused = service.waitForResponse((r) => /\/publish$/.test(new URL(r.url()).pathname));
      await service.getByRole('button', { name: 'Terbitkan' }).click();
      const answer = await refused;
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'permission_denied', action: 'publish', collection: 'service-centers' });
      await expect(
        service.getByText('Peran Anda tidak boleh menerbitkan, menurunkan atau menjadwalkan data ini.', { exact: false }),
      ).toBeVisible();

      // After a reload the studio offers only what the role may do: save, no publish, no schedule.
      await service.reload();
      await expect(service.getByRole('button', { name: 'Tersimpan' })).toBeVisible();
      await expect(service.getByRole('button', { name: 'Terbitkan' })).toHaveCount(0);
      await expect(service.getByRole('button', { name: 'Jadwalkan' })).toHaveCount(0);

      // The audit log has the change, by the admin.
      const audit = await admin.request.get(`${server.base}/api/cms/studio/audit?action=permissions.update`);
      const entries = (await audit.json()).data as { after: unknown; staff: { email: string } }[];
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ staff: { email: ADMIN.email }, after: { service: { 'service-centers': ['view', 'edit'] } } });

      // The page at phone size (Pixel 7), in English too.
      if (backend === 'pglite') {
        const phonePage = await signedIn(browser, server.base, ADMIN, sizes.phone);
        await phonePage.goto(`${server.base}/studio/permissions`);
        await phonePage.getByRole('tab', { name: /Layanan servis/ }).click();
        await expect(phonePage.getByRole('checkbox', { name: 'Terbitkan: Service center', exact: true })).not.toBeChecked();
        expect(await seriousViolations(phonePage)).toEqual([]);
        if (SHOTS) {
          await phonePage.waitForTimeout(600);
          await phonePage.screenshot({ path: `${SHOTS}/permissions-pixel7.png`, fullPage: true });
        }
        await phonePage.context().close();
      }
      await admin.context().close();
      await service.context().close();
    });
  });
}
