// The share of visits (browser tab sessions) that report real-user measurements: one in five
// (docs/decisions/111-measuring.md). A module of its own: the shell reads it to decide, and nothing else of
// the measurement vocabulary (src/contract/web-vitals-terms.ts) need be in the shell's initial JS.
export const WEB_VITALS_SAMPLE_RATE = 0.2;
