import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Playwright's test, for specs that act on the app: every page waits for the app before Playwright can tap it.
//
// A visitor's page shows at one second, hydrated or not, and its links and forms answer as plain HTML until
// the app has hydrated (docs/decisions/113-first-screen.md). Playwright acts as soon as an element can be
// hit, often before hydrating; a button that only the app handles would then be tapped for nothing. So here
// the start-up screen keeps covering the page until the app removes it, once it has rendered or hydrated:
// Playwright's actionability checks wait for that, as they would for any overlay. Nothing else of the page
// changes. What happens before hydrating is tested without this, in splash.spec.ts, no-js.spec.ts and
// bench:tap.
export * from '@playwright/test';

// Playwright's fill() checks that a field is visible and enabled, not that nothing covers it: a field filled under
// the screen lost its text when the app made the page inert mid-fill (spec-filters under load: the minimum lost,
// the maximum kept). So the page also says it is disabled until the app removes the screen: aria-disabled on
// #root, which React does not render (it hydrates what is inside), so the server's markup and the app's stay equal.
const KEEP_START_SCREEN = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.boot-splash { animation: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const hold = () => {
    const root = document.getElementById('root');
    const splash = document.getElementById('boot-splash');
    if (!root || !splash || !splash.parentNode) return;
    root.setAttribute('aria-disabled', 'true');
    const observer = new MutationObserver(() => {
      if (document.getElementById('boot-splash')) return;
      root.removeAttribute('aria-disabled');
      observer.disconnect();
    });
    observer.observe(splash.parentNode, { childList: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hold, { once: true });
  else hold();
})()`;

const kept = new WeakSet<BrowserContext>();

/** For contexts made outside the fixtures (a persistent one from `chromium.launchPersistentContext`). */
export async function keepStartScreenUntilApp(context: BrowserContext): Promise<BrowserContext> {
  if (kept.has(context)) return context;
  kept.add(context);
  retryOnStaleSocket(context.request);
  await context.addInitScript({ content: KEEP_START_SCREEN });
  return context;
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'fetch'] as const;
type Send = (url: unknown, options?: Record<string, unknown>) => ReturnType<APIRequestContext['get']>;

/**
 * The server closes a keep-alive connection after 5 s idle (docs/decisions/150-requests-addresses-timeouts-inputs.md): a request that
 * Playwright sends on that socket as it closes fails with ECONNRESET, where a browser sends it again on a new
 * connection. Playwright does so only when asked (`maxRetries`, which retries ECONNRESET and nothing else): a
 * spec's `context.request` / `page.request` asks for it unless the call sets its own.
 */
function retryOnStaleSocket(request: APIRequestContext): APIRequestContext {
  for (const method of METHODS) {
    const send = (request[method] as Send).bind(request);
    Object.assign(request, { [method]: ((url, options) => send(url, { maxRetries: 2, ...options })) satisfies Send });
  }
  return request;
}

function keepingBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => keepStartScreenUntilApp(await newContext(...args));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await keepStartScreenUntilApp(context));
  },
  request: async ({ request }, use) => {
    await use(retryOnStaleSocket(request));
  },
  browser: [
    async ({ browser }, use) => {
      await use(keepingBrowser(browser));
    },
    { scope: 'worker' },
  ],
});

/**
 * Taps a header button (search, menu) for the app's dialog. Until the dialog's code has arrived the button opens
 * the HTML's own panel instead (src/app/header/early-panels.tsx), and says which it will open: `aria-haspopup`
 * is "dialog" once the app's is there. Specs that test the app's dialog wait for that, as a visitor would get it.
 */
export async function openHeaderDialog(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog', { timeout: 20_000 });
  await button.click();
}
