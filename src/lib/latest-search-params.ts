/**
 * The address's query as it is now, for `setSearchParams((current) => …)`: React Router hands that function the
 * query of the last render, so two changes in one task (a quick double change, or what was typed and chosen
 * before hydrating, replayed at once: src/lib/early-input.ts) would each start from the same query and the
 * second undo the first. The router writes the address at once, so the browser's own is the latest.
 */
export function latestSearchParams(current: URLSearchParams): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? current : window.location.search);
}
