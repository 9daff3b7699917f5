import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  rgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// Mantine's default blue with white text fails contrast (docs/architecture.md §13): a deeper brand blue, shade 8.
const denkaBlue: MantineColorsTuple = [
  '#e8f0fd',
  '#cfdcf6',
  '#9cb7ec',
  '#6790e3',
  '#3b6fdb',
  '#215ad6',
  '#114fd5',
  '#0441bd',
  '#0b3d91',
  '#002f7a',
];

/**
 * Mantine's `light` variant with a colour *and shade* ("green.9") paints the shade itself as the background
 * and the colour's light text on it: dark green text on dark green, a blank box (the WhatsApp buttons).
 * Here it means what it says everywhere: a tint of that shade behind text in that shade, darkened to read.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if ((input.variant !== 'light' && input.variant !== 'subtle') || !input.color) return resolved;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return resolved;
  // `subtle` with a shade: Mantine caps the text at shade 6 ("red.9" paints red 6, 3.3:1 on white, the
  // studio's "Hapus" buttons); here the text is the shade asked for.
  if (input.variant === 'subtle') return { ...resolved, color: parsed.value };
  return { ...resolved, background: rgba(parsed.value, 0.1), hover: rgba(parsed.value, 0.16), color: darken(parsed.value, 0.25) };
};

export const theme = createTheme({
  primaryColor: 'denka',
  primaryShade: 8,
  colors: { denka: denkaBlue },
  autoContrast: true,
  variantColorResolver,
  components: {
    // A table wider than a phone scrolls sideways: its scroll area must be reachable from the keyboard
    // (axe scrollable-region-focusable on /garansi and /undian).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'always',
  defaultRadius: 'md',
});

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1) and placeholders (gray 5) fail WCAG AA contrast
 * (axe; decision 180): gray 7 (8.6:1) for dimmed, #6c757d (4.7:1) for placeholders.
 * The `light` variant's text (badges "Dibuka"/"Ditutup" on /karir, light buttons, alerts) is a middle shade
 * on a pale tint of itself, 2–3:1: every colour's light text is its shade 9 darkened by a quarter (≥ 6:1 on
 * its tint), for every colour at once rather than per component (docs/decisions/180-looks-that-hold.md).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-placeholder': '#6c757d',
    ...Object.fromEntries(
      Object.keys(t.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9) 75%, #000)`,
      ]),
    ),
  },
  dark: {},
});
