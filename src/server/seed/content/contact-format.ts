import type { Rng } from './prng';

const digits = (rng: Rng, count: number): string => Array.from({ length: count }, () => String(rng.int(0, 9))).join('');

/** Indonesian landline in local display format, e.g. '(021) 6231 4455' or '(0274) 512 345'. */
export function landline(rng: Rng, areaCode: string): string {
  const first = String(rng.int(2, 8));
  if (areaCode.length === 3) return `(${areaCode}) ${first}${digits(rng, 3)} ${digits(rng, 4)}`;
  return `(${areaCode}) ${first}${digits(rng, 2)} ${digits(rng, 3)}`;
}

// Real mobile prefixes (Telkomsel, Indosat, XL, Tri, Smartfren) after the leading 0.
const MOBILE_PREFIXES = [
  '811',
  '812',
  '813',
  '821',
  '822',
  '852',
  '853',
  '856',
  '857',
  '858',
  '817',
  '818',
  '819',
  '877',
  '878',
  '859',
  '895',
  '896',
  '897',
  '881',
  '882',
];

/** WhatsApp number as international digits for wa.me links, e.g. '6281234567890'. */
export function whatsapp(rng: Rng): string {
  return `62${rng.pick(MOBILE_PREFIXES)}${digits(rng, rng.int(7, 8))}`;
}

/** A week of day specs, Monday first (src/contract/hours.ts). */
type Week = [string, string, string, string, string, string, string];
const days = (weekdays: string, saturday: string, sunday: string): Week => [
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  saturday,
  sunday,
];

/** The demo's usual hours: the free text they were once written as (ID, EN) and their structure. */
export const OPENING_HOURS: readonly (readonly [string, string, Week])[] = [
  ['Senin–Sabtu 09.00–18.00 WIB, Minggu tutup', 'Mon–Sat 9 am–6 pm, closed Sunday', days('09:00-18:00', '09:00-18:00', '')],
  ['Setiap hari 10.00–21.00', 'Daily 10 am–9 pm', days('10:00-21:00', '10:00-21:00', '10:00-21:00')],
  ['Senin–Jumat 09.00–17.00, Sabtu 09.00–15.00', 'Mon–Fri 9 am–5 pm, Sat 9 am–3 pm', days('09:00-17:00', '09:00-15:00', '')],
  [
    'Senin–Sabtu 08.30–20.00, Minggu 10.00–17.00',
    'Mon–Sat 8:30 am–8 pm, Sun 10 am–5 pm',
    days('08:30-20:00', '08:30-20:00', '10:00-17:00'),
  ],
];
