import { expect, type Page } from './support/test';

// Shared steps of the form specs (docs/product.md §11).

/** A small but real PDF (magic bytes %PDF) with a random tail, so every run has its own sha256. */
export function makePdf(): Buffer {
  const tail = Buffer.from(`% ${Math.random().toString(36).slice(2)} ${Date.now()}\n`);
  return Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), tail, Buffer.from('%%EOF\n')]);
}

/** A Mantine Select: open it by its label, then click the option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function fillCareerApplication(page: Page, cv: Buffer) {
  await page.getByRole('textbox', { name: 'Nama lengkap', exact: true }).fill('Dewi Lestari');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dewi@example.com');
  await choose(page, 'Jenis kelamin', 'Perempuan');
  await choose(page, 'Status pernikahan', 'Belum menikah');
  await page.getByRole('textbox', { name: 'Nomor ponsel', exact: true }).fill('081234567890');
  await page.getByRole('textbox', { name: 'Nomor WhatsApp', exact: true }).fill('081234567890');
  await page.getByRole('textbox', { name: 'Nomor identitas', exact: true }).fill('3174012345678901');
  await page.getByRole('textbox', { name: 'Tempat lahir', exact: true }).fill('Jakarta');
  await page.getByLabel('Tanggal lahir').fill('1998-04-12');
  await choose(page, 'Agama', 'Islam');
  await choose(page, 'Pendidikan terakhir', 'Sarjana (S1)');
  await page.locator('input[type="file"]').setInputFiles({ name: 'cv-dewi.pdf', mimeType: 'application/pdf', buffer: cv });
  await expect(page.getByText('cv-dewi.pdf')).toBeVisible();
  await page.getByLabel(/Saya menyetujui pemrosesan data pribadi/).check();
}

/** The slug of an open vacancy, from our own API. */
export async function openJobSlug(baseURL: string): Promise<string> {
  const body = (await (await fetch(`${baseURL}/api/cms/v2/lowongan_kerja?per_page=50`)).json()) as {
    data: { data: { slug: string; is_open: boolean }[] };
  };
  const job = body.data.data.find((j) => j.is_open);
  if (!job) throw new Error('no open job vacancy in the seed');
  return job.slug;
}
