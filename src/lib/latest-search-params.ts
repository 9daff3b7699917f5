import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * `useSearchParams`, with a setter whose function gets the query as the last change left it. React Router hands
 * `setSearchParams(fn)` the query of the last render, so two changes in one task (a quick double change, or what
 * was typed and chosen before hydrating, replayed at once: src/lib/early-input.ts) would each start from the
 * same query and the second undo the first. Until the next commit, a change made from the same query builds on
 * the one before it.
 */
export function useLatestSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<{ from: string; next: URLSearchParams } | undefined>(undefined);
  // Committed: the router's query is the latest again.
  useEffect(() => {
    pending.current = undefined;
  });
  const change = useCallback(
    (next: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setSearchParams((current) => {
        const from = current.toString();
        const latest = pending.current?.from === from ? new URLSearchParams(pending.current.next) : current;
        const result = next(latest);
        pending.current = { from, next: new URLSearchParams(result) };
        return result;
      }, options),
    [setSearchParams],
  );
  return [searchParams, change] as const;
}
