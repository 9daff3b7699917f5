import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Mantine's default blue with white text fails contrast (DESIGN.md): a deeper brand blue, shade 8.
const denkaBlue: MantineColorsTuple = [
  '#e8f0fd', '#cfdcf6', '#9cb7ec', '#6790e3', '#3b6fdb', '#215ad6',
  '#114fd5', '#0441bd', '#0b3d91', '#002f7a',
];

export const theme = createTheme({
  primaryColor: 'denka',
  primaryShade: 8,
  colors: { denka: denkaBlue },
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'always',
  defaultRadius: 'md',
});

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1) and placeholders (gray 5) fail WCAG AA contrast
 * (axe, issue #11): gray 7 (8.6:1) for dimmed, #6c757d (4.7:1) for placeholders.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057', '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});
