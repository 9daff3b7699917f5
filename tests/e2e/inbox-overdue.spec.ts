import crypto from 'node:crypto';
import { expect, test } from './support/test';
import pg from 'pg';
import { sizes } from './support/visual';
import { ADMIN, startStudioServer, studioLogin, type StudioServer } from './studio-helpers';

// Overdue service tickets per service centre in the studio inbox (docs/decisions/310-submissions-in-the-studio.md), in
// real Chromium against the production build on a throwaway PostgreSQL 15: three support requests arrive through
// the public form endpoint; two of them are aged past TICKET_OVERDUE_DAYS in the database (as a week and a half
// would); the service team sees the count per centre, filters the list to one centre, and the CSV export of that
// filter holds exactly that centre's overdue ticket.

const SERVICE = { email: 'servis@overdue-e2e.test', name: 'Sari Servis', password: 'Servis-e2e-Passw0rd-y', role: 'service' };

test('the service team sees overdue tickets per centre, filters to one and exports it', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  let server: StudioServer | undefined;
  try {
    server = await startStudioServer('postgres', 4602);
    const base = server.base;
    const tag = `telat-${crypto.randomUUID().slice(0, 8)}`;
    const centres = ((await (await request.get(`${base}/api/cms/v2/service_center`)).json()) as { data: { id: number; name: string }[] })
      .data;
    const centre = centres[0]!;
    const products = (
      (await (await request.get(`${base}/api/cms/v2/support/product?brand_id=hollyland`)).json()) as { data: { slug: string }[] }
    ).data;

    const send = async (name: string, servicePoint: string) => {
      const response = await request.post(`${base}/api/cms/v2/support/store`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        multipart: {
          brand: 'hollyland',
          product: products[0]!.slug,
          problem: `${tag} ${name}`,
          service_point: servicePoint,
          name,
          email: `${name.toLowerCase()}@pelanggan-e2e.test`,
          phone: '081234567890',
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: { receipt: string } }).data.receipt;
    };
    const late = await send('Lama', `center:${centre.id}`);
    await send('Tanpa', '');
    const fresh = await send('Baru', `center:${centre.id}`);
    // Ten days pass for the first two (no stage moved since).
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const aged = await db.query(
      `update submissions set created_at = now() - interval '10 days' where kind = 'support' and payload->>'problem' like $1 and reference <> $2`,
      [`${tag}%`, fresh],
    );
    await db.end();
    expect(aged.rowCount).toBe(2);

    await studioLogin(page, base, ADMIN.email, ADMIN.password);
    const made = await page.request.post(`${base}/api/cms/studio/staff`, {
      headers: { Origin: base },
      data: { email: SERVICE.email, name: SERVICE.name, role: SERVICE.role, password: SERVICE.password },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.context().clearCookies();
    await studioLogin(page, base, SERVICE.email, SERVICE.password);
    await page.getByRole('navigation', { name: 'Navigasi studio' }).getByRole('link', { name: 'Kotak masuk' }).click();

    const panel = page.getByTestId('inbox-overdue');
    await expect(panel).toContainText('Tiket servis tanpa kemajuan 7 hari atau lebih');
    await expect(panel.getByRole('button', { name: 'Semua service center · 2' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Tanpa tempat dipilih · 1' })).toBeVisible();
    await panel.getByRole('button', { name: `${centre.name} · 1` }).click();
    await expect(page).toHaveURL(new RegExp(`overdue=1.*centre=${centre.id}|centre=${centre.id}.*overdue=1`));
    const rows = page.getByRole('row').filter({ hasText: /DK-/ });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(late);

    const href = (await page.getByTestId('inbox-export-csv').getAttribute('href'))!;
    const csv = await page.request.get(new URL(href, base).toString());
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(late);

    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size.viewport);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: testInfo.outputPath(`inbox-overdue-${name}.png`), fullPage: true });
    }
  } finally {
    await server?.stop();
  }
});
