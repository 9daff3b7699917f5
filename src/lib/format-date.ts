import type { Lang } from '../contract/common';
import { dateTimeFormat } from './intl-formats';

// Dates in the visitor's language: id-ID or en-GB, on the distributor's clock (WIB).
const LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
const TIME_ZONE = 'Asia/Jakarta';

const formatter = (lang: Lang, options: Intl.DateTimeFormatOptions) => dateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, ...options });

/** "10 September 2026" / "10 September 2026"; an unparseable value gives ''. */
export function formatDate(iso: string, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(lang, options).format(date);
}

/** The month's name in the visitor's language (1 = January). */
export function monthName(month: number, lang: Lang): string {
  return formatter(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
}
