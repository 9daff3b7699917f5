import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { choose, makePdf } from './forms-helpers';

// docs/product.md §6 in real Chromium against the real production server: the customer journey, a
// warranty check without an account, and axe on the account pages.

const jakartaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
const daysAgo = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Kata sandi/).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

test('the customer journey: register, log in, profile, register a product, warranty on /profile, password, log out, log in again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `budi.${Date.now()}@contoh.id`;
  const serial = `HL-E2E-${Date.now().toString(36).toUpperCase()}`;

  await page.goto('/register-akun');
  await page.getByRole('textbox', { name: 'Nama lengkap', exact: true }).fill('Budi Santoso');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081234567890');
  await page.getByLabel(/^Kata sandi/).fill('rahasia-kamera-1');
  await page.getByLabel(/^Ulangi kata sandi/).fill('rahasia-kamera-1');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pendaftaran diterima' })).toBeVisible();

  // /profile without a session goes to /login and comes back after logging in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await logIn(page, email, 'rahasia-kamera-1');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === '__Host-denka_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

  // Complete the profile, with a province and one of its cities from our own API.
  const province = ((await (await fetch(`${baseURL}/api/cms/v2/utilities/province`)).json()) as { data: { id: string; name: string }[] })
    .data[0]!;
  const city = (
    (await (await fetch(`${baseURL}/api/cms/v2/utilities/city?province_id=${province.id}`)).json()) as { data: { name: string }[] }
  ).data[0]!;
  await page.getByRole('link', { name: 'Lengkapi profil' }).click();
  await page.getByRole('textbox', { name: 'Alamat', exact: true }).fill('Jl. Pluit Raya No. 1');
  await choose(page, 'Provinsi', province.name);
  await choose(page, 'Kota/Kabupaten', city.name);
  await page.getByRole('textbox', { name: 'Kode pos', exact: true }).fill('14450');
  await page.getByLabel('Tanggal lahir').fill('1992-05-01');
  await choose(page, 'Jenis kelamin', 'Laki-laki');
  await page.getByRole('button', { name: 'Simpan profil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil disimpan' })).toBeVisible();

  // Register a product with an invoice, tied to the account.
  await page.goto('/registrasi');
  await choose(page, 'Merek', 'Hollyland');
  await page.getByRole('combobox', { name: 'Produk', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Nomor seri', exact: true }).fill(serial);
  const purchase = daysAgo(jakartaToday(), 3);
  await page.getByLabel('Tanggal pembelian').fill(purchase);
  await page.getByRole('textbox', { name: 'Nama toko/dealer', exact: true }).fill('Denka Store Pluit');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.locator('input[type="file"]').setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await page.getByLabel(/Saya menyetujui pemrosesan data pribadi dan nota/).check();
  await page.getByRole('button', { name: 'Daftarkan produk' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Nomor registrasi:' });
  await expect(done).toContainText(/REG-[A-Z2-9]{8}/);

  // /profile lists it with its warranty status; one tap activates it.
  await done.getByRole('link', { name: 'Lihat di profil' }).click();
  const card = page.getByRole('article').filter({ hasText: serial });
  await expect(card.getByText('Belum diaktifkan')).toBeVisible();
  await card.getByRole('button', { name: 'Aktifkan garansi' }).click();
  await expect(card.getByText('Garansi aktif')).toBeVisible();
  await expect(card.getByText(/Penggantian unit baru sampai/)).toBeVisible();
  await expect(card.getByRole('rowheader', { name: /Unit \(24 bulan\)/ })).toBeVisible();

  // Change the password, log out, log in with the new one.
  await page.getByRole('link', { name: 'Ubah kata sandi' }).click();
  await page.getByLabel(/^Kata sandi saat ini/).fill('rahasia-kamera-1');
  await page.getByLabel(/^Kata sandi baru/).fill('lebih-rahasia-2');
  await page.getByLabel(/^Ulangi kata sandi baru/).fill('lebih-rahasia-2');
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kata sandi diubah' })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === '__Host-denka_session')).toBeUndefined();
  await logIn(page, email, 'rahasia-kamera-1');
  await expect(page.getByRole('alert')).toContainText('Email atau kata sandi salah.');
  await logIn(page, email, 'lebih-rahasia-2');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('article').filter({ hasText: serial }).getByText('Garansi aktif')).toBeVisible();
});

test('a warranty check by serial number without an account (fresh context)', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/aktivasi-garansi');
  await page.getByRole('textbox', { name: 'Nomor seri', exact: true }).first().fill('DEMO-INSTA-0001');
  await page.getByRole('button', { name: 'Cek garansi' }).click();
  const result = page
    .getByRole('region', { name: /Insta360/ })
    .or(page.locator('section').filter({ hasText: 'DEMO-INSTA-0001' }))
    .first();
  await expect(result.getByText('Garansi aktif')).toBeVisible();
  await expect(result.getByText(/Penggantian unit baru sampai/)).toBeVisible();
  await expect(result.getByRole('rowheader', { name: /Unit \(12 bulan\)/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nomor seri', exact: true }).first().fill('TIDAK-ADA-123');
  await page.getByRole('button', { name: 'Cek garansi' }).click();
  await expect(page.getByText('Nomor seri tidak ditemukan', { exact: true })).toBeVisible();
  expect((await context.cookies()).length).toBe(0);
  await context.close();
});

for (const path of ['/login', '/registrasi']) {
  test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.html}`);
      expect(serious, `${path} at ${viewport.width}px`).toEqual([]);
    }
  });
}
