import { chromium } from '@playwright/test';

// Debian's Chromium as every benchmark runs it: no sandbox (root), no background traffic or updates that would
// land inside a measurement. The same flags as tests/chromium.ts.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium through Playwright (`CHROME_PATH` to pick another binary). */
export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
