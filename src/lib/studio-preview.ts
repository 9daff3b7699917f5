/**
 * A studio preview (docs/decisions/250-staff-studio.md): a page opened with `?preview=<token>` shows a staff member's
 * draft wherever the site would show the entry (a slider on the home page, a dealer on its page). The token is the
 * one in the address this tab was opened with; every public read of the tab sends it (src/lib/api-client.ts), with
 * the site's cookies (the staff session it is bound to). When the server refuses it (expired, another session, signed
 * out), the tab drops it, reads the published content instead and says so (src/app/layouts/preview-banner.tsx).
 */
export type PreviewState = 'none' | 'active' | 'refused';

const initial: string | undefined = (() => {
  if (import.meta.env.SSR || typeof window === 'undefined') return undefined;
  const token = new URLSearchParams(window.location.search).get('preview');
  return token && /^[A-Za-z0-9._-]{1,200}$/.test(token) ? token : undefined;
})();

let token = initial;
let state: PreviewState = initial ? 'active' : 'none';
const listeners = new Set<() => void>();

/** Whether this tab was opened as a preview (its banner's code loads only then). */
export const previewRequested = initial !== undefined;

/** The token the tab's public reads carry; none once the server has refused it. */
export const previewToken = (): string | undefined => token;

export const previewState = (): PreviewState => state;

export function subscribePreview(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server refused the token: the tab's reads go on without it (the published content). */
export function previewRefused(): void {
  if (state === 'refused') return;
  token = undefined;
  state = 'refused';
  for (const listener of listeners) listener();
}
