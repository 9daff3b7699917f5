import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getMeQueryOptions } from '@/features/accounts/api/get-me';
import { accountKeys } from '@/features/accounts/api/query-keys';
import { changeSavedProducts } from '@/features/accounts/api/saved-products';
import { clearSaved, replaceSaved, savedProducts, useSavedProducts } from '@/features/catalogue/saved/product-lists';

/**
 * What this device last knew the account's saved list to be, kept across page loads: the merge that starts each
 * page load sends, besides the device's list, the slugs un-saved on the device since then. Without it an un-save
 * made before the session was known (a tap on a page just opened) was undone by that merge.
 */
const KNOWN_KEY = 'denka-saved-known';

function readKnown(account: number): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KNOWN_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return [];
    const { account: owner, slugs } = stored as { account?: unknown; slugs?: unknown };
    return owner === account && Array.isArray(slugs) ? slugs.filter((slug): slug is string => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

function writeKnown(account: number | null, slugs: Iterable<string> = []) {
  try {
    if (account === null) localStorage.removeItem(KNOWN_KEY);
    else localStorage.setItem(KNOWN_KEY, JSON.stringify({ account, slugs: [...slugs] }));
  } catch {
    // blocked or full storage: the next page load merges without the un-saves, as before
  }
}

type SyncState = {
  /** The account the device's list was last merged into; null: nobody is logged in; undefined: not known. */
  account: number | null | undefined;
  /** The slugs the account holds as far as this page knows; null: not merged yet. */
  synced: Set<string> | null;
  busy: boolean;
};

/**
 * The saved list ("Simpan") joins the visitor's account (docs/decisions/130-accounts-and-sessions.md): composed
 * here because it spans the catalogue (the list on the device) and the accounts (the session). When a visitor is
 * logged in, the device's list is merged into the account's (a union) and the device keeps the union; after that
 * every "Simpan" and un-save on the device is sent as it happens. Logging out here takes the account's list off
 * the device. Offline or when a call fails, nothing is lost: the next change or page tries again.
 * The session is asked for only once the device holds a saved product (or a login just put it in the cache).
 */
export default function SavedSync() {
  const saved = useSavedProducts();
  const client = useQueryClient();
  useQuery({ ...getMeQueryOptions(), enabled: saved.length > 0 });
  // Read from the cache itself: a login replaces the `me` query (src/features/accounts/api/account-mutations.ts),
  // which an observer of the one it removed would never hear of.
  const cache = client.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const me = useSyncExternalStore(
    subscribe,
    () => client.getQueryData(getMeQueryOptions().queryKey),
    () => undefined,
  );
  const account = me === undefined ? undefined : (me?.id ?? null);
  const state = useRef<SyncState>({ account: undefined, synced: null, busy: false });
  // Bumped after each answer, so a change made while a call was on its way is sent next.
  const [round, setRound] = useState(0);

  useEffect(() => {
    const s = state.current;
    if (account === undefined) return;
    if (account === null) {
      if (typeof s.account === 'number') {
        clearSaved(); // logged out on this device
        writeKnown(null);
      }
      s.account = null;
      s.synced = null;
      return;
    }
    if (s.account !== account) {
      s.account = account;
      s.synced = null;
    }
    if (s.busy) return;
    const local = saved.map((product) => product.slug);
    const merging = s.synced === null;
    const synced = s.synced ?? new Set<string>();
    const add = merging ? local : local.filter((slug) => !synced.has(slug));
    const remove = (merging ? readKnown(account) : [...synced]).filter((slug) => !local.includes(slug));
    if (!merging && add.length === 0 && remove.length === 0) return;
    s.busy = true;
    changeSavedProducts({ add, remove })
      .then((list) => {
        if (s.account !== account) return; // another visitor logged in meanwhile
        s.synced = new Set(list.map((product) => product.slug));
        writeKnown(account, s.synced);
        if (merging) {
          // The union, keeping what the device changed while the merge was on its way.
          const now = savedProducts();
          const sent = new Set(local);
          const newer = now.filter((product) => !sent.has(product.slug));
          const dropped = new Set(local.filter((slug) => !now.some((product) => product.slug === slug)));
          replaceSaved([...newer, ...list.filter((product) => !dropped.has(product.slug))]);
        }
        void client.invalidateQueries({ queryKey: [...accountKeys.all, 'saved'] });
        s.busy = false;
        setRound((n) => n + 1);
      })
      .catch(() => {
        s.busy = false; // offline or the session ended: the next change or page tries again
      });
  }, [account, saved, round, client]);

  return null;
}
