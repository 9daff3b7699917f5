import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useErrorText } from '@/lib/forms/error-text';

// The draft schema's error codes (src/contract/studio/draft-schema.ts) the site's forms do not have, as texts
// in the studio's language; the shared ones (required, too_long, email, …) come from src/lib/forms.
const DRAFT_TEXTS: Record<string, MessageDescriptor> = {
  invalid: msg`Nilai tidak valid.`,
  number: msg`Masukkan angka yang valid.`,
  url: msg`Masukkan URL yang valid (https://… atau /…).`,
  slug: msg`Hanya huruf kecil, angka dan tanda "-".`,
  too_many: msg`Terlalu banyak item.`,
  hours: msg`Jam tidak valid: tiap rentang JJ:MM–JJ:MM, berurutan, tanpa tumpang tindih.`,
  duplicate: msg`Tanggal ini sudah ada.`,
  html: msg`Balasan dikirim sebagai teks biasa: hapus tag HTML.`,
};

/** A field error (a code from the schema, or a server text already in the staff member's language) as text. */
export function useStudioErrorText() {
  const { i18n } = useLingui();
  const shared = useErrorText();
  return (error: ReactNode): ReactNode => (typeof error === 'string' && DRAFT_TEXTS[error] ? i18n._(DRAFT_TEXTS[error]) : shared(error));
}
