import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

// Where mails go (docs/decisions/310-submissions-in-the-studio.md): through SMTP when SMTP_URL is set
// (nodemailer), else a log transport that writes ONE line per mail with what kind of mail it was, the
// submission kind and how many recipients — never an address, a receipt number or any text of the mail.

/** What the notifier sends; `template` and `kind` are what the log transport may write. */
export type Mail = {
  template: 'staff_new' | 'confirmation' | 'digest' | 'ticket_stage' | 'password_reset' | 'email_verification' | 'reply' | 'warranty_claim';
  kind?: string;
  to: string;
  subject: string;
  text: string;
};

export type MailTransport = { readonly name: 'smtp' | 'log'; send(mail: Mail): Promise<void>; close(): void };

export type MailSettings = { smtpUrl?: string | undefined; from: string };

export function createMailTransport({ smtpUrl, from }: MailSettings, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      name: 'log',
      send: async (mail) => {
        log.info({ mail: mail.template, kind: mail.kind, recipients: 1 }, 'mail not sent: no SMTP_URL (log transport)');
      },
      close: () => {},
    };
  }
  // Short timeouts: a dead SMTP server must not keep the queue waiting for minutes (it retries nothing;
  // the failure is logged without addresses).
  const smtp = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    name: 'smtp',
    send: async (mail) => {
      await smtp.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, textEncoding: 'quoted-printable' });
    },
    close: () => smtp.close(),
  };
}
