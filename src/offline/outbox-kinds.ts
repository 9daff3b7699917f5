import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxEntry } from './outbox-policy';

// What an outbox entry is, in the visitor's words (the panel and the header badge).
const KINDS: Record<string, MessageDescriptor> = {
  'v2/lowongan_kerja/store': msg`Lamaran kerja`,
  'v2/support/store': msg`Permintaan dukungan`,
  'v2/campaign/store_entry': msg`Pendaftaran undian`,
  'v2/giveaway/registration': msg`Pendaftaran giveaway`,
  'v2/subscription': msg`Langganan email`,
  'v2/warranty/activation': msg`Aktivasi garansi`,
  'v2/product-registration': msg`Registrasi produk`,
};

export function outboxKind(entry: Pick<OutboxEntry, 'path' | 'fields'>): MessageDescriptor {
  if (entry.path === 'v2/inquiry/store') {
    const type = entry.fields.find(([name]) => name === 'type')?.[1];
    return type === 'contact' ? msg`Pesan kontak` : msg`Pertanyaan bisnis`;
  }
  return KINDS[entry.path] ?? msg`Formulir`;
}
