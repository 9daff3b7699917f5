import { i18n } from '@lingui/core';

/** A time of the API (ISO) in the studio's language, Jakarta time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

/** A clock time in the studio's language, Jakarta time: `10.32` (Indonesian), `10:32` (English). */
export function formatTime(date: Date): string {
  return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', { timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(date);
}
