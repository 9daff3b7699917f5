/**
 * Every studio table's scroll area: a table wider than the screen (a phone, a narrow window) scrolls sideways,
 * so its scroll area is reachable from the keyboard (axe scrollable-region-focusable; tests/e2e/studio-a11y.spec.ts).
 */
export const keyboardScrollArea = { viewportProps: { tabIndex: 0 } };
