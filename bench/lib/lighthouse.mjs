// One Lighthouse 13 run (mobile preset: simulated slow 4G, 4× CPU slowdown) in a fresh Debian Chromium,
// shared by `npm run bench:web` (the record) and bench/check-lighthouse.mjs (the gate).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium.mjs';

// The flags of bench/lib/chromium.mjs, headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One run; a run Lighthouse could not finish (`runtimeError`, e.g. no paint in time) is retried, twice at
 * most. `chromeFlags` are added to the usual ones (the deployed front's certificate, say).
 */
export async function audit(url, { categories = ['performance', 'accessibility'], chromeFlags = [] } = {}, attempts = 3) {
  const run = await auditOnce(url, categories, chromeFlags);
  if (run.error && attempts > 1) {
    console.warn(`Lighthouse could not finish ${url} (${run.error}); running it again`);
    return audit(url, { categories, chromeFlags }, attempts - 1);
  }
  if (run.error) throw new Error(`Lighthouse could not finish ${url}: ${run.error}`);
  return run;
}

async function auditOnce(url, categories, chromeFlags) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    const lhr = result.lhr;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const summary = lhr.audits['resource-summary']?.details?.items ?? [];
    const bytes = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
    const a11y = lhr.categories.accessibility;
    const failedA11y = a11y
      ? Object.values(lhr.audits)
          .filter((a) => a.score === 0 && a11y.auditRefs.some((r) => r.id === a.id && r.weight > 0))
          .map((a) => a.id)
      : [];
    return {
      performance: lhr.categories.performance ? Math.round((lhr.categories.performance.score ?? 0) * 100) : undefined,
      accessibility: a11y ? Math.round((a11y.score ?? 0) * 100) : undefined,
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      js: bytes('script'),
      // What the page came over ("http/1.1", "h2"): shows the run measured the set-up it claims to.
      protocol: lhr.audits['network-requests']?.details?.items?.[0]?.protocol ?? 'unknown',
      css: bytes('stylesheet'),
      failedA11y,
    };
  } finally {
    await chrome.kill();
  }
}
