import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme';

/**
 * The theme's CSS variables and Mantine's responsive classes (`visibleFrom`, `hiddenFrom`) exactly as
 * MantineProvider writes them into the page at run time — here rendered once by Mantine's own provider from
 * the app's theme, for `src/app/mantine-theme.css`, a plain stylesheet the shell links instead: the shell then
 * carries none of the code that computes them (docs/decisions/112-start-up-and-the-shell.md).
 * `src/app/mantine-theme-css.test.ts` fails when the theme changed and the stylesheet was not written again
 * (`node --import ./build/register.mjs src/app/write-mantine-theme-css.ts`).
 */
export function mantineThemeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, children: null }));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  if (styles.length !== 2)
    throw new Error(`MantineProvider rendered ${styles.length} style elements, expected its variables and its classes`);
  return `/* Written by src/app/write-mantine-theme-css.ts from src/app/theme.ts: do not edit. */\n${styles.join('\n')}\n`;
}
