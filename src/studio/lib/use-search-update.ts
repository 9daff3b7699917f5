import { useSearchParams } from 'react-router';

/** A change to a list's query: a value sets its key, `undefined` (or '') removes it. */
export type SearchChanges = Record<string, string | undefined>;

/**
 * A studio list's state in its address (filters, page, the open item): the query, and a function that changes
 * some keys in place of the current entry, so filtering adds no history entries. `resetPage`: any change that
 * does not name `page` goes back to the first page.
 */
export function useSearchUpdate({ resetPage = false } = {}) {
  const [search, setSearch] = useSearchParams();
  const update = (changes: SearchChanges) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };
  return [search, update] as const;
}
