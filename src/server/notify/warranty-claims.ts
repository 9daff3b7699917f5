import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { Database } from '../db/client';
import { productRegistrations, products, submissions } from '../db/schema';

// Staff decisions on second warranty claims (docs/decisions/133) wait with `review_mailed_at` null. A sweep claims a
// batch by setting it in one UPDATE (FOR UPDATE SKIP LOCKED: two processes never claim the same decision) and mails
// after that commit: each decision is mailed at most once, in the language the customer registered in.

export type ClaimDecisionMail = {
  email: string;
  lang: Lang;
  reference: string;
  serial: string;
  product: string;
  decision: 'approved' | 'refused';
  reason: string | null;
};

export async function claimDecisionMails(db: Database): Promise<ClaimDecisionMail[]> {
  const waiting = db
    .select({ id: productRegistrations.id })
    .from(productRegistrations)
    .where(and(isNotNull(productRegistrations.reviewed_at), isNull(productRegistrations.review_mailed_at)))
    .orderBy(asc(productRegistrations.id))
    .limit(25)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(productRegistrations)
    .set({ review_mailed_at: sql`now()` })
    .where(inArray(productRegistrations.id, waiting))
    .returning({ id: productRegistrations.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      email: productRegistrations.email,
      lang: submissions.lang,
      reference: productRegistrations.reference,
      serial: productRegistrations.serial_number,
      product: products.name,
      decision: productRegistrations.review_decision,
      reason: productRegistrations.review_reason,
    })
    .from(productRegistrations)
    .innerJoin(products, eq(products.id, productRegistrations.product_id))
    .innerJoin(submissions, eq(submissions.id, productRegistrations.submission_id))
    .where(
      inArray(
        productRegistrations.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(asc(productRegistrations.id));
  return rows.map((r) => ({ ...r, lang: r.lang === 'en' ? 'en' : 'id', decision: r.decision ?? 'refused' }));
}

/**
 * The customer's mail about staff's decision on their claim, in their language: the product, serial and reference,
 * the decision, the reason (a refusal's is required) and where to go next. Plain text, as every mail of ours.
 */
export function claimDecisionMail(item: ClaimDecisionMail, links: { check: string; contact: string }) {
  const approved = item.decision === 'approved';
  if (item.lang === 'en') {
    return {
      subject: approved
        ? `Your warranty claim is approved: ${item.product} (${item.serial})`
        : `Your warranty claim was not approved: ${item.product} (${item.serial})`,
      text: [
        `Our team has reviewed your warranty claim for ${item.product}, serial number ${item.serial} (registration ${item.reference}).`,
        '',
        approved
          ? 'It is approved: the warranty of this unit is now activated on your registration.'
          : 'We could not approve it: the warranty of this unit stays with the registration that activated it first.',
        ...(item.reason ? ['', `${approved ? 'Note' : 'Reason'} from our team: ${item.reason}`] : []),
        '',
        approved ? `Check the cover: ${links.check}` : `If you have another proof of purchase, contact us: ${links.contact}`,
        '',
        'This e-mail was sent automatically; please do not reply to it.',
        'Denka Indonesia',
      ].join('\n'),
    };
  }
  return {
    subject: approved
      ? `Klaim garansi Anda disetujui: ${item.product} (${item.serial})`
      : `Klaim garansi Anda belum dapat disetujui: ${item.product} (${item.serial})`,
    text: [
      `Tim kami sudah memeriksa klaim garansi Anda untuk ${item.product}, nomor seri ${item.serial} (registrasi ${item.reference}).`,
      '',
      approved
        ? 'Klaim disetujui: garansi unit ini sekarang aktif atas registrasi Anda.'
        : 'Klaim belum dapat kami setujui: garansi unit ini tetap pada registrasi yang lebih dulu mengaktifkannya.',
      ...(item.reason ? ['', `${approved ? 'Catatan' : 'Alasan'} dari tim kami: ${item.reason}`] : []),
      '',
      approved ? `Cek masa garansinya: ${links.check}` : `Jika Anda punya bukti pembelian lain, hubungi kami: ${links.contact}`,
      '',
      'Email ini dikirim otomatis; mohon tidak membalas email ini.',
      'Denka Indonesia',
    ].join('\n'),
  };
}
