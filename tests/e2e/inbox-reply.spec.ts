import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { startSmtpSink, type SmtpSink, type SunkMail } from '../../src/server/test/smtp-sink';
import { sizes } from './support/visual';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';

// A reply by e-mail from the studio inbox (docs/decisions/310-submissions-in-the-studio.md), in real Chromium against
// the production build with its mails going to a local SMTP sink this spec starts (PGlite): a visitor sends a contact
// message; a marketing user opens it, starts from the Indonesian template, edits it and sends it; exactly one reply
// reaches the visitor's address with that subject and text; the reply stays in the submission's history with who
// sent it; the WhatsApp link carries the visitor's number in international form. The open reply form passes axe.

const PORT = 4641;
const MARKETING = { email: 'maya@reply-e2e.test', name: 'Maya Pemasaran', password: 'Mkt-reply-Passw0rd-x', role: 'marketing' };
const VISITOR = { name: 'Rina Balasan', email: 'rina@reply-e2e.test', phone: '0812-3456-7890' };

test.describe('replying to a contact message from the studio', () => {
  test.describe.configure({ mode: 'serial' });
  let server: StudioServer;
  let sink: SmtpSink | undefined;
  let mails: SunkMail[] = [];
  const subjectOf = (mail: SunkMail) => /^Subject: (.*)$/m.exec(mail.text)?.[1]?.trim() ?? '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    sink = await startSmtpSink();
    mails = sink.inbox;
    server = await startStudioServer('pglite', PORT, { SMTP_URL: sink.url, MAIL_FROM: 'Denka <no-reply@denka.test>' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  test('a visitor sends a contact message; the administrator makes a marketing account', async ({ page }) => {
    await page.goto(`${server.base}/contact`);
    const form = page.getByRole('form', { name: 'Formulir pesan' });
    await form.getByRole('textbox', { name: 'Nama', exact: true }).fill(VISITOR.name);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(VISITOR.email);
    await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill(VISITOR.phone);
    await form.getByRole('textbox', { name: 'Pesan', exact: true }).fill('Apakah Lark M2S tersedia di Surabaya?');
    await form.getByRole('button', { name: 'Kirim pesan' }).click();
    await expect(page).toHaveURL(/\/thankyousubmit$/, { timeout: 15_000 });
    await page.context().clearCookies();
    await studioLogin(page, server.base, ADMIN.email, ADMIN.password);
    const response = await page.request.post(`${server.base}/api/cms/studio/staff`, {
      headers: { Origin: server.base },
      data: { email: MARKETING.email, name: MARKETING.name, role: MARKETING.role, password: MARKETING.password },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  test('marketing replies from the detail page; one mail with the edited text reaches the visitor; the note keeps it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await studioLogin(page, server.base, MARKETING.email, MARKETING.password);
    const list = (await (await page.request.get(`${server.base}/api/cms/studio/inbox?q=${encodeURIComponent(VISITOR.email)}`)).json()) as {
      data: { id: string; reference: string }[];
    };
    expect(list.data).toHaveLength(1);
    const { id, reference } = list.data[0]!;
    await page.goto(`${server.base}/studio/inbox/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: VISITOR.name })).toBeVisible();

    // WhatsApp: the visitor's 0812… as 62812…, a greeting in the visitor's language, a new tab.
    const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const wa = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/6281234567890');
    expect(wa.searchParams.get('text')).toBe(`Halo ${VISITOR.name}, kami dari Denka Indonesia mengenai kiriman Anda ${reference}.`);

    await page.getByRole('button', { name: 'Balas', exact: true }).click();
    const subject = page.getByRole('textbox', { name: 'Subjek' });
    await expect(subject).toHaveValue(`Tanggapan atas pesan Anda (${reference})`);
    const text = page.getByRole('textbox', { name: 'Isi balasan' });
    await expect(text).toHaveValue(new RegExp(`^Yth\\. ${VISITOR.name},`));
    const body = `Yth. ${VISITOR.name},\n\nLark M2S tersedia di dealer resmi kami di Surabaya.\n\nSalam,\nTim Denka Indonesia`;
    await text.fill(body);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await page.screenshot({ path: testInfo.outputPath(`inbox-reply-${name}.png`), fullPage: true });
    }

    // A double click sends one reply: the button waits for the first answer (and the server keys it anyway).
    await page.getByRole('button', { name: 'Kirim balasan' }).dblclick();
    await expect(page.getByTestId('inbox-reply-sent')).toHaveText(`Balasan disimpan dan dikirim ke ${VISITOR.email}.`);
    const replies = () => mails.filter((m) => m.to.includes(VISITOR.email) && subjectOf(m).startsWith('Tanggapan atas pesan Anda'));
    await expect.poll(() => replies().length, { timeout: 20_000 }).toBe(1);
    expect(subjectOf(replies()[0]!)).toBe(`Tanggapan atas pesan Anda (${reference})`);
    expect(replies()[0]!.text).toContain('Lark M2S tersedia di dealer resmi kami di Surabaya.');

    // In the submission's history after a reload: who, and that the mail went out.
    await page.reload();
    const note = page.getByTestId('inbox-notes').getByRole('listitem');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(MARKETING.name);
    await expect(note).toContainText('Email terkirim');
    await expect(note).toContainText('Lark M2S tersedia di dealer resmi kami di Surabaya.');
    // Nothing more arrives later.
    await page.waitForTimeout(1500);
    expect(replies()).toHaveLength(1);
  });

  test('the list: ticked rows show the bulk bar, which passes axe; its status change applies to the row', async ({ page }, testInfo) => {
    await studioLogin(page, server.base, MARKETING.email, MARKETING.password);
    await page.goto(`${server.base}/studio/inbox`);
    await page.getByRole('checkbox', { name: `Pilih ${VISITOR.name}` }).check();
    const bar = page.getByTestId('inbox-bulk');
    await expect(bar).toContainText('1 dipilih');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await page.screenshot({ path: testInfo.outputPath(`inbox-bulk-${name}.png`), fullPage: true });
    }
    await bar.getByRole('combobox', { name: 'Ubah status' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Selesai' }).click();
    await bar.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page.getByTestId('inbox-bulk-result')).toContainText('1 kiriman diubah.');
    await expect(page.locator('tr', { hasText: VISITOR.name }).locator('[data-inbox-status="done"]')).toHaveCount(1);
  });
});
