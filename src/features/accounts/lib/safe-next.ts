import { paths } from '@/config/paths';

/**
 * Where to go after logging in: only a path on this site (`/profile`, `/registrasi?x=1`), never another
 * origin (`//evil.example`, `/\evil`, `https://…`) — an open redirect would make phishing easy (docs/product.md §6).
 */
export function safeNext(next: string | null | undefined): string {
  const fallback = paths.profile.getHref();
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  try {
    const url = new URL(next, 'https://denka.invalid');
    if (url.origin !== 'https://denka.invalid' || url.pathname === paths.login.getHref()) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** /login?next=<here>: the way back after logging in. */
export const loginHrefFor = (here: string) => `${paths.login.getHref()}?${new URLSearchParams({ next: here }).toString()}`;
