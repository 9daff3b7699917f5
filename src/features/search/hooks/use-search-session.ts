import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { currentLang } from '@/lib/i18n';
import { useSearchResults, type SearchResults } from '../api/get-search-results';
import { searchKeys } from '../api/query-keys';
import type { ProgressSettings } from '../lib/progress';
import { useSimulatedProgress, type SearchPhase } from './use-simulated-progress';

type Options = {
  debounceMs: number;
  progress: ProgressSettings;
  /** Whether the session rests on the tips panel without a term: mobile does, desktop not (docs/product.md §2). */
  tipsWhenIdle: boolean;
};

function phaseOf(query: string, results: UseQueryResult<SearchResults>): SearchPhase | 'offline' {
  if (!query) return 'idle';
  if (results.data) return 'done'; // cached results stay on screen even when a refresh fails
  if (results.fetchStatus === 'fetching') return 'loading';
  if (results.fetchStatus === 'paused') return 'offline';
  return results.isError ? 'failed' : 'loading';
}

/** One header search session: the typed term, the debounced query, its request, progress and panels. */
export function useSearchSession({ debounceMs, progress: settings, tipsWhenIdle }: Options) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [tipsOpen, setTipsOpen] = useState(tipsWhenIdle);
  const [resultsOpen, setResultsOpen] = useState(false);
  const results = useSearchResults(query);
  const phase = phaseOf(query, results);
  const progress = useSimulatedProgress(phase === 'offline' ? 'failed' : phase, settings);

  // A search runs only for a non-empty trimmed query; an empty one hides results (docs/product.md §5).
  const commit = (value: string) => {
    const q = value.trim();
    setQuery(q);
    setResultsOpen(q !== '');
    if (!q && tipsWhenIdle) setTipsOpen(true); // clearing the input returns to the tips (mobile)
  };
  const debounced = useDebouncedCallback(commit, debounceMs);

  const loading = phase === 'loading' || progress.visible;
  // Results show once the overlay has closed; tips and results are mutually exclusive (docs/product.md §4).
  const showResults = resultsOpen && !loading && phase === 'done';
  return {
    term,
    query,
    results: results.data,
    loading,
    failed: phase === 'failed',
    offline: phase === 'offline',
    progress,
    showResults,
    showTips: tipsOpen && !showResults,
    change(value: string) {
      setTerm(value);
      if (value.trim()) {
        debounced(value);
      } else {
        debounced.cancel();
        commit('');
      }
    },
    /** Searches at once (start button, popular-search chip). */
    searchNow(value: string = term) {
      debounced.cancel();
      setTerm(value);
      commit(value);
    },
    retry() {
      void results.refetch();
    },
    /** Cancelling resets loading, progress and panels (docs/product.md §4). */
    cancel() {
      debounced.cancel();
      if (query) void queryClient.cancelQueries({ queryKey: searchKeys.results(currentLang(), query) });
      setQuery('');
      setResultsOpen(false);
      setTipsOpen(tipsWhenIdle);
    },
    toggleTips() {
      const open = !(tipsOpen && !showResults);
      setTipsOpen(open);
      if (open) setResultsOpen(false);
    },
    /** Clicking outside the results panel closes it (docs/product.md §2). */
    hideResults() {
      setResultsOpen(false);
      setTipsOpen(false);
    },
    reopenResults() {
      if (query && results.data) setResultsOpen(true);
    },
  };
}

export type SearchSession = ReturnType<typeof useSearchSession>;
