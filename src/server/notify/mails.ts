import type { Lang } from '@/contract/common';
import type { SubmissionKind } from '@/contract/forms';

// The mails' texts (docs/decisions/310-submissions-in-the-studio.md). Staff mails carry NO personal data of
// the submitter: the kind, the time and a link into the studio inbox (behind the staff login) — never a
// name, e-mail, phone, message or receipt number. Staff have no language setting: their mails are in
// Indonesian with English below. The submitter's confirmation is in the language they submitted in and
// may name their own receipt number.

const KIND: Record<SubmissionKind, Record<Lang, string>> = {
  inquiry: { id: 'Pesan kontak / pertanyaan bisnis', en: 'Contact message / business inquiry' },
  career: { id: 'Lamaran kerja', en: 'Job application' },
  lottery: { id: 'Pendaftaran undian', en: 'Lottery registration' },
  giveaway: { id: 'Pendaftaran giveaway', en: 'Giveaway registration' },
  support: { id: 'Permintaan dukungan', en: 'Support request' },
  product_registration: { id: 'Registrasi produk', en: 'Product registration' },
  warranty_activation: { id: 'Aktivasi / klaim garansi', en: 'Warranty activation / claim' },
  subscription: { id: 'Langganan email', en: 'E-mail subscription' },
  quote_decision: { id: 'Jawaban atas biaya servis', en: 'Answer to a repair quote' },
};
export const kindLabel = (kind: SubmissionKind, lang: Lang) => KIND[kind][lang];

/** A time as people in Jakarta read it: `24-11-2026 13:05 WIB`. */
export function jakartaTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} WIB`;
}

export function staffNotification(kind: SubmissionKind, createdAt: string, link: string) {
  return {
    subject: `[Denka] ${kindLabel(kind, 'id')} baru / New ${kindLabel(kind, 'en').toLowerCase()}`,
    text: [
      `Ada ${kindLabel(kind, 'id').toLowerCase()} baru (${jakartaTime(createdAt)}).`,
      `Buka di studio: ${link}`,
      '',
      `A new ${kindLabel(kind, 'en').toLowerCase()} arrived (${jakartaTime(createdAt)}).`,
      `Open it in the studio: ${link}`,
      '',
      'Email ini sengaja tidak memuat data pribadi. / This e-mail deliberately holds no personal data.',
    ].join('\n'),
  };
}

export function digestMail(counts: { kind: SubmissionKind; count: number }[], since: string, link: string) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const lines = (lang: Lang) => counts.map((c) => `- ${kindLabel(c.kind, lang)}: ${c.count}`);
  return {
    subject: `[Denka] Ringkasan harian: ${total} kiriman baru / Daily digest: ${total} new submissions`,
    text: [
      `Kiriman baru sejak ${jakartaTime(since)}:`,
      ...lines('id'),
      `Buka inbox: ${link}`,
      '',
      `New submissions since ${jakartaTime(since)}:`,
      ...lines('en'),
      `Open the inbox: ${link}`,
    ].join('\n'),
  };
}

export function confirmationMail(lang: Lang, kind: SubmissionKind, receipt: string, createdAt: string, statusLink: string | undefined) {
  if (lang === 'en') {
    return {
      subject: `We received your submission — ${receipt}`,
      text: [
        'Thank you. We have received your submission.',
        '',
        `Type: ${kindLabel(kind, 'en')}`,
        `Received: ${jakartaTime(createdAt)}`,
        `Reference number: ${receipt}`,
        '',
        ...(statusLink ? [`Check its status with this number and your e-mail address: ${statusLink}`, ''] : []),
        'This e-mail was sent automatically; please do not reply to it.',
        'Denka Indonesia',
      ].join('\n'),
    };
  }
  return {
    subject: `Kiriman Anda sudah kami terima — ${receipt}`,
    text: [
      'Terima kasih. Kiriman Anda sudah kami terima.',
      '',
      `Jenis: ${kindLabel(kind, 'id')}`,
      `Diterima: ${jakartaTime(createdAt)}`,
      `Nomor referensi: ${receipt}`,
      '',
      ...(statusLink ? [`Cek statusnya dengan nomor ini dan alamat email Anda: ${statusLink}`, ''] : []),
      'Email ini dikirim otomatis; mohon tidak membalas email ini.',
      'Denka Indonesia',
    ].join('\n'),
  };
}

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/**
 * The customer's mail about a stage of their repair (docs/decisions/310-submissions-in-the-studio.md), in the
 * language they filed in: the stage, its time, the service team's note, a quote's amount, how many photos the team
 * attached (never the photos: they are on the status page) and the status link.
 */
export function stageMail(
  lang: Lang,
  stage: { label: string; at: string; note: string | null; amount: number | null; quote: boolean; photos?: number },
  receipt: string,
  statusLink: string,
) {
  if (lang === 'en') {
    return {
      subject: `Your repair ${receipt}: ${stage.label}`,
      text: [
        `Your repair has a new stage: ${stage.label} (${jakartaTime(stage.at)}).`,
        ...(stage.note ? ['', `Note from our service team: ${stage.note}`] : []),
        ...(stage.amount !== null ? ['', `Repair cost: ${rupiah(stage.amount)}`] : []),
        ...(stage.quote ? ['Please approve or refuse the cost on the status page.'] : []),
        ...(stage.photos
          ? ['', `Our service team added ${stage.photos === 1 ? 'a photo' : `${stage.photos} photos`}: see the status page.`]
          : []),
        '',
        `Follow it with your reference number ${receipt} and your e-mail address: ${statusLink}`,
        '',
        'This e-mail was sent automatically; please do not reply to it.',
        'Denka Indonesia',
      ].join('\n'),
    };
  }
  return {
    subject: `Servis Anda ${receipt}: ${stage.label}`,
    text: [
      `Servis Anda memasuki tahap baru: ${stage.label} (${jakartaTime(stage.at)}).`,
      ...(stage.note ? ['', `Catatan tim servis: ${stage.note}`] : []),
      ...(stage.amount !== null ? ['', `Biaya perbaikan: ${rupiah(stage.amount)}`] : []),
      ...(stage.quote ? ['Mohon setujui atau tolak biaya ini di halaman status.'] : []),
      ...(stage.photos ? ['', `Tim servis melampirkan ${stage.photos} foto: lihat di halaman status.`] : []),
      '',
      `Ikuti perkembangannya dengan nomor referensi ${receipt} dan alamat email Anda: ${statusLink}`,
      '',
      'Email ini dikirim otomatis; mohon tidak membalas email ini.',
      'Denka Indonesia',
    ].join('\n'),
  };
}

/** The account's verification link (decision 133), in both languages (the account has no language of its own). */
export function emailVerificationMail(link: string) {
  return {
    subject: 'Verifikasi email akun Denka / Verify your Denka account e-mail',
    text: [
      'Buka tautan ini dalam 3 hari, saat masuk ke akun Denka Anda, untuk memverifikasi email ini:',
      link,
      'Setelah itu permintaan servis yang Anda kirim dengan email ini tanpa masuk juga tampil di "Servis saya".',
      'Jika Anda tidak memintanya, abaikan email ini.',
      '',
      'Open this link within 3 days, signed in to your Denka account, to verify this e-mail address.',
      'Service requests you sent under this address without signing in then show under "Servis saya" too.',
      'If you did not ask for it, ignore this e-mail.',
      '',
      'Denka Indonesia',
    ].join('\n'),
  };
}
