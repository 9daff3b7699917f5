import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineThemeCss } from './mantine-theme-css';

describe('the theme stylesheet (docs/decisions/112-start-up-and-the-shell.md)', () => {
  it('is what MantineProvider writes for the current theme (else: node --import ./build/register.mjs src/app/write-mantine-theme-css.ts)', () => {
    const written = fs.readFileSync(path.resolve('src/app/mantine-theme.css'), 'utf8');
    expect(written).toBe(mantineThemeCss());
  });

  it('holds the brand colour, the primary colour and the responsive classes the components use', () => {
    const css = mantineThemeCss();
    expect(css).toContain('--mantine-color-denka-8: #0b3d91');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-denka-filled)');
    expect(css).toMatch(/@media \(min-width: 62em\) \{\.mantine-hidden-from-md \{display: none !important;\}\}/);
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\]/);
  });
});
