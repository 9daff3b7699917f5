import fs from 'node:fs';
import { chromium } from '@playwright/test';

// Playwright's own Chromium when installed, else Debian's (no browser download works here: docs/architecture.md §13):
// its headless shell first, the build Playwright itself runs headless tests in, then the full browser. The
// full browser's "new headless" mode runs the whole browser UI stack: on the same 40 tests its browser and GPU
// processes used 170 s of CPU against 100 s for the shell's (docs/benchmarks.md). CHROMIUM_PATH picks another.
export function chromiumExecutable(): string | undefined {
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // not installed
  }
  for (const candidate of [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ]) {
    if (!candidate) continue;
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('No Chromium found. Install one: `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`.');
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
