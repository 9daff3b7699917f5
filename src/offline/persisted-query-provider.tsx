import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { isPersistingHeld, onPersistingReleased } from './query-persister';

/** At most one write of the persisted cache per this long. */
export const PERSIST_THROTTLE_MS = 500;
const CACHE_EVENTS = new Set(['added', 'removed', 'updated']);

/**
 * TanStack's `persistQueryClientSubscribe` serialises the whole cache on every cache event (its persister
 * only throttles the storage write): with the thousands of queries a save fills that is quadratic work
 * (minutes at the seed's top scale). Here the whole save is throttled, trailing, and waits while a save
 * holds it (`holdPersisting`, decision 101).
 */
function subscribeThrottled(options: PersistQueryClientOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (isPersistingHeld()) return; // written when released
    void persistQueryClientSave(options).catch(() => undefined);
  };
  const schedule = () => {
    timer ??= setTimeout(save, PERSIST_THROTTLE_MS);
  };
  const onEvent = (event: { type: string }) => CACHE_EVENTS.has(event.type) && schedule();
  const unsubscribeQueries = options.queryClient.getQueryCache().subscribe(onEvent);
  const unsubscribeMutations = options.queryClient.getMutationCache().subscribe(onEvent);
  const unsubscribeReleased = onPersistingReleased(schedule);
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
    unsubscribeReleased();
    if (timer) clearTimeout(timer);
  };
}

type Props = {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
};

/**
 * TanStack's `PersistQueryClientProvider`, with one change: the end of the restore is a transition.
 * Every query on the page waits for the restore and re-renders when it ends; as an urgent update that
 * re-render ran as one long task over the whole first screen (about 75 ms on a fast machine, four times
 * that on a phone), as a transition React renders it in short slices (docs/product.md §2.1,
 * docs/decisions/112-start-up-and-the-shell.md). Otherwise the same: queries wait while restoring, the
 * cache is saved after changes once restored (throttled, see `subscribeThrottled`), and a failed restore
 * still ends the restoring.
 */
export function PersistedQueryClientProvider({ client, persistOptions, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const optionsRef = useRef(persistOptions);
  const didRestoreRef = useRef(false);
  useEffect(() => {
    optionsRef.current = persistOptions;
  });
  useEffect(() => {
    const options = { ...optionsRef.current, queryClient: client };
    if (!didRestoreRef.current) {
      didRestoreRef.current = true;
      persistQueryClientRestore(options)
        .catch(() => undefined) // a broken store starts empty (the persister removes what it cannot read)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : subscribeThrottled(options);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
