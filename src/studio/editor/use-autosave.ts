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

/** What the last attempt came to, and the form's `changeKey` it was made for. */
type Outcome = { kind: 'none' | 'saving' | AutosaveResult; key: string; at?: Date };

export function useAutosave({ enabled, dirty, changeKey, busy, save, delayMs = AUTOSAVE_DELAY_MS }: Options) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none', key: '' });
  const [online, setOnline] = useState(isOnline);
  const [stopped, setStopped] = useState(false);
  // Read by callbacks that outlive a render (timers, window events, the end of a save).
  const latest = useRef({ enabled, dirty, busy, save, changeKey, stopped });
  useEffect(() => {
    latest.current = { enabled, dirty, busy, save, changeKey, stopped };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };

  const flush = useCallback(
    function flushNow(keepalive = false): Promise<void> {
      clear();
      const { enabled: on, dirty: changed, busy: writing, stopped: halted } = latest.current;
      if (!on || !changed || halted) return inFlight.current ?? Promise.resolve();
      if (inFlight.current) {
        again.current = true; // saved after the running one, with the values of then
        return inFlight.current;
      }
      if (!isOnline()) {
        setOnline(false);
        return Promise.resolve();
      }
      if (writing) {
        timer.current = setTimeout(() => void flushNow(), delayMs);
        return Promise.resolve();
      }
      const key = latest.current.changeKey;
      setOutcome({ kind: 'saving', key });
      const run = (async () => {
        let result: AutosaveResult;
        try {
          result = await latest.current.save({ keepalive });
        } catch {
          result = 'failed';
        }
        inFlight.current = null;
        if (result === 'conflict') {
          latest.current.stopped = true;
          setStopped(true);
        }
        setOutcome({ kind: result, key, at: new Date() });
        const more = again.current && result === 'saved';
        again.current = false;
        if (more) await flushNow();
      })();
      inFlight.current = run;
      return run;
    },
    [delayMs],
  );

  // A change restarts the pause.
  useEffect(() => {
    if (!enabled || !dirty || stopped || !online) return;
    clear();
    timer.current = setTimeout(() => void flush(), delayMs);
    return clear;
  }, [changeKey, enabled, dirty, stopped, online, delayMs, flush]);

  // Hidden tab or page left: save now (kept alive through the unload); back online: save what waited.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    const onPageHide = () => void flush(true);
    const onOnline = () => {
      setOnline(true);
      void flush();
    };
    const onOffline = () => setOnline(false);
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
    status: statusOf(outcome, { dirty, changeKey, online, stopped }),
    /** Saves now (the "coba lagi" button). */
    retry: () => void flush(),
    /** Resolves once no autosave is running: a save by hand waits for it, so two saves never race. */
    settle: () => inFlight.current ?? Promise.resolve(),
    /** After a conflict the editor chose (reload, or kept its own): autosave may run again. */
    resume: () => {
      latest.current.stopped = false;
      setStopped(false);
      setOutcome({ kind: 'none', key: '' });
    },
    /** A save by hand succeeded: nothing is waiting any more. */
    markSaved: () => {
      clear();
      setOutcome({ kind: 'saved', key: latest.current.changeKey, at: new Date() });
    },
  };
}

/** The state to show, from the last attempt and the form now: a change since an attempt is waiting again. */
function statusOf(outcome: Outcome, now: { dirty: boolean; changeKey: string; online: boolean; stopped: boolean }): AutosaveStatus {
  if (now.stopped) return { kind: 'conflict' };
  if (outcome.kind === 'saving') return { kind: 'saving' };
  if (!now.dirty) return outcome.kind === 'saved' ? { kind: 'saved', at: outcome.at! } : { kind: 'idle' };
  if (!now.online) return { kind: 'offline' };
  if (outcome.key !== now.changeKey || outcome.kind === 'none') return { kind: 'pending' };
  return outcome.kind === 'saved' ? { kind: 'saved', at: outcome.at! } : { kind: outcome.kind };
}
