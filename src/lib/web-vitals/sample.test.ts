import { afterEach, describe, expect, it } from 'vitest';
import { WEB_VITALS_SAMPLE_RATE } from '@/contract/web-vitals-terms';
import { isSampled, SAMPLE_KEY } from './sample';

// Sampling (docs/decisions/111-measuring.md).
describe('isSampled', () => {
  afterEach(() => sessionStorage.clear());

  it('samples at the declared rate, once per tab session', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBeGreaterThan(0);
    expect(WEB_VITALS_SAMPLE_RATE).toBeLessThan(1);
    expect(isSampled(() => WEB_VITALS_SAMPLE_RATE - 0.001)).toBe(true);
    expect(sessionStorage.getItem(SAMPLE_KEY)).toBe('on');
    // The visit's later pages keep the decision, whatever the dice say.
    expect(isSampled(() => 0.999)).toBe(true);
    sessionStorage.clear();
    expect(isSampled(() => WEB_VITALS_SAMPLE_RATE)).toBe(false);
    expect(isSampled(() => 0)).toBe(false);
  });

  it('over many visits, about the declared share reports', () => {
    let sampled = 0;
    for (let i = 0; i < 10_000; i++) {
      sessionStorage.clear();
      if (isSampled()) sampled++;
    }
    expect(sampled / 10_000).toBeGreaterThan(WEB_VITALS_SAMPLE_RATE - 0.03);
    expect(sampled / 10_000).toBeLessThan(WEB_VITALS_SAMPLE_RATE + 0.03);
  });
});
