import { expect, test } from './support/test';
import { choose, fillCareerApplication, makePdf, openJobSlug } from './forms-helpers';

// docs/product.md §11, online: every form submits to the real server and shows its success state.

test('contact message → /thankyousubmit; empty fields show Indonesian errors first', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  // A tap before the scripts have hydrated the form meets the browser's own check of the empty required fields
  // (the form works without scripts, docs/decisions/113-first-screen.md); the app's messages follow once it has,
  // so the visitor's second tap is the one that shows them.
  await expect(async () => {
    await page.getByRole('button', { name: 'Kirim pesan' }).click();
    await expect(page.getByText('Wajib diisi.').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Budi Santoso');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('budi@example.com');
  await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('12345');
  await page.getByRole('textbox', { name: 'Pesan', exact: true }).fill('Halo Denka, saya ingin bertanya soal garansi.');
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByText('Nomor telepon Indonesia tidak valid (08…, 62… atau +62…).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('0812-3456-7890');
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page).toHaveURL(/\/thankyousubmit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terima Kasih' })).toBeVisible();
  await expect(page.getByText(/Nomor referensi:/)).toBeVisible();
});

test('product support request: brand → its products → sent', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('tab', { name: 'Dukungan produk' }).click();
  await choose(page, 'Merek', 'Hollyland');
  await page.getByRole('combobox', { name: 'Produk', exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Kendala yang dialami').fill('Receiver tidak mau terhubung.');
  const form = page.getByRole('form', { name: 'Formulir dukungan produk' });
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill('Andi');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('andi@example.com');
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('+6281298765432');
  await form.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(page.getByText('Permintaan dukungan terkirim')).toBeVisible();
});

test('B2G inquiry with ?product= prefilled → /b2b/thank-you-for-register', async ({ page }) => {
  await page.goto('/b2b?product=hollyland-lark-m2s');
  await expect(page.getByLabel('Produk yang diminati (opsional)')).toHaveValue('hollyland-lark-m2s');
  await page.getByText('Pemerintah (B2G)', { exact: true }).first().click();
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Siti Rahma');
  await page.getByRole('textbox', { name: 'Instansi', exact: true }).fill('Dinas Kominfo Kota Bandung');
  await page.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081234567890');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('siti@bandung.go.id');
  await choose(page, 'Dari mana Anda mengetahui kami?', 'Mesin pencari');
  await page.getByRole('textbox', { name: 'Alamat', exact: true }).fill('Jl. Wastukancana No. 2, Bandung');
  await page.getByLabel('Kebutuhan Anda').fill('20 unit mikrofon nirkabel untuk ruang rapat.');
  await page.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(page).toHaveURL(/\/b2b\/thank-you-for-register$/);
  await expect(page.getByText(/dalam 24 jam/)).toBeVisible();
});

test('career application with a CV → /thankyousubmit; a renamed .exe is refused by the server', async ({ page, baseURL }) => {
  await page.goto(`/karir-detail/${await openJobSlug(baseURL!)}`);
  await expect(page.getByRole('form', { name: 'Formulir lamaran' })).toBeVisible();
  await fillCareerApplication(page, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]));
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Formulir belum terkirim' })).toBeVisible();
  await expect(page.getByText('Jenis berkas tidak diterima.').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'cv-dewi.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page).toHaveURL(/\/thankyousubmit$/);
});

test('lottery entry with invoice → one code per Rp 1.000.000; winners list shows undrawn periods', async ({ page }) => {
  await page.goto('/undian');
  await expect(page.getByRole('heading', { name: 'Pemenang' })).toBeVisible();
  await expect(page.getByText(/Winner will be drawn soon|Kode pemenang/).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulir pendaftaran undian' });
  await form.getByLabel('Nama sesuai KTP').fill('Rudi Hartono');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('rudi@example.com');
  await form.getByLabel('Tanggal lahir').fill('1990-01-31');
  await form.getByLabel('Nomor telepon aktif').fill('085712345678');
  await form.getByLabel('Nomor identitas').fill('3271012345678901');
  await form.getByLabel('Alamat lengkap').fill('Jl. Merdeka No. 10, Bogor');
  await form.getByLabel('Provinsi').fill('Jawa Barat');
  await form.getByLabel('Kota/kabupaten').fill('Kota Bogor');
  await form.getByLabel('Kode pos').fill('16121');
  await form.getByLabel('Nomor invoice').fill('INV/2022/10/0042');
  await form.getByLabel('Tanggal pembelian').fill('2023-01-05');
  await form.getByLabel('Nomor seri produk').fill('IS360X3-0001');
  await choose(page, 'Tempat pembelian', 'Toko/dealer offline');
  await form.getByLabel('Nama toko atau dealer').fill('Toko Kamera Bogor');
  await form.getByLabel('Total pembelian (Rp)').fill('3750000');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
  await form.locator('input[type="file"]').setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Daftar undian' }).click();
  // The form enters the open campaign (the seeded 2026–2027 lottery; the 2022 one has closed: decision 325).
  await expect(page.getByText('Tanggal pembelian di luar periode undian ini.')).toBeVisible();
  await form.getByLabel('Tanggal pembelian').fill('2026-10-15');
  await form.getByRole('button', { name: 'Daftar undian' }).click();
  await expect(page.getByText('Pendaftaran berhasil')).toBeVisible();
  await expect(page.getByTestId('lottery-code')).toHaveCount(3);
});

test('giveaway registration on /saramonic-air-feel-the-air-win-the-air (the giveaway running now)', async ({ page }) => {
  await page.goto('/saramonic-air-feel-the-air-win-the-air');
  const form = page.getByRole('form', { name: 'Formulir pendaftaran giveaway' });
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill('Maya');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maya@example.com');
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081311112222');
  await form.getByRole('textbox', { name: 'Kota', exact: true }).fill('Surabaya');
  await form.getByRole('button', { name: 'Daftar' }).click();
  await expect(form.getByText('Anda harus menyetujui ketentuan ini.')).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Pendaftaran berhasil')).toBeVisible();
});

test('a campaign entry on /campaign/{slug} (app layout) registers for that giveaway', async ({ page }) => {
  await page.goto('/campaign/saramonic-air-feel-the-air-win-the-air'); // the giveaway running now (decision 325)
  await expect(page.locator('main[data-layout="app"]')).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulir pendaftaran giveaway' });
  await form.getByRole('textbox', { name: 'Nama', exact: true }).fill('Rudi');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('rudi@example.com');
  await form.getByRole('textbox', { name: 'Nomor telepon', exact: true }).fill('081322223333');
  await form.getByRole('textbox', { name: 'Kota', exact: true }).fill('Bandung');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Pendaftaran berhasil')).toBeVisible();
});
