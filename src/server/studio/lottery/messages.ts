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
  drawn_locked: msg`Periode ini sudah diundi: hadiah dan tanggal pengundiannya tidak bisa diubah lagi.`,
  later_drawn: msg`Periode sesudahnya sudah diundi: tanggal pengundian periode ini tidak bisa diubah lagi tanpa memindahkan kode antarperiode.`,
  period_order: msg`Tanggal pengundian harus setelah periode sebelumnya dan sebelum periode berikutnya.`,
} as const;
export type LotteryMessage = keyof typeof TEXTS;
export const lotteryMessage = (key: LotteryMessage, lang: Lang) => translate(TEXTS[key], lang);
