import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A local SMTP server that keeps every mail it is given, for the tests that check what the notifier sends
// (src/server/notify/*.test.ts) and the e2e specs whose server mails a sink of theirs (tests/e2e/).

/** One mail as it arrived: its recipients, the raw message, and the message decoded for reading. */
export type SunkMail = { to: string[]; raw: string; text: string };

/** Quoted-printable and RFC 2047 words decoded, so a check for a name or a link cannot miss an encoded one. */
export function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const words = qp.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('latin1')
      : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
  );
  return Buffer.from(words, 'latin1').toString('utf8');
}

/**
 * Text without what the transport or the logger made up: Message-ID and Date headers, MIME boundaries, UUIDs (a
 * submission's id in a studio link) and log timestamps. A check that a mail or a log holds no phone prefix such as
 * "0812" reads this, so random digits there cannot fail it.
 */
export function withoutMadeUpTokens(text: string): string {
  return text
    .replace(/^(Message-ID|Date|Content-Type):.*(\r?\n[ \t].*)*$/gim, '')
    .replace(/^--.*$/gm, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/"(time|reqId|responseTime)":"?[\w.-]+"?/g, '"$1":_');
}

export type SmtpSink = { inbox: SunkMail[]; port: number; url: string; close: () => Promise<void> };

/** Starts a sink on a free loopback port; `url` is what SMTP_URL (or the notifier's smtpUrl) takes. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    inbox,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
