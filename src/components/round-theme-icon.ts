import type { ThemeIconProps } from '@mantine/core';

/**
 * A round ThemeIcon: `vars={ROUND_THEME_ICON}` in place of `radius="xl"`, which Mantine's ThemeIcon also writes
 * onto its <div> as an attribute (invalid HTML). The same corner, through the CSS variable `radius` would set.
 */
export const ROUND_THEME_ICON: ThemeIconProps['vars'] = () => ({ root: { '--ti-radius': 'var(--mantine-radius-xl)' } });
