// The offline layer's one query-key factory (docs/architecture.md §5): what the browser reports about its storage.
export const offlineKeys = {
  all: ['offline'] as const,
  storage: (savedAt: number) => [...offlineKeys.all, 'storage', savedAt] as const,
  /** Set once the query cache holds the save of that time (decision 101): absent → refill from the kept dataset. */
  filled: (savedAt: number) => [...offlineKeys.all, 'filled', savedAt] as const,
};
