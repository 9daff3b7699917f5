import { expect, test } from './support/test';
import { fillCareerApplication, makePdf, openJobSlug } from './forms-helpers';
import { sizes } from './support/visual';

// Visitor-side status (docs/decisions/310-submissions-in-the-studio.md), in real Chromium against
// the production build: a job application's receipt number on the thank-you page, then its status by
// receipt number and e-mail on /cek-status — a wrong e-mail is not found, the right one shows "received".

test('a job applicant sees the receipt on the thank-you page and looks up the status with it', async ({ page, baseURL }, testInfo) => {
  await page.goto(`/karir-detail/${await openJobSlug(baseURL!)}`);
  await fillCareerApplication(page, makePdf());
  await page.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page).toHaveURL(/\/thankyousubmit$/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toHaveText(/^DK-[0-9A-HJKMNP-TV-Z]{8}$/);
  const number = (await receipt.textContent())!;
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: testInfo.outputPath(`thank-you-${name}.png`), fullPage: true });
  }

  await page.getByRole('link', { name: 'Cek status' }).click();
  await expect(page).toHaveURL(new RegExp(`/cek-status\\?ref=${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cek Status Kiriman' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nomor referensi' })).toHaveValue(number);

  const email = page.getByRole('textbox', { name: 'Email yang Anda isi di formulir' });
  const check = page.getByRole('button', { name: 'Cek status', exact: true });
  await email.fill('orang.lain@example.com');
  await check.click();
  await expect(page.getByText('Kiriman tidak ditemukan')).toBeVisible();

  // Typed as a person would: lower case, without the dash.
  await page.getByRole('textbox', { name: 'Nomor referensi' }).fill(number.toLowerCase().replace('-', ' '));
  await email.fill('Dewi@Example.com');
  await check.click();
  await expect(page.getByTestId('receipt-status')).toHaveText('Diterima');
  await expect(page.getByRole('heading', { name: `Lamaran kerja · ${number}` })).toBeVisible();
  expect(page.url()).not.toContain('example.com'); // the e-mail never goes into the address
  for (const [name, size] of Object.entries(sizes)) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: testInfo.outputPath(`status-${name}.png`), fullPage: true });
  }

  // In English (docs/product.md §1: the language lives in localStorage.activeLang).
  await page.evaluate(() => localStorage.setItem('activeLang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Submission Status' })).toBeVisible();
  await page.getByRole('textbox', { name: 'The e-mail you gave in the form' }).fill('dewi@example.com');
  await page.getByRole('button', { name: 'Check status', exact: true }).click();
  await expect(page.getByTestId('receipt-status')).toHaveText('Received');
  await expect(page.getByRole('heading', { name: `Job application · ${number}` })).toBeVisible();
});
