import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import {
  allRoutes,
  externalsAnsweredLocally,
  linkAndButtonContrast,
  navigateInApp,
  quiet,
  routeSamples,
  settle,
  sizes,
  trackRequests,
  type RouteSamples,
} from './support/visual';

// Decision 180: every one of the 53 routes, /bandingkan the dealer and service-centre pages, /menu and /tersimpan (60), in Indonesian at
// phone (Pixel 7) size and in English at desktop (1366×900) size: what depends on the size (the layout, what
// is shown or hidden) and what depends on the language (texts, names, `lang`) are each checked both ways, in
// two passes instead of four (the suite's time, docs/decisions/180-looks-that-hold.md). The first route is loaded, every other one is
// reached in-app (as a link would; no reload and start-up screen each time), and each is checked twice:
// - axe: no serious or critical violation;
// - every visible, enabled button and link has a computed text contrast of at least 4.5:1 against the
//   background under it (support/visual.ts `linkAndButtonContrast`) — a stylesheet that loses its order
//   (text colour = background) fails here on every page it touches.
// Real server, seeded content; external hosts answered locally.

// The two passes are independent: shared out between the workers.
test.describe.configure({ mode: 'parallel' });

let samples: RouteSamples;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  samples = await routeSamples(page);
  await page.close();
});

const passes = [
  ['id', 'phone'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly ['id' | 'en', keyof typeof sizes]>;
for (const [lang, size] of passes) {
  const device = sizes[size];
  test.describe(`${lang.toUpperCase()}, ${size}`, () => {
    test.use({ ...device, reducedMotion: 'reduce', serviceWorkers: 'block' });

    test(`60 routes: no serious or critical axe violation, buttons and links ≥ 4.5:1 — ${lang.toUpperCase()}, ${size}`, async ({
      page,
    }) => {
      test.setTimeout(420_000);
      await externalsAnsweredLocally(page);
      await page.addInitScript(`localStorage.setItem('activeLang', '${lang}')`);
      const inFlight = trackRequests(page);
      const routes = allRoutes(samples);
      expect(routes).toHaveLength(60);
      const failures: string[] = [];
      for (const [index, path] of routes.entries()) {
        if (index === 0) {
          await page.goto(path);
          await settle(page);
        } else {
          await navigateInApp(page, path);
          await quiet(page, inFlight);
          await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
        }
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const axe = new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .options({ resultTypes: ['violations'] });
        // The site header and footer are the same on every main-layout page: axe checks them on the first
        // route of each run (home) and on the layout's other pages looks at the page itself. The contrast
        // check below still covers every button and link of every page, header and footer included.
        if (index > 0) axe.exclude('header:not(main header)').exclude('footer:not(main footer)');
        const [{ violations }, contrast] = await Promise.all([axe.analyze(), linkAndButtonContrast(page)]);
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          const targets = v.nodes
            .slice(0, 2)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
            .join(' | ');
          failures.push(`${path}: [${v.impact}] ${v.id} — ${v.help} — ${v.nodes.length}× e.g. ${targets}`);
        }
        for (const c of contrast.slice(0, 3)) {
          failures.push(`${path}: contrast ${c.ratio}:1 < 4.5 "${c.text}" ${c.color} on ${c.background} — ${c.html}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}
