import crypto from 'node:crypto';
import { startSmtpSink, type SmtpSink, type SunkMail } from '../../src/server/test/smtp-sink';
import { expect, test, type Page } from './support/test';
import { choose } from './forms-helpers';
import { onPostgres } from './support/server-process';
import { sizes } from './support/visual';
import { ADMIN, pngBytes, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';
import { QUEUE_SIZE } from './support/outbox';

// A repair ticket end to end (docs/decisions/310-submissions-in-the-studio.md), in real Chromium against the production
// build with its customer mails going to a local SMTP sink this spec starts; on PGlite in the `chromium` project and
// on a throwaway PostgreSQL 15 in the `postgres` one (playwright.config.ts BOTH_DATABASES). The customer files a
// service request with two photos and a pickup point while the server is stopped (the outbox) and it arrives once,
// both photos with it; the service team moves it through the studio's ticket card to "checked" with a photo of
// its own, then to "quote awaiting approval" with an amount (repair before the answer is refused there); an
// illegal move is a 409; the customer sees the team's photo on its stage at /cek-status (by its signed address
// only) and approves offline, the answer arriving once; the team repairs and closes it; the timeline shows every
// stage, and every stage reached is one mail in the sink.

const QUEUED = 'Tersimpan di perangkat — akan dikirim otomatis saat online';
const SERVICE = { email: 'servis@tickets-e2e.test', name: 'Sari Servis', password: 'Servis-e2e-Passw0rd-x', role: 'service' };

/** An image element's natural width once it has loaded (0 while it has not, or when it failed). */
const loadedWidth = (img: unknown) => {
  const { complete, naturalWidth } = img as { complete: boolean; naturalWidth: number };
  return complete ? naturalWidth : 0;
};

/** One online visit, then a reload so the page is controlled by the service worker (the outbox lives there). */
async function openControlled(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
}

test.describe('a repair ticket from the offline request to the closed repair', () => {
  test.describe.configure({ mode: 'serial' });
  const backend = () => (onPostgres() ? 'postgres' : 'pglite');
  let server: StudioServer;
  let sink: SmtpSink | undefined;
  let mails: SunkMail[] = [];
  const customer = { name: 'Budi Pelanggan', email: '', phone: '081234567801' };
  let ticketId = '';
  let receipt = '';
  let customerPage: Page;
  let servicePoint = '';
  const photos = [
    { name: 'receiver-rusak.png', mimeType: 'image/png', buffer: pngBytes(32, 24, [200, 40, 40]) },
    { name: 'antena-patah.png', mimeType: 'image/png', buffer: pngBytes(24, 32, [40, 40, 200]) },
  ];
  // The service team's photo on "checked": what the customer must see on that stage.
  const teamPhoto = { name: 'konektor-longgar.png', mimeType: 'image/png', buffer: pngBytes(48, 36, [30, 160, 60]) };
  const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

  const studioApi = (page: Page, path: string) => page.request.get(`${server.base}/api/cms/studio/${path}`);
  const mailsTo = (address: string) => mails.filter((m) => m.to.includes(address)).map((m) => m.text);
  const stageSubjects = () =>
    mailsTo(customer.email)
      .map((text) => /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '')
      .filter((subject) => subject.startsWith('Servis Anda'));

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    customer.email = `budi.${backend()}@pelanggan-e2e.test`;
    sink = await startSmtpSink();
    mails = sink.inbox;
    // Ports of this spec's own: 4810 on PGlite, 4811 on PostgreSQL (both projects may run at once).
    server = await startStudioServer(backend(), onPostgres() ? 4811 : 4810, {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Denka <no-reply@denka.test>',
    });
  });
  test.afterAll(async () => {
    await customerPage?.context().close();
    await server?.stop();
    await sink?.close();
  });

  test('the administrator makes a service account', async ({ page }) => {
    await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
    const response = await page.request.post(`${server.base}/api/cms/studio/staff`, {
      headers: { Origin: server.base },
      data: { email: SERVICE.email, name: SERVICE.name, role: SERVICE.role, password: SERVICE.password },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  test('the customer files a service request with two photos and a pickup point with the server stopped; the outbox delivers it once', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    customerPage = await (await browser.newContext({ baseURL: server.base })).newPage();
    const page = customerPage;
    await openControlled(page, '/contact');
    await page.getByRole('tab', { name: 'Dukungan produk' }).click();
    const form = page.getByRole('form', { name: 'Formulir dukungan produk' });
    await choose(page, 'Merek', 'Hollyland');
    await page.getByRole('combobox', { name: 'Produk', exact: true }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Kendala yang dialami').fill('Receiver tidak mau terhubung setelah jatuh.');
    // The hand-over place: a pickup/drop point of a published service centre.
    await page.getByRole('combobox', { name: 'Tempat menyerahkan unit' }).click();
    const pickup = page.getByRole('option', { name: /\(.+\)$/ }).first();
    servicePoint = (await pickup.textContent())!.trim();
    await pickup.click();
    await form.locator('input[type="file"]').setInputFiles(photos);
    await expect(form.getByText('receiver-rusak.png, antena-patah.png')).toBeVisible();
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await form.screenshot({ path: test.info().outputPath(`support-form-${name}.png`) });
    }
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(customer.name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
    await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill(customer.phone);

    await server.halt();
    await form.getByRole('button', { name: 'Kirim permintaan' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    expect(await page.evaluate(QUEUE_SIZE)).toBe(1);
    await server.resume();
    // No click: the page's timer asks the worker to replay.
    await expect(page.getByText('Terkirim. Terima kasih!')).toBeVisible({ timeout: 45_000 });
    expect(await page.evaluate(QUEUE_SIZE)).toBe(0);
  });

  test('the service team sees it once and moves it to "quote awaiting approval" in the studio; repair waits for the answer', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await studioLogin(page, server.base, SERVICE.email, SERVICE.password);
    const list = await studioApi(page, `inbox?kind=support&q=${encodeURIComponent(customer.email)}`);
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { id: string; reference: string }[] }).data;
    expect(rows).toHaveLength(1); // arrived once
    ticketId = rows[0]!.id;
    receipt = rows[0]!.reference;
    expect(receipt).toMatch(/^DK-[0-9A-Z]{8}$/);

    await page.getByRole('navigation', { name: 'Navigasi studio' }).getByRole('link', { name: 'Kotak masuk' }).click();
    await page.getByRole('row').filter({ hasText: customer.name }).getByRole('link', { name: customer.name }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/inbox/${ticketId}$`));
    const card = page.getByTestId('inbox-ticket');
    await expect(card.getByTestId('inbox-ticket-timeline').getByRole('listitem')).toHaveCount(1);
    // Both photos arrived byte for byte, once, in their order; the chosen pickup point by its name (the stored code beside it).
    const detail = (await (await studioApi(page, `inbox/${ticketId}`)).json()) as { data: { files: { field: string; sha256: string }[] } };
    expect(detail.data.files.map((f) => [f.field, f.sha256])).toEqual(photos.map((p) => ['photo', sha256(p.buffer)]));
    await expect(page.getByTestId('inbox-attachment')).toHaveCount(2);
    await expect(page.getByTestId('inbox-attachment').first()).toContainText('Foto kerusakan 1 dari 2');
    await expect(page.getByTestId('inbox-attachment').first()).toContainText('receiver-rusak.png');
    await expect(page.getByTestId('inbox-attachment').last()).toContainText('antena-patah.png');
    await expect(page.getByTestId('inbox-image-preview')).toHaveCount(2);
    await expect(page.getByTestId('inbox-fields').getByRole('row').filter({ hasText: 'Tempat menyerahkan unit' })).toContainText(
      `${servicePoint} (pickup:`,
    );
    // From "received" only "checked" and "cancelled" are offered.
    await expect(card.getByRole('radio')).toHaveCount(2);

    // Keyboard: the radio group, the note, then the button.
    await card.getByRole('radio', { name: 'Diperiksa teknisi' }).focus();
    await page.keyboard.press('Space');
    await expect(card.getByRole('radio', { name: 'Diperiksa teknisi' })).toBeChecked();
    await card.getByLabel('Catatan untuk pelanggan').fill('Konektor antena longgar.');
    // A photo for the customer, sent with the move; it shows on the stage once saved.
    await card.locator('input[type="file"]').setInputFiles(teamPhoto);
    await expect(card.getByText(teamPhoto.name)).toBeVisible();
    await card.getByRole('button', { name: 'Simpan tahap' }).click();
    await expect(card.getByTestId('inbox-ticket-saved')).toHaveText(/^Tahap disimpan: Diperiksa teknisi\./);
    const shown = card.getByRole('img', { name: 'Foto untuk pelanggan, tahap Diperiksa teknisi (1 dari 1)' });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate(loadedWidth)).toBe(48);
    await expect(card.getByText(teamPhoto.name)).toHaveCount(0); // the picker is empty for the next move

    await card.getByRole('radio', { name: 'Menunggu persetujuan biaya' }).check();
    await card.getByRole('button', { name: 'Simpan tahap' }).click();
    await expect(card.getByText(/Isi biaya antara Rp 1 dan Rp 1\.000\.000\.000/)).toBeVisible();
    await card.getByRole('textbox', { name: 'Biaya perbaikan' }).fill('750000');
    await card.getByRole('button', { name: 'Simpan tahap' }).click();
    await expect(card.getByTestId('inbox-ticket-saved')).toHaveText(/^Tahap disimpan: Menunggu persetujuan biaya\./);
    await expect(card.getByTestId('inbox-ticket-timeline')).toContainText('Rp 750.000');
    await expect(card.getByTestId('inbox-ticket-timeline')).toContainText('Menunggu jawaban pelanggan');

    // Repair before the customer's answer: offered (TICKET_MOVES allows it after a quote), refused by the server.
    await card.getByRole('radio', { name: 'Sedang diperbaiki' }).check();
    await card.getByRole('button', { name: 'Simpan tahap' }).click();
    const refusal = card.getByRole('alert');
    await expect(refusal).toContainText('Tahap tidak dapat diubah');
    await expect(refusal).toContainText('Pelanggan belum menyetujui biaya: perbaikan belum dapat dimulai.');
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await page.evaluate('window.scrollTo(0, 0)'); // a full-page shot from the top, the sticky header in its place
      await page.screenshot({ path: testInfo.outputPath(`studio-ticket-${name}.png`), fullPage: true });
    }
  });

  test('an illegal stage move is a 409 naming both stages', async ({ page }) => {
    await studioLogin(page, server.base, SERVICE.email, SERVICE.password);
    const move = (data: unknown, lang = 'id') =>
      page.request.post(`${server.base}/api/cms/studio/inbox/${ticketId}/stages?lang=${lang}`, { headers: { Origin: server.base }, data });
    const skip = await move({ stage: 'ready' });
    expect(skip.status()).toBe(409);
    expect(((await skip.json()) as { message: string }).message).toBe(
      'Tiket pada tahap "Menunggu persetujuan biaya" tidak dapat dipindah ke "Siap diambil".',
    );
    const english = await move({ stage: 'closed' }, 'en');
    expect(english.status()).toBe(409);
    expect(((await english.json()) as { message: string }).message).toContain('cannot move to');
    // The stage is unchanged.
    const ticket = (await (await studioApi(page, `inbox/${ticketId}/ticket`)).json()) as { data: { stage: string } };
    expect(ticket.data.stage).toBe('quote');
  });

  test('the customer approves the quote on /cek-status with the server stopped; the answer arrives once', async () => {
    test.setTimeout(180_000);
    const testInfo = test.info();
    const page = customerPage;
    await page.goto(`/cek-status?ref=${receipt}`);
    await page.getByRole('textbox', { name: 'Email yang Anda isi di formulir' }).fill(customer.email);
    await page.getByRole('button', { name: 'Cek status', exact: true }).click();
    const timeline = page.getByTestId('ticket-timeline');
    await expect(timeline).toContainText('Menunggu persetujuan biaya');
    await expect(timeline).toContainText('Rp 750.000');
    await expect(timeline).toContainText('Konektor antena longgar.');
    // The team's photo on "checked", loaded from its signed address; the same address without its signature is nothing.
    const teamShot = timeline.getByRole('img', { name: 'Foto dari tim servis, tahap Diperiksa teknisi (1 dari 1)' });
    await expect(teamShot).toBeVisible();
    await expect.poll(() => teamShot.evaluate(loadedWidth)).toBe(48);
    const address = (await teamShot.getAttribute('src'))!;
    const bytes = await page.request.get(address);
    expect([bytes.status(), bytes.headers()['cache-control'], sha256(await bytes.body())]).toEqual([
      200,
      'no-store',
      sha256(teamPhoto.buffer),
    ]);
    expect((await page.request.get(address.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`))).status()).toBe(404);
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: testInfo.outputPath(`cek-status-photo-${name}.png`), fullPage: true });
    }

    await server.halt();
    await page.getByRole('radio', { name: 'Setujui, lanjutkan perbaikan' }).check();
    await page.getByRole('button', { name: 'Kirim jawaban' }).click();
    await expect(page.getByText(QUEUED)).toBeVisible();
    expect(await page.evaluate(QUEUE_SIZE)).toBe(1);
    await server.resume();
    // Delivered by the outbox, the status is read again: the timeline shows the answer, the form is gone.
    await expect(timeline.getByRole('listitem').last()).toContainText('disetujui', { timeout: 45_000 });
    await expect(page.getByRole('form', { name: 'Jawaban atas biaya perbaikan' })).toHaveCount(0);
    expect(await page.evaluate(QUEUE_SIZE)).toBe(0);
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: testInfo.outputPath(`cek-status-approved-${name}.png`), fullPage: true });
    }
  });

  test('the team sees the approval once, repairs and closes it in the studio; the timeline shows every stage; one mail each', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await studioLogin(page, server.base, SERVICE.email, SERVICE.password);
    const answers = await studioApi(page, `inbox?kind=quote_decision&q=${encodeURIComponent(customer.email)}`);
    expect(((await answers.json()) as { data: unknown[] }).data).toHaveLength(1);

    await page.goto(`${server.base}/studio/inbox/${ticketId}`);
    const card = page.getByTestId('inbox-ticket');
    await expect(card.getByTestId('inbox-ticket-timeline')).toContainText('Disetujui pelanggan');
    for (const stage of ['Sedang diperbaiki', 'Siap diambil', 'Selesai']) {
      await card.getByRole('radio', { name: stage }).check();
      await card.getByRole('button', { name: 'Simpan tahap' }).click();
      await expect(card.getByTestId('inbox-ticket-saved')).toHaveText(new RegExp(`^Tahap disimpan: ${stage}\\.`));
    }
    await expect(card.getByTestId('inbox-ticket-final')).toBeVisible();
    const stages = ['received', 'checked', 'quote', 'in_repair', 'ready', 'closed'];
    await expect(card.getByTestId('inbox-ticket-timeline').getByRole('listitem')).toHaveCount(stages.length);

    // The customer's timeline, every stage, the approved quote.
    const visitor = await (await browser.newContext({ baseURL: server.base })).newPage();
    await visitor.goto(`/cek-status?ref=${receipt}`);
    await visitor.getByRole('textbox', { name: 'Email yang Anda isi di formulir' }).fill(customer.email);
    await visitor.getByRole('button', { name: 'Cek status', exact: true }).click();
    const timeline = visitor.getByTestId('ticket-timeline').getByRole('listitem');
    await expect(timeline).toHaveText([
      /^Diterima/,
      /^Diperiksa teknisi.*Konektor antena longgar\./,
      /^Menunggu persetujuan biaya.*Rp 750\.000.*disetujui/,
      /^Sedang diperbaiki/,
      /^Siap diambil/,
      /^Selesai/,
    ]);
    for (const [name, size] of Object.entries(sizes)) {
      await visitor.setViewportSize(size.viewport);
      await visitor.evaluate('window.scrollTo(0, 0)');
      await visitor.screenshot({ path: testInfo.outputPath(`cek-status-closed-${name}.png`), fullPage: true });
    }
    await visitor.context().close();

    // The sink: the confirmation with the receipt, then one mail per stage reached, in order, none twice.
    await expect.poll(stageSubjects, { timeout: 20_000 }).toEqual(
      // The mail's stage words are the server's (src/server/notify/tickets.ts STAGE_LABEL).
      ['Diperiksa', 'Menunggu persetujuan biaya', 'Sedang diperbaiki', 'Siap diambil', 'Selesai'].map(
        (label) => `Servis Anda ${receipt}: ${label}`,
      ),
    );
    const texts = mailsTo(customer.email);
    expect(texts.filter((text) => text.includes(`Nomor referensi: ${receipt}`))).toHaveLength(1);
    const quoteMail = texts.find((text) => text.includes(`Servis Anda ${receipt}: Menunggu persetujuan biaya`))!;
    expect(quoteMail).toContain('Biaya perbaikan: Rp 750.000');
    expect(quoteMail).toContain(`/cek-status?ref=${receipt}`);
    // Staff mails name no customer.
    for (const text of mailsTo(SERVICE.email)) expect(text).not.toContain(customer.email);
  });
});
