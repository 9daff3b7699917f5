import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from './support/test';
import { generate } from 'otplib';
import { startSmtpSink, type SmtpSink } from '../../src/server/test/smtp-sink';
import { ADMIN, startStudioServer, studioLogin, type Backend, type StudioServer } from './studio-helpers';

// A staff member's account security end to end (docs/decisions/130-accounts-and-sessions.md), in real Chromium
// against the production build, once on PGlite and once on a throwaway PostgreSQL 15, with a local SMTP sink:
// "Lupa kata sandi?" → the mail → the link → a new password (the old one and the used link stop working);
// then enrolling an authenticator app (the code computed here with otplib, as the phone would) and logging in
// with password + code. Every new screen is checked with axe and photographed at Pixel 7 and 1366×900.

const offset = process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 4173 : 0;
const BACKENDS: { backend: Backend; port: number }[] = [
  { backend: 'pglite', port: 4331 + offset },
  { backend: 'postgres', port: 4332 + offset },
];
const SCREENSHOTS = process.env.ACCOUNT_SCREENSHOTS_DIR;
const NEW_PASSWORD = 'Lensa-tele-hujan-sore-42';

async function axeClean(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} ${v.help}`);
  expect(serious).toEqual([]);
}

/** Desktop now and, for the record, Pixel 7 (the same page in a phone-sized viewport). */
async function photograph(page: Page, name: string, backend: Backend) {
  if (!SCREENSHOTS || backend !== 'pglite') return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(devices['Pixel 7'].viewport);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-pixel7.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

for (const { backend, port } of BACKENDS) {
  test.describe(`studio account security on ${backend}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: StudioServer;
    let sink: SmtpSink;
    let totpSecret = '';

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      sink = await startSmtpSink();
      server = await startStudioServer(backend, port, { SMTP_URL: sink.url, PUBLIC_URL: `http://127.0.0.1:${port}` });
    });
    test.afterAll(async () => {
      await server?.stop();
      await sink?.close();
    });

    test('"Lupa kata sandi?" mails a link that sets a new password once; the old password stops working', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${server.base}/studio/login`);
      await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
      await expect(page.getByRole('heading', { name: 'Lupa kata sandi' })).toBeVisible();
      await axeClean(page, 'forgot-password');
      await photograph(page, 'forgot-password', backend);
      await page.getByLabel('Email').fill(ADMIN.email.toUpperCase());
      await page.getByRole('button', { name: 'Kirim tautan' }).click();
      await expect(page.getByRole('status')).toContainText('tautan untuk mengatur kata sandi baru sudah dikirim');

      await expect.poll(() => sink.inbox.filter((mail) => mail.to.includes(ADMIN.email)).length, { timeout: 15_000 }).toBe(1);
      const mail = sink.inbox.find((m) => m.to.includes(ADMIN.email))!;
      const link = /(http:\/\/127\.0\.0\.1:\d+\/studio\/reset-password#[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(link, mail.text).toBeTruthy();

      await page.goto(link!);
      await expect(page.getByRole('heading', { name: 'Atur kata sandi baru' })).toBeVisible();
      await axeClean(page, 'reset-password');
      await photograph(page, 'reset-password', backend);
      // A guessable password is refused by the server's estimator; the link still works after it.
      await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('password123');
      await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
      await expect(page.getByText(/terlalu mudah ditebak/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
      await expect(page.getByRole('status')).toContainText('Kata sandi baru sudah disimpan');
      expect(new URL(page.url()).hash).toBe('');

      // The link works once (opened afresh: from this page it would be a same-document fragment change).
      await page.goto('about:blank');
      await page.goto(link!);
      await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('Lain-lagi-kamera-pagi-7');
      await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
      await expect(page.getByRole('alert')).toContainText('Tautan ini tidak berlaku lagi');
      await photograph(page, 'reset-password-used', backend);

      // The old password no longer opens the studio; the new one does.
      await page.goto(`${server.base}/studio/login`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('Email atau kata sandi salah');
      await studioLogin(page, server.base, ADMIN.email, NEW_PASSWORD);
    });

    test('enrols an authenticator app and logs in with password and code; a code is not taken twice', async ({ page }) => {
      test.setTimeout(120_000);
      await studioLogin(page, server.base, ADMIN.email, NEW_PASSWORD);
      await page.getByRole('link', { name: 'Akun & keamanan' }).click();
      await expect(page.getByRole('heading', { name: 'Akun & keamanan' })).toBeVisible();
      await expect(page.getByTestId('sessions')).toContainText('Sesi ini');
      await axeClean(page, 'account');
      await photograph(page, 'account', backend);

      await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
      const shown = (await page.getByTestId('totp-secret').textContent()) ?? '';
      totpSecret = shown.replace(/\s+/g, '');
      expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      await axeClean(page, 'account-enrol');
      await photograph(page, 'account-enrol', backend);
      await page.getByLabel('Kode dari aplikasi').fill('000000');
      await page.getByRole('button', { name: 'Konfirmasi dan aktifkan' }).click();
      await expect(page.getByText(/Kode tidak cocok/)).toBeVisible();
      await page.getByLabel('Kode dari aplikasi').fill(await generate({ secret: totpSecret }));
      await page.getByRole('button', { name: 'Konfirmasi dan aktifkan' }).click();
      await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      await axeClean(page, 'account-recovery-codes');
      await photograph(page, 'account-recovery-codes', backend);
      await page.getByRole('button', { name: 'Sudah saya simpan' }).click();
      await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
      await photograph(page, 'account-totp-on', backend);

      await page.getByRole('button', { name: 'Keluar' }).click();
      await expect(page).toHaveURL(/\/studio\/login/);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(page.getByRole('status')).toContainText('Masukkan kode 6 angka');
      const codeField = page.getByLabel('Kode verifikasi');
      await expect(codeField).toBeFocused();
      await axeClean(page, 'login-code');
      await photograph(page, 'login-code', backend);
      // The enrolment used this step's code: the next step's (one step ahead is accepted) logs in.
      const code = await generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 });
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(page.getByRole('heading', { name: /^Selamat datang,/ })).toBeVisible();

      // The same code from another browser is refused (replay).
      const other = await page.context().browser()!.newContext();
      const response = await other.request.post(`${server.base}/api/cms/studio/session`, {
        headers: { Origin: server.base },
        data: { email: ADMIN.email, password: NEW_PASSWORD, code },
      });
      expect(response.status()).toBe(401);
      expect((await response.json()).second_factor).toBe(true);
      await other.close();
    });
  });
}
