import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The kinds of submission as the privacy page names them (the same texts, hence the same catalog entries, as the inbox's).
export const KIND_NAMES: Record<string, MessageDescriptor> = {
  inquiry: msg`Pertanyaan & permintaan B2B`,
  career: msg`Lamaran kerja`,
  lottery: msg`Undian`,
  giveaway: msg`Giveaway`,
  subscription: msg`Langganan berita`,
  support: msg`Dukungan produk`,
  product_registration: msg`Registrasi produk`,
  warranty_activation: msg`Aktivasi garansi`,
};
