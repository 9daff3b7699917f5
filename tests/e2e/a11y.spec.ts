import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue #11 "Accessibility": axe on the key pages, in Indonesian and English, at desktop and phone
// size — no serious or critical violation. Real server, seeded content.

type Lang = 'id' | 'en';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** External hosts (maps, YouTube) are answered locally: the test needs no internet. */
async function offlineExternals(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

/** The page has rendered its data: splash gone, a heading shown, the network quiet. */
async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

let paths: Array<{ name: string; path: string }> = [];

test.beforeAll(async ({ request }) => {
  const article = (await (await request.get('/api/cms/v2/event?kind=article&size=1')).json()) as { data: { data: Array<{ slug: string }> } };
  const job = (await (await request.get('/api/cms/v2/lowongan_kerja?per_page=1')).json()) as { data: { data: Array<{ slug: string }> } };
  const articleSlug = article.data.data[0]?.slug;
  const jobSlug = job.data.data[0]?.slug;
  expect(articleSlug && jobSlug).toBeTruthy();
  paths = [
    { name: 'home', path: '/' },
    { name: 'product', path: '/product-info/insta360-x5' },
    { name: 'dealers', path: '/authorized-store' },
    { name: 'service centres', path: '/service-center' },
    { name: 'article', path: `/article/${articleSlug}` },
    { name: 'career', path: `/karir-detail/${jobSlug}` },
    { name: 'contact', path: '/contact' },
    { name: 'catalogue (app layout)', path: '/product-catalog' },
  ];
});

for (const lang of ['id', 'en'] as const satisfies readonly Lang[]) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`no serious or critical axe violations — ${lang.toUpperCase()}, ${size}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await offlineExternals(page);
      await page.addInitScript(`localStorage.setItem('activeLang', '${lang}')`);
      const failures: string[] = [];
      for (const { name, path } of paths) {
        await page.goto(path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          const targets = v.nodes.slice(0, 2).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ');
          failures.push(`${name} (${path}): [${v.impact}] ${v.id} — ${v.help} — ${v.nodes.length}× e.g. ${targets}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
}
