import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressSimulation, DESKTOP_PROGRESS, MOBILE_PROGRESS, progressStage, type ProgressState } from './progress';

function simulate(settings = DESKTOP_PROGRESS, random = () => 0) {
  const states: ProgressState[] = [];
  const sim = createProgressSimulation(settings, (s) => states.push(s), random);
  const last = () => states[states.length - 1]!;
  return { sim, states, last };
}

describe('progressStage', () => {
  it('switches status at 25, 50, 75 and 90 %', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 89, 90, 100].map(progressStage)).toEqual([
      'starting',
      'starting',
      'products',
      'products',
      'dealers',
      'dealers',
      'articles',
      'articles',
      'finishing',
      'finishing',
    ]);
  });
});

describe('createProgressSimulation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('desktop: +10 every 200 ms at the lowest draw, +30 at the highest', () => {
    const low = simulate(DESKTOP_PROGRESS, () => 0);
    low.sim.start();
    expect(low.last()).toMatchObject({ progress: 0, visible: true, stage: 'starting' });
    vi.advanceTimersByTime(199);
    expect(low.last().progress).toBe(0);
    vi.advanceTimersByTime(1);
    expect(low.last().progress).toBe(10);
    vi.advanceTimersByTime(400);
    expect(low.last()).toMatchObject({ progress: 30, stage: 'products' });

    const high = simulate(DESKTOP_PROGRESS, () => 0.999);
    high.sim.start();
    vi.advanceTimersByTime(200);
    expect(high.last()).toMatchObject({ progress: 30, stage: 'products' });
    vi.advanceTimersByTime(200);
    expect(high.last()).toMatchObject({ progress: 60, stage: 'dealers' });
    vi.advanceTimersByTime(200);
    expect(high.last()).toMatchObject({ progress: 90, stage: 'finishing' });
    vi.advanceTimersByTime(2000);
    expect(high.last().progress).toBe(90); // capped until the answer is in
  });

  it('desktop: 100 % on the answer, the overlay closes 300 ms later', () => {
    const { sim, last } = simulate();
    sim.start();
    vi.advanceTimersByTime(600);
    sim.complete();
    expect(last()).toMatchObject({ progress: 100, visible: true, stage: 'finishing' });
    vi.advanceTimersByTime(299);
    expect(last().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last().visible).toBe(false);
  });

  it('mobile: +15–40 every 150 ms and closes 200 ms after the answer', () => {
    const { sim, last } = simulate(MOBILE_PROGRESS, () => 0);
    sim.start();
    vi.advanceTimersByTime(150);
    expect(last().progress).toBe(15);
    const high = simulate(MOBILE_PROGRESS, () => 0.999);
    high.sim.start();
    vi.advanceTimersByTime(150);
    expect(high.last().progress).toBe(40);
    sim.complete();
    vi.advanceTimersByTime(199);
    expect(last().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last().visible).toBe(false);
  });

  it('failure keeps the overlay for the error; cancel resets at once', () => {
    const { sim, last } = simulate();
    sim.start();
    vi.advanceTimersByTime(400);
    sim.fail();
    const failedAt = last().progress;
    vi.advanceTimersByTime(1000);
    expect(last()).toMatchObject({ failed: true, visible: true, progress: failedAt });
    sim.complete(); // a late answer does not hide the error
    expect(last().failed).toBe(true);
    sim.reset();
    expect(last()).toMatchObject({ progress: 0, visible: false, failed: false });
    vi.advanceTimersByTime(1000);
    expect(last().progress).toBe(0);
  });

  it('complete without a start does nothing', () => {
    const { sim, states } = simulate();
    sim.complete();
    expect(states).toHaveLength(0);
  });
});
