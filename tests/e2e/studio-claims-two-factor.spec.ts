import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { expect, test, type Page, type TestInfo } from './support/test';
import { startSmtpSink, type SmtpSink, type SunkMail } from '../../src/server/test/smtp-sink';
import { sizes } from './support/visual';
import { ADMIN, pdfBytes, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';

// Two pieces of the studio end to end, in real Chromium against the production build (PGlite; the server suites run
// both on PostgreSQL too), with a local SMTP sink:
// - a second warranty claim (docs/decisions/133): two customers register one serial through the public forms, the
//   first activates it, the second's activation waits for staff; the service team finds it from the dashboard, sees
//   both claims side by side, refuses without a reason (refused in the page), then with one; the claimant, who
//   registered in English, gets one English mail with the reason;
// - two-factor login per role (docs/decisions/130): an admin requires it for editors (requiring it for admins is
//   refused while the admin has none); an editor who logs in is sent to the enrolment screen at once, every other
//   call answers 403, and after enrolling the studio opens.
// Each new or changed screen passes axe and is photographed at phone and desktop size.

const offset = process.env.E2E_PORT ? Number(process.env.E2E_PORT) - 4173 : 0;
const PORT = 4361 + offset;
const SERVICE = { email: 'sari@claims-e2e.test', name: 'Sari Servis', password: 'Servis-klaim-Passw0rd-x', role: 'service' };
const EDITOR = { email: 'eko@claims-e2e.test', name: 'Eko Editor', password: 'Editor-2fa-Passw0rd-x', role: 'editor' };
const REASON = 'The invoice belongs to another serial number.';

async function axeClean(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function photograph(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize();
  for (const [label, device] of Object.entries(sizes)) {
    await page.setViewportSize(device.viewport);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.describe('second warranty claims and two-factor login per role', () => {
  test.describe.configure({ mode: 'serial' });
  let server: StudioServer;
  let sink: SmtpSink | undefined;
  let mails: SunkMail[] = [];
  const serial = `HL${randomUUID().slice(0, 8).toUpperCase()}`;
  const claimant = `claimant.${serial.toLowerCase()}@claims-e2e.test`;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    sink = await startSmtpSink();
    mails = sink.inbox;
    server = await startStudioServer('pglite', PORT, { SMTP_URL: sink.url, PUBLIC_URL: `http://127.0.0.1:${PORT}` });
  });
  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  test('the administrator makes a service and an editor account; a second claim is made through the public forms', async ({ page }) => {
    const api = page.request;
    // The accounts first, straight after the login (no idle keep-alive connection for the server to close under us).
    await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
    for (const member of [SERVICE, EDITOR]) {
      const made = await api.post(`${server.base}/api/cms/studio/staff`, { headers: { Origin: server.base }, data: member });
      expect(made.status(), await made.text()).toBe(201);
    }
    const products = (await (await api.get(`${server.base}/api/cms/v2/support/product?brand_id=hollyland`)).json()) as {
      data: { id: number }[];
    };
    let n = 0;
    const post = (path: string, fields: Record<string, string>, lang: 'id' | 'en', invoice = false) =>
      api.post(`${server.base}/api/cms/${path}?lang=${lang}`, {
        headers: { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `10.61.0.${++n}` },
        multipart: {
          ...fields,
          ...(invoice ? { invoice: { name: 'nota.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`Nota ${fields.name}`) } } : {}),
        },
      });
    const registration = {
      brand: 'hollyland',
      product: String(products.data[0]!.id),
      serial_number: serial,
      purchase_date: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
      place_type: 'other',
      place_name: 'Toko Kamera Jaya',
      consent: 'true',
    };
    const first = await post(
      'v2/product-registration',
      { ...registration, name: 'Budi Pertama', email: 'budi@claims-e2e.test' },
      'id',
      true,
    );
    expect(first.status(), await first.text()).toBe(201);
    const second = await post('v2/product-registration', { ...registration, name: 'Clara Second', email: claimant }, 'en', true);
    expect(second.status(), await second.text()).toBe(201);
    const ref = async (r: typeof first) => ((await r.json()) as { data: { reference: string } }).data.reference;
    expect((await post('v2/warranty/activation', { serial_number: serial, reference: await ref(first) }, 'id')).status()).toBe(201);
    const claimed = await post('v2/warranty/activation', { serial_number: serial, reference: await ref(second) }, 'en');
    expect(claimed.status()).toBe(202);
  });

  test('the service team refuses the claim with a reason from its screen; the customer gets one mail in English', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await studioLogin(page, server.base, SERVICE.email, SERVICE.password);
    const fromDashboard = page.getByTestId('dashboard-claims');
    await expect(fromDashboard).toHaveText('1 klaim garansi kedua menunggu');
    await fromDashboard.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Klaim garansi kedua' })).toBeVisible();
    const card = page.getByRole('region', { name: new RegExp(`nomor seri ${serial}`) });
    await expect(card).toContainText('Clara Second');
    await expect(card).toContainText('Budi Pertama');
    await expect(card.getByTestId('inbox-attachment')).toHaveCount(2);
    await axeClean(page, 'warranty-claims');
    await photograph(page, testInfo, 'warranty-claims');

    // No reason: refused in the page, nothing sent.
    await card.getByRole('button', { name: 'Tolak klaim' }).click();
    await expect(card.getByText('Tuliskan alasan penolakan: alasan ini dikirim ke pelanggan.')).toBeVisible();
    await axeClean(page, 'warranty-claims-reason-missing');
    await card.getByRole('textbox', { name: 'Alasan atau catatan untuk pelanggan' }).fill(REASON);
    await card.getByRole('button', { name: 'Tolak klaim' }).click();
    await expect(page.getByText('Klaim ditolak; pelanggan diberi tahu.')).toBeVisible();
    await expect(page.getByTestId('claims-empty')).toBeVisible();
    await photograph(page, testInfo, 'warranty-claims-empty');

    const toClaimant = () => mails.filter((m) => m.to.includes(claimant) && /warranty claim/i.test(m.text));
    await expect.poll(() => toClaimant().length, { timeout: 20_000 }).toBe(1);
    const mail = toClaimant()[0]!;
    expect(mail.text).toMatch(/^Subject: Your warranty claim was not approved/m);
    expect(mail.text).toContain(REASON);
    expect(mail.text).toContain(serial);
    // The inbox's registration says so, and the list links the screen.
    await page.goto(`${server.base}/studio/inbox`);
    await expect(page.getByTestId('inbox-claims-link')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(toClaimant()).toHaveLength(1);
  });

  test('an admin requires two-factor login for editors; an editor is sent to enrolment and gets in after it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
    await page.goto(`${server.base}/studio/staff`);
    const card = page.getByRole('region', { name: 'Verifikasi dua langkah per peran' });
    await expect(card.getByRole('checkbox', { name: 'Editor' })).not.toBeChecked();
    // Requiring it of admins while this admin has none would lock them into enrolling: refused.
    await card.getByRole('checkbox', { name: 'Administrator' }).check();
    await card.getByRole('button', { name: 'Simpan aturan' }).click();
    await expect(card.getByRole('alert')).toContainText('untuk akun Anda sendiri');
    await card.getByRole('checkbox', { name: 'Administrator' }).uncheck();
    await card.getByRole('checkbox', { name: 'Editor' }).check();
    await card.getByRole('button', { name: 'Simpan aturan' }).click();
    await expect(page.getByText('Aturan verifikasi dua langkah disimpan.')).toBeVisible();
    await expect(card.getByRole('checkbox', { name: 'Editor' })).toBeChecked();
    await axeClean(page, 'staff');
    await photograph(page, testInfo, 'staff-role-security');

    const context = await browser.newContext();
    const editor = await context.newPage();
    await editor.goto(`${server.base}/studio/c/products`);
    await expect(editor).toHaveURL(/\/studio\/login\?next=/);
    await editor.getByLabel('Email').fill(EDITOR.email);
    await editor.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(editor.getByTestId('totp-required')).toContainText('Peran Anda mewajibkan verifikasi dua langkah');
    await expect(editor.getByRole('navigation')).toHaveCount(0);
    const refused = await editor.request.get(`${server.base}/api/cms/studio/collections`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code?: string }).code).toBe('two_factor_required');
    await axeClean(editor, 'enrolment');
    await photograph(editor, testInfo, 'enrolment');

    await editor.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    const secret = ((await editor.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    await axeClean(editor, 'enrolment-code');
    await photograph(editor, testInfo, 'enrolment-code');
    await editor.getByLabel('Kode dari aplikasi').fill(await generate({ secret }));
    await editor.getByRole('button', { name: 'Konfirmasi dan aktifkan' }).click();
    await expect(editor.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await editor.getByRole('button', { name: 'Sudah saya simpan' }).click();
    await expect(editor.getByRole('navigation', { name: 'Navigasi studio' })).toBeVisible();
    expect((await editor.request.get(`${server.base}/api/cms/studio/collections`)).status()).toBe(200);
    await context.close();
  });
});
