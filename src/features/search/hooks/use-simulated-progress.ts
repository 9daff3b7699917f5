import { useEffect, useState } from 'react';
import { createProgressSimulation, IDLE_PROGRESS, type ProgressSettings, type ProgressState } from '../lib/progress';

/** What the request is doing; the simulation follows it (docs/product.md §2 loading overlay, §8). */
export type SearchPhase = 'idle' | 'loading' | 'done' | 'failed';

/** Runs the simulated progress of lib/progress.ts alongside the real request. */
export function useSimulatedProgress(phase: SearchPhase, settings: ProgressSettings): ProgressState {
  const [state, setState] = useState<ProgressState>(IDLE_PROGRESS);
  const [simulation] = useState(() => createProgressSimulation(settings, setState));

  useEffect(() => {
    if (phase === 'loading') simulation.start();
    else if (phase === 'done') simulation.complete();
    else if (phase === 'failed') simulation.fail();
    else simulation.reset();
  }, [phase, simulation]);

  useEffect(() => () => simulation.dispose(), [simulation]);

  return state;
}
