import type { CollectionKey } from '@/contract/collections/fields';
import { ENTITY_SORTS, ENTITY_STATUSES } from '@/contract/studio/api';
import { defaultColumns, listColumns, parseColumns } from '@/contract/studio/list-columns';
import type { ListViewState } from '@/contract/studio/list-views';
import type { SearchChanges } from '../lib/use-search-update';

// A collection list's state as its address holds it (docs/decisions/250-staff-studio.md "Columns and saved views"):
// the search, filters, sort and columns a saved view keeps. Choosing a view writes its state into the address,
// so a list stays shareable as a link; the view whose state equals the address is the one in use.

/** The address keys a view keeps (the page is not one of them). */
export const VIEW_KEYS = ['q', 'status', 'sort', 'ref', 'unconfirmed', 'missing_en', 'cols'] as const;

/** The columns the address asks for, those the list offers (title always, first); the defaults without any. */
export function columnsOf(collection: CollectionKey, raw: string | null): string[] {
  const offered = new Set(listColumns(collection));
  const asked = parseColumns(raw).filter((column) => offered.has(column) && column !== 'title');
  return asked.length > 0 ? ['title', ...asked] : defaultColumns(collection);
}

/** The state in the address, as a view stores it: only what differs from the list's defaults. */
export function stateOf(collection: CollectionKey, search: URLSearchParams): ListViewState {
  const state: ListViewState = {};
  const q = search.get('q')?.trim();
  if (q) state.q = q;
  const status = search.get('status') ?? '';
  if ((ENTITY_STATUSES as readonly string[]).includes(status)) state.status = status as ListViewState['status'];
  const sort = search.get('sort') ?? '';
  if (sort !== '-updated_at' && (ENTITY_SORTS as readonly string[]).includes(sort)) state.sort = sort as ListViewState['sort'];
  const ref = search.get('ref');
  if (ref) state.ref = ref;
  if (search.get('unconfirmed') === 'yes') state.unconfirmed = 'yes';
  if (search.get('missing_en') === 'yes') state.missing_en = 'yes';
  const cols = columnsOf(collection, search.get('cols'));
  if (!sameColumns(cols, defaultColumns(collection))) state.cols = cols;
  return state;
}

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((column, i) => column === b[i]);

/** The address changes that show a view's state (every kept key set or cleared, back to the first page). */
export function searchOf(collection: CollectionKey, state: ListViewState): SearchChanges {
  const cols = state.cols ? columnsOf(collection, state.cols.join(',')) : undefined;
  return {
    q: state.q,
    status: state.status,
    sort: state.sort === '-updated_at' ? undefined : state.sort,
    ref: state.ref,
    unconfirmed: state.unconfirmed,
    missing_en: state.missing_en,
    cols: cols && !sameColumns(cols, defaultColumns(collection)) ? cols.join(',') : undefined,
    page: undefined,
  };
}

/** Whether two states show the same list (a view's and the address's). */
export function sameState(collection: CollectionKey, a: ListViewState, b: ListViewState): boolean {
  const one = searchOf(collection, a);
  const other = searchOf(collection, b);
  return VIEW_KEYS.every((key) => (one[key] ?? '') === (other[key] ?? ''));
}
