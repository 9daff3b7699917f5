import { expect, openHeaderDialog, test, type Locator, type Page } from './support/test';
import { externalsAnsweredLocally, settle } from './support/visual';

// Decision 080 — one company identity: the footer, the contact page, the about page and the
// server's Organization JSON-LD show the same legal name, head-office address and phone, all read from
// the company profile the API serves (docs/decisions/080-content-html-identity-and-art.md).

type Facts = { name: string; address: string; phone: string };

async function factsIn(scope: Locator): Promise<Facts> {
  const text = async (key: string) => ((await scope.locator(`[data-company="${key}"]`).textContent()) ?? '').trim();
  return { name: await text('name'), address: await text('address'), phone: await text('phone') };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

test('footer, contact page, about page and Organization JSON-LD agree on name, address and phone', async ({ page, request }) => {
  // Three pages, each settled as the visual suite settles them (networkidle, images): its 60 s, not 30.
  test.setTimeout(60_000);
  await externalsAnsweredLocally(page);
  const api = (await (await request.get('/api/cms/v2/site-features')).json()) as {
    data: { company_profile: { legal_name: string; address: string; phone: string } };
  };
  const profile = api.data.company_profile;
  const expected: Facts = { name: profile.legal_name, address: profile.address, phone: profile.phone };

  // The structured data the server puts in every page's head.
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as unknown;
    return Array.isArray(data) ? data : [data];
  }) as Array<{ '@type': string; legalName?: string; telephone?: string; address?: { streetAddress?: string } }>;
  const organization = blocks.find((b) => b['@type'] === 'Organization');
  expect(organization, 'an Organization block in the head').toBeTruthy();
  const jsonLd: Facts = {
    name: organization!.legalName ?? '',
    address: organization!.address?.streetAddress ?? '',
    phone: organization!.telephone ?? '',
  };

  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('[data-company="name"]')).toBeVisible({ timeout: 10_000 });
  const inFooter = await factsIn(footer);

  await visit(page, '/contact');
  const contact = page.locator('#contact-head-office').locator('..');
  await expect(contact.locator('[data-company="name"]')).toBeVisible();
  const onContact = await factsIn(contact);

  await visit(page, '/about-us');
  const about = page.locator('#about-office').locator('..');
  await expect(about.locator('[data-company="name"]')).toBeVisible();
  const onAbout = await factsIn(about);

  expect({ footer: inFooter, contact: onContact, about: onAbout, jsonLd }).toEqual({
    footer: expected,
    contact: expected,
    about: expected,
    jsonLd: expected,
  });
  // The footer's social links are the profile's, and no second identity is left anywhere on those pages.
  await visit(page, '/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
    'href',
    /instagram\.com\/denka\.indonesia/,
  );
  for (const path of ['/contact', '/about-us', '/privacy-policy', '/company-structure']) {
    await visit(page, path);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').locator('[data-company="name"]')).toBeVisible();
    expect(await page.locator('body').innerText(), path).not.toMatch(/Mitra Utama|Pluit Raya No\. 12|6231 4455/);
  }
});

// docs/product.md §2.5 and §10: where a browser can install the app, the action is where a visitor looks —
// the header on a desktop, the menu on a phone — not only inside the offline panel.
const offerInstall = `(() => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  event.prompt = async () => undefined;
  event.userChoice = Promise.resolve({ outcome: 'dismissed' });
  dispatchEvent(event);
})()`;

test.describe('install action', () => {
  test.use({ serviceWorkers: 'block' });

  test('desktop: "Pasang aplikasi" shows in the header once the browser offers installation', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await externalsAnsweredLocally(page);
    await visit(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Pasang aplikasi' })).toHaveCount(0);
    await page.evaluate(offerInstall);
    await expect(banner.getByRole('button', { name: 'Pasang aplikasi' })).toBeVisible();
  });

  test('phone: the menu offers "Pasang aplikasi"', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 839 });
    await externalsAnsweredLocally(page);
    await visit(page, '/');
    await page.evaluate(offerInstall);
    await openHeaderDialog(page, 'Buka menu');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Pasang aplikasi' })).toBeVisible();
  });
});
