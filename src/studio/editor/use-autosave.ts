import { useCallback, useEffect, useRef, useState } from 'react';

// The editor's autosave (docs/decisions/250-staff-studio.md): a draft with changes is saved by itself after a pause
// in typing, and at once when the tab is hidden or the page is left; one save at a time (changes made meanwhile are
// saved right after it, the latest values winning); never while offline (it waits and says so), never a form the
// draft schema refuses, and never again after a conflict until the editor chooses.

/** Idle time after the last change before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2500;

/** What one save attempt came to (the editor's `save` maps the server's answer onto it). */
export type AutosaveResult = 'saved' | 'invalid' | 'conflict' | 'failed';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'offline' }
  | { kind: 'conflict' };

type Options = {
  /** False for a new entry, a read-only role, a scheduled entry or after a conflict: nothing is saved by itself. */
  enabled: boolean;
  /** Whether the form differs from what the server has. */
  dirty: boolean;
  /** Changes whenever the form's values do (restarts the pause). */
  changeKey: string;
  /** Another write (a save by hand, a publish) is running: the autosave waits for it. */
  busy: boolean;
  /** Saves the form's current values; `keepalive` when the page is going away. */
  save: (options: { keepalive: boolean }) => Promise<AutosaveResult>;
  delayMs?: number;
};

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useAutosave({ enabled, dirty, changeKey, busy, save, delayMs = AUTOSAVE_DELAY_MS }: Options) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  // Read by callbacks that outlive a render (timers, window events, the end of a save).
  const latest = useRef({ enabled, dirty, busy, save });
  latest.current = { enabled, dirty, busy, save };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const stopped = useRef(false);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  const flush = useCallback(
    (keepalive = false): Promise<void> => {
      clear();
      const { enabled: on, dirty: changed, busy: writing } = latest.current;
      if (!on || !changed || stopped.current) return inFlight.current ?? Promise.resolve();
      if (inFlight.current) {
        again.current = true; // saved after the running one, with the values of then
        return inFlight.current;
      }
      if (!isOnline()) {
        setStatus({ kind: 'offline' });
        return Promise.resolve();
      }
      if (writing) {
        timer.current = setTimeout(() => void flush(), delayMs);
        return Promise.resolve();
      }
      setStatus({ kind: 'saving' });
      const run = (async () => {
        let result: AutosaveResult;
        try {
          result = await latest.current.save({ keepalive });
        } catch {
          result = 'failed';
        }
        inFlight.current = null;
        if (result === 'conflict') stopped.current = true;
        setStatus(result === 'saved' ? { kind: 'saved', at: new Date() } : { kind: result });
        if (again.current && result === 'saved') {
          again.current = false;
          await flush();
        }
        again.current = false;
      })();
      inFlight.current = run;
      return run;
    },
    [delayMs],
  );

  // A change restarts the pause; the status says a save is waiting.
  useEffect(() => {
    if (!enabled || !dirty || stopped.current) return;
    if (!isOnline()) {
      setStatus({ kind: 'offline' });
      return;
    }
    if (!inFlight.current) setStatus({ kind: 'pending' });
    clear();
    timer.current = setTimeout(() => void flush(), delayMs);
    return clear;
  }, [changeKey, enabled, dirty, delayMs, flush]);

  // Hidden tab or page left: save now (kept alive through the unload); back online: save what waited.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    const onPageHide = () => void flush(true);
    const onOnline = () => void flush();
    const onOffline = () => {
      if (latest.current.enabled && latest.current.dirty && !stopped.current) setStatus({ kind: 'offline' });
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [flush]);

  useEffect(() => clear, []);

  return {
    status,
    /** Saves now (the "coba lagi" button). */
    retry: () => void flush(),
    /** Resolves once no autosave is running: a save by hand waits for it, so two saves never race. */
    settle: () => inFlight.current ?? Promise.resolve(),
    /** After a conflict the editor chose (reload, or kept its own): autosave may run again. */
    resume: () => {
      stopped.current = false;
      setStatus({ kind: 'idle' });
    },
    /** A save by hand succeeded: nothing is waiting any more. */
    markSaved: () => {
      clear();
      setStatus({ kind: 'saved', at: new Date() });
    },
  };
}
