import crypto from 'node:crypto';
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { devices, expect, test, type Browser, type Download, type Page } from './support/test';
import { choose, fillCareerApplication, makePdf, openJobSlug } from './forms-helpers';
import { ADMIN, startStudioServer, studioLogin, type Backend, type StudioServer } from './studio-helpers';

// The studio's inbox end to end (docs/decisions/310-submissions-in-the-studio.md), in real Chromium against the production
// build, once on PGlite and once on a throwaway PostgreSQL 15: a visitor sends a career application with a CV
// and a B2B inquiry through the public forms; an HR user sees the application and not the inquiry, downloads
// the CV (the same sha256 as the upload), moves it to "in progress" with a note; a marketing user exports the
// inquiries to CSV and finds the B2B request; an erasure request for the applicant's e-mail removes the
// application and its file, and the audit log names the administrator who did it.

const BACKENDS: { backend: Backend; port: number }[] = [
  { backend: 'pglite', port: 4321 },
  { backend: 'postgres', port: 4322 },
];
const HR = { email: 'hr@inbox-e2e.test', name: 'Hana HR', password: 'Hr-inbox-Passw0rd-x', role: 'hr' };
const MARKETING = { email: 'marketing@inbox-e2e.test', name: 'Maya Pemasaran', password: 'Mkt-inbox-Passw0rd-x', role: 'marketing' };
const SCREENSHOTS = process.env.INBOX_SCREENSHOTS_DIR;

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const downloaded = async (download: Download) => fs.readFileSync((await download.path())!);

/** A page in a fresh context (no cookies): what a visitor sees. */
async function visitor(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  return context.newPage();
}

/** CSP refusals the page reports (a blocked preview frame would be one). */
function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

for (const { backend, port } of BACKENDS) {
  test.describe(`studio inbox on ${backend}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: StudioServer;
    const applicant = { name: `Dewi Pelamar ${backend}`, email: `dewi.${backend}@pelamar-e2e.test`, cv: makePdf() };
    const lead = { name: `Rudi Pengadaan ${backend}`, company: `PT Uji Pengadaan ${backend}`, email: `rudi.${backend}@pengadaan-e2e.test` };
    let applicationId = '';
    let cvFileId = 0;
    let applicationReference = '';

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startStudioServer(backend, port);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('the administrator makes an HR and a marketing account (studio API)', async ({ page }) => {
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      for (const who of [HR, MARKETING]) {
        const response = await page.request.post(`${server.base}/api/cms/studio/staff`, {
          headers: { Origin: server.base },
          data: { email: who.email, name: who.name, role: who.role, password: who.password },
        });
        expect(response.status(), await response.text()).toBe(201);
      }
    });

    test('a visitor sends a career application with a CV and a B2B inquiry through the public forms', async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await visitor(browser, server.base);
      await page.goto(`/karir-detail/${await openJobSlug(server.base)}`);
      await expect(page.getByRole('form', { name: 'Formulir lamaran' })).toBeVisible({ timeout: 15_000 });
      await fillCareerApplication(page, applicant.cv);
      await page.getByRole('textbox', { name: 'Nama lengkap', exact: true }).fill(applicant.name);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(applicant.email);
      await page.getByRole('button', { name: 'Kirim lamaran' }).click();
      await expect(page).toHaveURL(/\/thankyousubmit$/, { timeout: 15_000 });

      await page.goto('/b2b');
      await page.getByText('Bisnis (B2B)', { exact: true }).first().click();
      await page.getByRole('textbox', { name: 'Nama', exact: true }).fill(lead.name);
      await page.getByRole('textbox', { name: 'Perusahaan', exact: true }).fill(lead.company);
      await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081298765432');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(lead.email);
      await choose(page, 'Dari mana Anda mengetahui kami?', 'Mesin pencari');
      await page.getByRole('textbox', { name: 'Alamat', exact: true }).fill('Jl. Gatot Subroto No. 1, Jakarta');
      await page.getByLabel('Kebutuhan Anda').fill('40 unit kamera aksi untuk pelatihan lapangan.');
      await page.getByRole('button', { name: 'Kirim permintaan' }).click();
      await expect(page).toHaveURL(/\/b2b\/thank-you-for-register$/, { timeout: 15_000 });
      await page.context().close();
    });

    test('HR sees the application and not the inquiry, downloads the CV unchanged, moves it to "in progress" with a note', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const refused = cspErrors(page);
      await studioLogin(page, server.base, HR.email, HR.password);
      await page.getByRole('navigation', { name: 'Navigasi studio' }).getByRole('link', { name: 'Kotak masuk' }).click();
      await expect(page).toHaveURL(/\/studio\/inbox$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Kotak masuk' })).toBeVisible();
      await expect(page.getByTestId('inbox-total')).toHaveText('1 kiriman');
      const row = page.getByRole('row').filter({ hasText: applicant.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Lamaran kerja');
      await expect(page.getByRole('row').filter({ hasText: lead.name })).toHaveCount(0);
      // Not only hidden: the server refuses HR the inquiries outright.
      expect((await page.request.get(`${server.base}/api/cms/studio/inbox?kind=inquiry`)).status()).toBe(403);

      // Keyboard: the row's link opens the detail.
      await row.getByRole('link', { name: applicant.name }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/studio\/inbox\/[0-9a-f-]{36}$/);
      applicationId = /\/studio\/inbox\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
      await expect(page.getByRole('heading', { level: 2, name: applicant.name })).toBeVisible();
      applicationReference = (await page.getByTestId('inbox-reference').textContent())!.trim();
      expect(applicationReference).toMatch(/^DK-[0-9A-Z]{8}$/);
      const fields = page.getByTestId('inbox-fields');
      await expect(fields.getByRole('row').filter({ hasText: 'Email' }).first()).toContainText(applicant.email);
      await expect(fields.getByRole('row').filter({ hasText: 'Jenis kelamin' })).toContainText('Perempuan');
      await expect(fields.getByRole('row').filter({ hasText: 'Pendidikan terakhir' })).toContainText('Sarjana (S1)');

      // Keyboard: the status is a radio group; an arrow key moves it on, and the choice is saved at once.
      await page.getByRole('radio', { name: 'Baru' }).focus();
      await expect(page.getByRole('radio', { name: 'Baru' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Sedang ditangani' })).toBeChecked();
      await expect(page.getByTestId('inbox-saved')).toHaveText('Status disimpan: Sedang ditangani.');
      const note = `Dijadwalkan wawancara Senin (${backend}).`;
      await page.getByLabel('Catatan baru').fill(note);
      await page.getByRole('button', { name: 'Tambah catatan' }).click();
      await expect(page.getByTestId('inbox-notes')).toContainText(note);
      await expect(page.getByTestId('inbox-notes')).toContainText(HR.name);
      await expect(page.getByLabel('Catatan baru')).toHaveValue('');

      // The CV: previewed in a frame from an object URL of the authorised route, and downloaded byte for byte.
      const attachment = page.getByTestId('inbox-attachment');
      await expect(attachment).toContainText('cv-dewi.pdf');
      cvFileId = Number(await attachment.getAttribute('data-file-id'));
      await attachment.getByRole('button', { name: 'Tampilkan pratinjau cv-dewi.pdf' }).click();
      await expect(page.getByTestId('inbox-pdf-preview')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        attachment.getByRole('link', { name: 'Unduh cv-dewi.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('cv-dewi.pdf');
      expect(sha256(await downloaded(download))).toBe(sha256(applicant.cv));

      // Stored: a fresh page shows the same.
      await page.reload();
      await expect(page.locator('[data-inbox-status="in_progress"]').first()).toBeVisible();
      await expect(page.getByTestId('inbox-notes')).toContainText(note);
      await page.goto(`${server.base}/studio/inbox?status=in_progress`);
      await expect(page.getByRole('row').filter({ hasText: applicant.name })).toContainText('Sedang ditangani');
      expect(refused, 'no CSP refusal on the inbox pages').toEqual([]);
    });

    test('marketing does not see the application; exports the inquiries to CSV and finds the B2B request', async ({ page }) => {
      test.setTimeout(60_000);
      await studioLogin(page, server.base, MARKETING.email, MARKETING.password);
      await page.goto(`${server.base}/studio/inbox`);
      const row = page.getByRole('row').filter({ hasText: lead.name });
      await expect(row).toHaveCount(1);
      await expect(page.getByRole('row').filter({ hasText: applicant.name })).toHaveCount(0);
      // A fresh lead shows its age, not yet past the 24-hour promise.
      await expect(row.locator('[data-overdue="false"]')).toBeVisible();
      expect((await page.request.get(`${server.base}/api/cms/studio/inbox/${applicationId}`)).status()).toBe(404);
      expect((await page.request.get(`${server.base}/api/cms/studio/inbox/${applicationId}/files/${cvFileId}`)).status()).toBe(404);

      await choose(page, 'Jenis', 'Pertanyaan & permintaan B2B');
      await expect(page).toHaveURL(/kind=inquiry/);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inbox-export-csv').click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const rows = parse((await downloaded(download)).toString('utf8').replace(/^\uFEFF/, ''), {
        columns: true,
        skip_empty_lines: true,
        relax_column_count: true,
      }) as Record<string, string>[];
      const found = rows.filter((r) => Object.values(r).includes(lead.email));
      expect(found, 'the B2B request is in the export').toHaveLength(1);
      expect(Object.values(found[0]!)).toContain(lead.company);
      expect(
        rows.some((r) => Object.values(r).includes(applicant.email)),
        'no application in the inquiries export',
      ).toBe(false);
    });

    if (backend === 'pglite' && SCREENSHOTS) {
      test('screenshots of the list and the detail (Pixel 7, 1366×900)', async ({ browser }) => {
        test.setTimeout(90_000);
        for (const [size, options] of [
          ['pixel7', { ...devices['Pixel 7'] }],
          ['1366', { viewport: { width: 1366, height: 900 } }],
        ] as const) {
          for (const [who, name] of [
            [HR, applicant.name],
            [MARKETING, lead.name],
          ] as const) {
            const context = await browser.newContext(options);
            const page = await context.newPage();
            await studioLogin(page, server.base, who.email, who.password);
            await page.goto(`${server.base}/studio/inbox`);
            await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
            await page.screenshot({ path: `${SCREENSHOTS}/inbox-list-${who.role}-${size}.png`, fullPage: true });
            await page.getByRole('link', { name }).click();
            await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
            if (who === HR) {
              await page.getByRole('button', { name: 'Tampilkan pratinjau cv-dewi.pdf' }).click();
              await expect(page.getByTestId('inbox-pdf-preview')).toBeVisible();
            }
            await page.screenshot({ path: `${SCREENSHOTS}/inbox-detail-${who.role}-${size}.png`, fullPage: true });
            await context.close();
          }
        }
        // The same in English (the studio's language switch is kept in localStorage).
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        await context.addInitScript("window.localStorage.setItem('studioLang', 'en')");
        const page = await context.newPage();
        await page.goto(`${server.base}/studio/login`);
        await page.getByLabel('Email').fill(HR.email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(HR.password);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.getByRole('navigation').getByRole('link', { name: 'Inbox' }).click();
        await expect(page.getByTestId('inbox-total')).toHaveText('1 submission');
        await page.screenshot({ path: `${SCREENSHOTS}/inbox-list-hr-1366-en.png`, fullPage: true });
        await page.getByRole('link', { name: applicant.name }).click();
        await expect(page.getByRole('heading', { level: 3, name: 'Handling' })).toBeVisible();
        await page.getByRole('button', { name: 'Show preview of cv-dewi.pdf' }).click();
        await expect(page.getByTestId('inbox-pdf-preview')).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOTS}/inbox-detail-hr-1366-en.png`, fullPage: true });
        await context.close();
      });
    }

    test('an erasure request for the applicant removes the application and its CV; the audit log names who did it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
      await page.getByRole('navigation', { name: 'Navigasi studio' }).getByRole('link', { name: 'Data pribadi' }).click();
      await page.getByRole('textbox', { name: 'Email' }).fill(applicant.email);
      await page.getByRole('button', { name: 'Cari data' }).click();
      const results = page.getByRole('region', { name: 'Hasil pencarian' });
      await expect(results.getByRole('table', { name: 'Pengajuan' })).toContainText(applicationReference);
      await results.getByRole('button', { name: 'Hapus semua data' }).click();
      await page.getByRole('dialog', { name: 'Hapus semua data orang ini?' }).getByRole('button', { name: 'Hapus permanen' }).click();
      // The application, its CV and HR's note.
      await expect(page.getByRole('status').filter({ hasText: 'Data dihapus' })).toContainText('1 pengajuan, 1 berkas, 1 catatan');

      // Gone for HR: the list, the detail and the file.
      const hr = await browser.newContext();
      const hrPage = await hr.newPage();
      await studioLogin(hrPage, server.base, HR.email, HR.password);
      await hrPage.goto(`${server.base}/studio/inbox`);
      await expect(hrPage.getByTestId('inbox-total')).toHaveText('0 kiriman');
      await expect(hrPage.getByText('Belum ada kiriman.')).toBeVisible();
      expect((await hrPage.request.get(`${server.base}/api/cms/studio/inbox/${applicationId}`)).status()).toBe(404);
      expect((await hrPage.request.get(`${server.base}/api/cms/studio/inbox/${applicationId}/files/${cvFileId}`)).status()).toBe(404);
      await hrPage.goto(`${server.base}/studio/inbox/${applicationId}`);
      await expect(hrPage.getByText('Kiriman ini tidak ditemukan, atau bukan bagian peran Anda.')).toBeVisible();
      await hr.close();

      // The audit log: the erasure, by the administrator.
      await page.goto(`${server.base}/studio/audit`);
      const entry = page.getByRole('row').filter({ hasText: /erase/i }).first();
      await expect(entry).toBeVisible();
      await expect(entry).toContainText(ADMIN.name);
    });
  });
}
