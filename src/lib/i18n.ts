import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '../contract/common';

// Language lives in localStorage.activeLang; Indonesian by default (docs/product.md §1).
export const LANG_STORAGE_KEY = 'activeLang';
export const DEFAULT_LANG: Lang = 'id';
export const LANGS: readonly Lang[] = ['id', 'en'] satisfies Lang[];

// A plain guard rather than the contract's LangSchema: this module is in the shell, zod is not (decision 112).
const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

export function getActiveLang(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
  search: string = safeSearch(),
): Lang {
  // A shared `?lang=en` link (the server renders that language's head; decision 120) becomes the choice.
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLang(fromUrl)) {
    storage?.setItem(LANG_STORAGE_KEY, fromUrl);
    return fromUrl;
  }
  const stored = storage?.getItem(LANG_STORAGE_KEY);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

/** Choosing a language saves it and reloads the page (docs/product.md §1). */
export function chooseLang(
  lang: Lang,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
  reload: () => void = reloadWithoutLangParam,
): void {
  storage?.setItem(LANG_STORAGE_KEY, lang);
  reload();
}

const catalogs: Record<Lang, () => Promise<{ messages: Messages }>> = {
  id: () => import('../locales/id/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** Loads the compiled catalog lazily, activates it and makes <html lang> follow. */
export async function activateLang(lang: Lang): Promise<void> {
  const { messages } = await catalogs[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

/** The language currently active in Lingui, as the API's `lang` parameter. */
export function currentLang(): Lang {
  return isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
}

/** Reloads; a `?lang=` in the URL would override the new choice, so it goes. */
function reloadWithoutLangParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return window.location.reload();
  url.searchParams.delete('lang');
  window.location.replace(url.toString());
}

function safeSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (private mode, cookies disabled): fall back to the default language.
    return undefined;
  }
}
