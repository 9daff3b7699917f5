import type { Lang } from '@/contract/common';
import type { SubmissionKind } from '@/contract/forms';

// The starting text of a reply by e-mail (docs/decisions/310-submissions-in-the-studio.md), per kind of submission,
// in the CUSTOMER's language (the one they submitted in), not the studio's: these are not Lingui strings, since a
// staff member working in English still writes to an Indonesian customer in Indonesian. Staff edit it before sending.

type Template = { subject: string; opening: string };

const TEMPLATES: Record<SubmissionKind, Record<Lang, Template>> = {
  inquiry: {
    id: { subject: 'Tanggapan atas pesan Anda', opening: 'Terima kasih telah menghubungi Denka Indonesia.' },
    en: { subject: 'Reply to your message', opening: 'Thank you for contacting Denka Indonesia.' },
  },
  career: {
    id: { subject: 'Lamaran kerja Anda', opening: 'Terima kasih atas lamaran kerja Anda di Denka Indonesia.' },
    en: { subject: 'Your job application', opening: 'Thank you for applying for a position at Denka Indonesia.' },
  },
  lottery: {
    id: { subject: 'Pendaftaran undian Anda', opening: 'Terima kasih telah mengikuti undian Denka Indonesia.' },
    en: { subject: 'Your lottery entry', opening: 'Thank you for entering the Denka Indonesia lottery.' },
  },
  giveaway: {
    id: { subject: 'Pendaftaran giveaway Anda', opening: 'Terima kasih telah mengikuti giveaway Denka Indonesia.' },
    en: { subject: 'Your giveaway entry', opening: 'Thank you for taking part in the Denka Indonesia giveaway.' },
  },
  subscription: {
    id: { subject: 'Langganan kabar Denka', opening: 'Terima kasih telah berlangganan kabar Denka Indonesia.' },
    en: { subject: 'Your Denka newsletter subscription', opening: 'Thank you for subscribing to news from Denka Indonesia.' },
  },
  support: {
    id: { subject: 'Permintaan servis Anda', opening: 'Terima kasih, permintaan servis Anda sudah kami terima.' },
    en: { subject: 'Your service request', opening: 'Thank you, we have received your service request.' },
  },
  product_registration: {
    id: { subject: 'Registrasi produk Anda', opening: 'Terima kasih telah mendaftarkan produk Anda.' },
    en: { subject: 'Your product registration', opening: 'Thank you for registering your product.' },
  },
  warranty_activation: {
    id: { subject: 'Klaim garansi Anda', opening: 'Terima kasih, klaim garansi Anda sudah kami terima.' },
    en: { subject: 'Your warranty claim', opening: 'Thank you, we have received your warranty claim.' },
  },
  quote_decision: {
    id: { subject: 'Biaya servis Anda', opening: 'Terima kasih atas jawaban Anda mengenai biaya servis.' },
    en: { subject: 'Your repair quote', opening: 'Thank you for your answer about the repair quote.' },
  },
};

const FRAME: Record<Lang, { greeting: (name: string) => string; placeholder: string; closing: string }> = {
  id: {
    greeting: (name) => (name ? `Yth. ${name},` : 'Yth. Pelanggan,'),
    placeholder: '[Tulis jawaban Anda di sini.]',
    closing: 'Salam,\nTim Denka Indonesia',
  },
  en: {
    greeting: (name) => (name ? `Dear ${name},` : 'Dear customer,'),
    placeholder: '[Write your answer here.]',
    closing: 'Kind regards,\nThe Denka Indonesia team',
  },
};

/** The language to reply in: the customer's when known, else Indonesian. */
export const replyLangOf = (lang: string): Lang => (lang === 'en' ? 'en' : 'id');

/** The subject and text a reply starts from. */
export function replyTemplate(kind: SubmissionKind, lang: Lang, { name, reference }: { name: string; reference: string }) {
  const template = TEMPLATES[kind][lang];
  const frame = FRAME[lang];
  return {
    subject: `${template.subject} (${reference})`,
    body: [frame.greeting(name.trim()), '', template.opening, '', frame.placeholder, '', frame.closing].join('\n'),
  };
}
