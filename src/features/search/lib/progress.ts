// Simulated search progress (docs/product.md §2 loading overlay, §4, §9): random steps on a timer while the
// request runs, 100 % once it answers, the overlay closing after a short extra delay.

export type ProgressSettings = { stepMs: number; minStep: number; maxStep: number; finishMs: number };

export const DESKTOP_PROGRESS: ProgressSettings = { stepMs: 200, minStep: 10, maxStep: 30, finishMs: 300 };
export const MOBILE_PROGRESS: ProgressSettings = { stepMs: 150, minStep: 15, maxStep: 40, finishMs: 200 };

/** The simulation never claims to be done before the answer is in. */
export const PROGRESS_CAP = 90;

export type ProgressStage = 'starting' | 'products' | 'dealers' | 'articles' | 'finishing';

/** Status texts switch at 25, 50, 75 and 90 % (docs/product.md §4). */
export function progressStage(progress: number): ProgressStage {
  if (progress >= 90) return 'finishing';
  if (progress >= 75) return 'articles';
  if (progress >= 50) return 'dealers';
  if (progress >= 25) return 'products';
  return 'starting';
}

export type ProgressState = { progress: number; stage: ProgressStage; visible: boolean; failed: boolean };
export const IDLE_PROGRESS: ProgressState = { progress: 0, stage: 'starting', visible: false, failed: false };

export type ProgressSimulation = {
  /** (Re)starts at 0 % and shows the overlay. */
  start: () => void;
  /** The answer is in: 100 %, then the overlay closes after `finishMs`. No-op when not running. */
  complete: () => void;
  /** The request failed: stops stepping and keeps the overlay for the error text. */
  fail: () => void;
  /** Cancel: back to idle at once. */
  reset: () => void;
  dispose: () => void;
};

export function createProgressSimulation(
  settings: ProgressSettings,
  onChange: (state: ProgressState) => void,
  random: () => number = Math.random,
): ProgressSimulation {
  let state = IDLE_PROGRESS;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let closer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<ProgressState>) => {
    state = { ...state, ...next };
    state.stage = progressStage(state.progress);
    onChange(state);
  };
  const clearTimers = () => {
    clearInterval(ticker);
    clearTimeout(closer);
    ticker = undefined;
    closer = undefined;
  };
  const step = () => settings.minStep + Math.floor(random() * (settings.maxStep - settings.minStep + 1));

  return {
    start() {
      clearTimers();
      set({ progress: 0, visible: true, failed: false });
      ticker = setInterval(() => set({ progress: Math.min(PROGRESS_CAP, state.progress + step()) }), settings.stepMs);
    },
    complete() {
      if (!state.visible || state.failed || closer) return;
      clearInterval(ticker);
      ticker = undefined;
      set({ progress: 100 });
      closer = setTimeout(() => {
        closer = undefined;
        set({ progress: 0, visible: false });
      }, settings.finishMs);
    },
    fail() {
      clearTimers();
      set({ visible: true, failed: true });
    },
    reset() {
      clearTimers();
      set({ ...IDLE_PROGRESS });
    },
    dispose: clearTimers,
  };
}
