import { WEB_VITALS_SAMPLE_RATE } from '@/contract/web-vitals-sample';

// Whether this visit reports real-user measurements (docs/decisions/111-measuring.md): the one part of them in
// the shell, so a visit that does not report loads nothing more.

/** The sampling decision of this tab's visit, kept for its page loads: a sampled visit reports each of them. */
export const SAMPLE_KEY = 'denka:web-vitals';

export function isSampled(random: () => number = Math.random, rate = WEB_VITALS_SAMPLE_RATE): boolean {
  try {
    const kept = sessionStorage.getItem(SAMPLE_KEY);
    if (kept === 'on' || kept === 'off') return kept === 'on';
    const sampled = random() < rate;
    sessionStorage.setItem(SAMPLE_KEY, sampled ? 'on' : 'off');
    return sampled;
  } catch {
    return random() < rate; // storage refused (a private window's quota, a sandbox): decide for this page only
  }
}
