import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

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
 * docs/decisions/115-start-up-in-short-tasks.md). Otherwise the same: queries wait while restoring, the
 * cache is saved on every change once restored, and a failed restore still ends the restoring.
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
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
