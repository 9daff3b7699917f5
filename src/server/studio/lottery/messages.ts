import { msg } from '@lingui/core/macro';
import type { Lang } from '@/contract/common';
import { translate } from '@/server/lib/i18n';

// Texts of the lottery run's refusals in the staff member's language (docs/decisions/325, 326).

const TEXTS = {
  not_found: msg`Data undian tidak ditemukan.`,
  already_drawn: msg`Periode ini sudah diundi.`,
  too_early: msg`Tanggal pengundian periode ini belum tiba.`,
  no_codes: msg`Tidak ada kode undian yang sah untuk periode ini.`,
  not_pending: msg`Pemenang ini sudah diputuskan.`,
  deadline_passed: msg`Batas konfirmasi sudah lewat: pemenang dinyatakan gugur dan hadiahnya diundi ulang pada periode berikutnya.`,
  not_drawn: msg`Periode ini belum diundi di studio.`,
} as const;
export type LotteryMessage = keyof typeof TEXTS;
export const lotteryMessage = (key: LotteryMessage, lang: Lang) => translate(TEXTS[key], lang);
