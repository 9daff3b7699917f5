import type { Lang } from '@/contract/common';

// Texts of the lottery run's refusals in the staff member's language (docs/decisions/325, 326).

const TEXTS = {
  not_found: { id: 'Data undian tidak ditemukan.', en: 'Lottery record not found.' },
  already_drawn: { id: 'Periode ini sudah diundi.', en: 'This period has already been drawn.' },
  too_early: { id: 'Tanggal pengundian periode ini belum tiba.', en: 'The draw date of this period has not come yet.' },
  no_codes: { id: 'Tidak ada kode undian yang sah untuk periode ini.', en: 'There are no valid lottery codes for this period.' },
  not_pending: { id: 'Pemenang ini sudah diputuskan.', en: 'This winner has already been decided.' },
  deadline_passed: {
    id: 'Batas konfirmasi sudah lewat: pemenang dinyatakan gugur dan hadiahnya diundi ulang pada periode berikutnya.',
    en: 'The confirmation deadline has passed: the winner has failed and the prize is redrawn in the next period.',
  },
  not_drawn: { id: 'Periode ini belum diundi di studio.', en: 'This period has not been drawn in the studio.' },
} as const;
export type LotteryMessage = keyof typeof TEXTS;
export const lotteryMessage = (key: LotteryMessage, lang: Lang) => TEXTS[key][lang];
