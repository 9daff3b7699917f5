import { i18n, type Messages } from '@lingui/core';
import type { Lang } from '@/contract/common';

// The studio's language, ID by default, EN on choice (docs/decisions/250-staff-studio.md). Kept apart from the
// public site's `activeLang`, so a staff member reading the studio in English leaves the shop in Indonesian.
export const STUDIO_LANG_KEY = 'studioLang';
export const STUDIO_LANGS: readonly Lang[] = ['id', 'en'];

const isLang = (value: unknown): value is Lang => STUDIO_LANGS.includes(value as Lang);

export function getStudioLang(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Lang {
  const stored = storage?.getItem(STUDIO_LANG_KEY);
  return isLang(stored) ? stored : 'id';
}

// The site's catalogue (the registry's labels, shared form texts) and the studio's own.
const catalogs: Record<Lang, () => Promise<[{ messages: Messages }, { messages: Messages }]>> = {
  id: () => Promise.all([import('@/locales/id/messages.po'), import('@/locales/id/studio.po')]),
  en: () => Promise.all([import('@/locales/en/messages.po'), import('@/locales/en/studio.po')]),
};

export async function activateStudioLang(lang: Lang): Promise<void> {
  const [site, studio] = await catalogs[lang]();
  i18n.loadAndActivate({ locale: lang, messages: { ...site.messages, ...studio.messages } });
  document.documentElement.lang = lang;
}

/** Switches the language in place (no reload: an unsaved draft stays on screen). */
export async function chooseStudioLang(lang: Lang, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): Promise<void> {
  storage?.setItem(STUDIO_LANG_KEY, lang);
  await activateStudioLang(lang);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
