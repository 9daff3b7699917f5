import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  careerApplicationCreate,
  giveawayRegistrationCreate,
  inquiryCreate,
  lotteryEntryCreate,
  productRegistrationCreate,
  subscriptionCreate,
  supportRequestCreate,
  warrantyActivationCreate,
} from '../contract/endpoints/forms';
import type { OutboxEntry } from './outbox-policy';

// What an outbox entry is, in the visitor's words (the panel and the header badge), by the declared
// endpoint it was sent to (src/contract/endpoints/forms.ts).
const KINDS: Record<string, MessageDescriptor> = {
  [careerApplicationCreate.path]: msg`Lamaran kerja`,
  [supportRequestCreate.path]: msg`Permintaan dukungan`,
  [lotteryEntryCreate.path]: msg`Pendaftaran undian`,
  [giveawayRegistrationCreate.path]: msg`Pendaftaran giveaway`,
  [subscriptionCreate.path]: msg`Langganan email`,
  [warrantyActivationCreate.path]: msg`Aktivasi garansi`,
  [productRegistrationCreate.path]: msg`Registrasi produk`,
};

export function outboxKind(entry: Pick<OutboxEntry, 'path' | 'fields'>): MessageDescriptor {
  if (entry.path === inquiryCreate.path) {
    const type = entry.fields.find(([name]) => name === 'type')?.[1];
    return type === 'contact' ? msg`Pesan kontak` : msg`Pertanyaan bisnis`;
  }
  return KINDS[entry.path] ?? msg`Formulir`;
}
