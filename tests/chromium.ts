import fs from 'node:fs';
import { chromium } from '@playwright/test';

// Playwright's own Chromium when installed, else Debian's (no browser download works here: docs/architecture.md §13).
export function chromiumExecutable(): string | undefined {
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // not installed
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
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
