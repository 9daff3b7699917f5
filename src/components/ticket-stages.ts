import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TicketStage } from '@/contract/forms';

/**
 * A repair ticket's stages (src/contract/forms.ts TICKET_STAGES) in the words the customer reads: the /cek-status
 * timeline and the account's "Servis saya" (docs/decisions/310-submissions-in-the-studio.md).
 */
export const TICKET_STAGE: Record<TicketStage, MessageDescriptor> = {
  received: msg`Diterima`,
  checked: msg`Diperiksa teknisi`,
  quote: msg`Menunggu persetujuan biaya`,
  in_repair: msg`Sedang diperbaiki`,
  ready: msg`Siap diambil`,
  sent_back: msg`Dikirim kembali`,
  closed: msg`Selesai`,
  cancelled: msg`Dibatalkan`,
};
