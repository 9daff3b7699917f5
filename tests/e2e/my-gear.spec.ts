import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { sizes } from './support/visual';
import { waitForServiceWorker } from './support/server-process';

// "My gear" and "Servis saya" on /profile (docs/decisions/133-warranty-registration-subscriptions.md), in real Chromium
// against the production build: a signed-in customer with two registered units sees each unit cover's countdown
// (running and expired), keeps a manual on the device and opens it with the network gone (the service worker
// answers from the kept copy; a manual not kept does not open), and sends a service request with one tap: the
// support form opens with the serial, brand and product filled in from the address, and the ticket appears
// under "Servis saya" with its stage and its serial. A hostile address fills nothing in.

const PASSWORD = 'rahasia-kamera-1';
const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
/** The first day of the month `months` before today's (no month-end clamping in the cover's end date). */
function firstOfMonthBefore(today: string, months: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
const plusMonths = (first: string, months: number) => firstOfMonthBefore(first, -months);

type Product = { id: number; slug: string; name: string };

/** A product registration from inside the page (the session cookie comes along, as from the form). */
async function registerProduct(page: Page, fields: Record<string, string>): Promise<number> {
  return page.evaluate(async (values) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    form.append('invoice', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'nota.pdf');
    const res = await fetch('/api/cms/v2/product-registration', {
      method: 'POST',
      body: form,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    return res.status;
  }, fields);
}

test('My gear: countdowns, a manual that opens offline once kept, a one-tap service request that lands in "Servis saya"', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const email = `gear.${stamp.toLowerCase()}@contoh.id`;
  const fresh = `HL-GEAR-${stamp}`;
  const old = `HL-OLD-${stamp}`;
  const products = ((await (await fetch(`${baseURL}/api/cms/v2/support/product?brand_id=hollyland`)).json()) as { data: Product[] }).data;
  const [unit, olderUnit] = products as [Product, Product];

  // An account, signed in through the login page.
  const created = await page.request.post('/api/cms/v2/account/register', {
    data: { name: 'Rina Kamera', email, phone: '081234567890', password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await page.goto('/login?next=%2Fprofile');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Kata sandi/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Two units: one bought at the start of last month (24 months of unit cover running), one three years ago.
  const today = jakartaToday();
  const recent = firstOfMonthBefore(today, 1);
  const common = { brand: 'hollyland', place_type: 'other', place_name: 'Toko Kamera', name: 'Rina Kamera', email, consent: 'true' };
  expect(await registerProduct(page, { ...common, product: String(unit.id), serial_number: fresh, purchase_date: recent })).toBe(201);
  expect(
    await registerProduct(page, {
      ...common,
      product: String(olderUnit.id),
      serial_number: old,
      purchase_date: firstOfMonthBefore(today, 36),
    }),
  ).toBe(201);
  const daysLeft = Math.round((utc(plusMonths(recent, 24)) - utc(today)) / 86_400_000);

  // Controlled by the service worker (it answers the kept manual offline).
  await page.goto('/profile');
  await waitForServiceWorker(page);
  const gear = page.getByRole('region', { name: 'Perangkat saya' });
  const card = gear.getByRole('article').filter({ hasText: fresh });
  const expired = gear.getByRole('article').filter({ hasText: old });
  await expect(card.getByTestId('warranty-countdown')).toHaveAttribute('data-state', 'running');
  await expect(card.getByTestId('warranty-countdown')).toContainText(`sisa ${daysLeft} hari`);
  await expect(expired.getByTestId('warranty-countdown')).toHaveAttribute('data-state', 'expired');
  await expect(expired.getByTestId('warranty-countdown')).toContainText('Garansi habis');
  await expect(page.getByRole('region', { name: 'Servis saya' })).toContainText('Belum ada permintaan servis');

  // Keep the first unit's manual; the second's stays on the server only.
  const manual = card.getByRole('link', { name: `Buku manual ${unit.name} (PDF)` });
  const manualUrl = new URL((await manual.getAttribute('href'))!, baseURL).pathname;
  const otherManual = new URL((await expired.getByRole('link', { name: /Buku manual/ }).getAttribute('href'))!, baseURL).pathname;
  expect(manualUrl).toMatch(/^\/media\/.+\.pdf$/);
  await card.getByRole('button', { name: 'Simpan manual untuk offline' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Tersimpan di perangkat ini, bisa dibuka offline' })).toBeVisible();

  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size.viewport);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: testInfo.outputPath(`profile-my-gear-${name}.png`), fullPage: true });
  }
  // The badges ("Masa penggantian 14 hari berakhir …") wrap on the narrowest phone instead of being cut off.
  for (const width of [sizes.phone.viewport.width, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const clipped = await gear.locator('.mantine-Badge-root').evaluateAll(
      (badges, w) =>
        badges
          .filter((b) => {
            const label = b.querySelector('.mantine-Badge-label')!;
            return label.scrollWidth > label.clientWidth + 1 || b.getBoundingClientRect().right > w;
          })
          .map((b) => b.textContent),
      width,
    );
    expect(clipped, `at ${width} px`).toEqual([]);
  }
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('profile-my-gear-360.png') });

  // No serious or critical axe violations in the new blocks (countdown badges, manual, service request, Servis saya).
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
  expect(serious).toEqual([]);

  // Offline: the kept manual opens (through the worker, from its copy), the other one does not.
  await context.setOffline(true);
  const open = (url: string) =>
    page.evaluate(async (target) => {
      try {
        const res = await fetch(target);
        const head = new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5));
        return { status: res.status, type: res.headers.get('Content-Type') ?? '', head };
      } catch {
        return { status: 0, type: '', head: '' };
      }
    }, url);
  expect(await open(manualUrl)).toEqual({ status: 200, type: expect.stringContaining('pdf'), head: '%PDF-' });
  expect((await open(otherManual)).status).toBe(0);
  // Opened as a document too (the link's own navigation): the worker answers it, not the offline page. A browser
  // with a PDF viewer shows it; Chromium's headless shell has none and saves it as a download: the bytes are the
  // manual's either way.
  const tab = await context.newPage();
  const download = tab.waitForEvent('download', { timeout: 20_000 }).catch(() => undefined);
  const shown = await tab.goto(manualUrl).catch((error: Error) => {
    if (!/Download is starting/.test(error.message)) throw error;
    return undefined;
  });
  if (shown) {
    expect(shown.status()).toBe(200);
    expect(shown.headers()['content-type']).toContain('pdf');
  } else {
    const file = await download;
    expect(file, 'neither shown nor downloaded').toBeDefined();
    expect(
      fs
        .readFileSync((await file!.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  }
  await tab.close();
  await context.setOffline(false);

  // One tap: the support form with this unit filled in.
  await card.getByRole('link', { name: 'Ajukan servis untuk unit ini' }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  expect(new URL(page.url()).searchParams.get('serial')).toBe(fresh);
  const form = page.getByRole('form', { name: 'Formulir dukungan produk' });
  await expect(form.getByRole('textbox', { name: 'Nomor seri' })).toHaveValue(fresh);
  await expect(form.getByRole('combobox', { name: 'Merek', exact: true })).toHaveValue('Hollyland');
  await expect(form.getByRole('combobox', { name: 'Produk', exact: true })).toHaveValue(unit.name);
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size.viewport);
    await form.screenshot({ path: testInfo.outputPath(`support-prefilled-${name}.png`) });
  }
  await form.getByLabel('Kendala yang dialami').fill('Audio putus-putus di jarak 10 meter.');
  // Signed in: the account's name and e-mail are already there (decision 133); the phone is the visitor's to give.
  await expect(form.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue('Rina Kamera');
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081234567890');
  await form.getByRole('button', { name: 'Kirim permintaan' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Permintaan dukungan terkirim' });
  await expect(sent).toContainText(/DK-[0-9A-Z]{8}/);
  const receipt = /DK-[0-9A-Z]{8}/.exec((await sent.textContent())!)![0];

  // "Servis saya": the ticket, its stage and the serial it was sent with, and the way to its timeline.
  await page.goto('/profile');
  const ticket = page.getByRole('region', { name: 'Servis saya' }).getByTestId('service-ticket');
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText(receipt);
  await expect(ticket).toContainText(fresh);
  await expect(ticket).toContainText('Diterima');
  await ticket.getByRole('link', { name: 'Lihat perjalanan servis' }).click();
  await expect(page).toHaveURL(new RegExp(`/cek-status\\?ref=${receipt}$`));
  await expect(page.getByRole('textbox', { name: 'Nomor referensi' })).toHaveValue(receipt);
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size.viewport);
    await page.goto('/profile');
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect(ticket).toHaveCount(1);
    await page.getByRole('region', { name: 'Servis saya' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`profile-servis-saya-${name}.png`) });
  }
});

test('a hostile service-request address fills nothing in that is not a serial number or a slug', async ({ page }) => {
  await page.goto(`/contact?serial=${encodeURIComponent('<img src=x onerror=alert(1)>')}&merek=hollyland&produk=..%2F..%2Fetc`);
  const form = page.getByRole('form', { name: 'Formulir dukungan produk' });
  await expect(form.getByRole('combobox', { name: 'Merek', exact: true })).toHaveValue('Hollyland');
  await expect(form.getByRole('textbox', { name: 'Nomor seri' })).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Produk', exact: true })).toHaveValue('');
  // Nothing usable at all: the page opens as it always does, on the general message.
  await page.goto(`/contact?serial=${'A'.repeat(80)}&merek=Holly%20Land`);
  await expect(page.getByRole('tab', { name: 'Pesan umum' })).toHaveAttribute('aria-selected', 'true');
});
