import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import type { Lang } from '@/contract/common';
import { messages as enSite } from '@/locales/en/messages.po';
import { messages as enServer } from '@/locales/en/server.po';
import { messages as idSite } from '@/locales/id/messages.po';
import { messages as idServer } from '@/locales/id/server.po';

// The server's texts in the request's language through the same Lingui catalogs as the site: messages
// written with `msg` (in src/server: the `server` catalog; in src/contract, shared with the browser: the
// site's catalog), compiled at build (build/lingui-macro.mjs). English falls back to the Indonesian source.
const instances: Record<Lang, I18n> = {
  id: setupI18n({ locale: 'id', messages: { id: { ...idSite, ...idServer } } }),
  en: setupI18n({ locale: 'en', messages: { en: { ...enSite, ...enServer } } }),
};

/** A message in one language. */
export const translate = (message: MessageDescriptor, lang: Lang): string => instances[lang]._(message);

/** A message in both languages, for what stores or sends both (route titles, mails). */
export const inBothLanguages = (message: MessageDescriptor) => ({ id: translate(message, 'id'), en: translate(message, 'en') });
