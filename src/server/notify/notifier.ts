import type { FastifyInstance } from 'fastify';
import { href } from '@/contract/routes';
import { errorForLog } from '../lib/log';
import { claimDueDigests, digestCounts, unclaimDigest } from './digest';
import { confirmationMail, digestMail, staffNotification, stageMail } from './mails';
import { claimPending, isTrackableKind, submitterEmail, type Claimed } from './queue';
import { activeStaff, instantRecipients } from './recipients';
import { claimReplyMails } from './replies';
import { claimStageMails, STAGE_LABEL } from './tickets';
import { claimDecisionMail, claimDecisionMails } from './warranty-claims';
import { createMailTransport, type Mail, type MailSettings, type MailTransport } from './transport';

// New-submission mails (docs/decisions/310-submissions-in-the-studio.md). The form pipeline only nudges the
// notifier after its answer is decided (routes/forms/form-posts.ts); the mails are sent later, from the
// queue in the submissions table, so sending never delays or fails a visitor's submission. A timer
// sweeps the queue too (a nudge lost to a restart) and runs the daily digest. Failures are logged with
// the error's class and code only, never an address or a text.

export type NotifyOptions = MailSettings & {
  /** The site's public origin for the links in mails. */
  baseUrl: string;
  /** The daily digest's hour in Asia/Jakarta (0–23). */
  digestHour: number;
  /** How often the timer sweeps the queue and checks the digest; 0 = never (tests call run()). */
  intervalMs: number;
  /** A transport of the test's own (else SMTP_URL's, or the log transport). */
  transport?: MailTransport;
};

export type Notifier = {
  readonly transport: MailTransport;
  /** The site's public origin for links in mails (no trailing slash). */
  readonly baseUrl: string;
  /** Schedules a sweep of the queue soon (after the current answer); never throws. */
  nudge(): void;
  /** Sweeps the queue and the digest now; resolves when both are done (tests, the timer). */
  run(now?: Date): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notifier;
  }
}

export function setUpNotifier(app: FastifyInstance, options: NotifyOptions): Notifier {
  const transport = options.transport ?? createMailTransport(options, app.log);
  const base = options.baseUrl.replace(/\/+$/, '');
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const send = async (mail: Mail) => {
    try {
      await transport.send(mail);
    } catch (error) {
      app.log.error({ err: errorForLog(error), mail: mail.template, kind: mail.kind }, 'mail not sent');
      throw error;
    }
  };

  const notifyOne = async (item: Claimed, staff: Awaited<ReturnType<typeof activeStaff>>) => {
    const link = `${base}/studio/inbox/${encodeURIComponent(item.id)}`;
    const text = staffNotification(item.kind, item.created_at, link);
    for (const recipient of instantRecipients(staff, item.kind)) {
      await send({ template: 'staff_new', kind: item.kind, to: recipient.email, ...text }).catch(() => undefined);
    }
    const to = await submitterEmail(app.db, item.kind, item.payload);
    if (!to) return;
    const statusLink = isTrackableKind(item.kind) ? `${base}${href('cekStatus')}?ref=${item.receipt}` : undefined;
    const mail = confirmationMail(item.lang, item.kind, item.receipt, item.created_at, statusLink);
    await send({ template: 'confirmation', kind: item.kind, to, ...mail }).catch(() => undefined);
  };

  const sweepQueue = async () => {
    for (;;) {
      const batch = await claimPending(app.db);
      if (batch.length === 0) return;
      const staff = await activeStaff(app.db);
      for (const item of batch) await notifyOne(item, staff);
    }
  };

  // Each stage of a repair ticket mails its customer (docs/decisions/310): claimed like the submissions, at most once.
  const sweepStages = async () => {
    for (;;) {
      const batch = await claimStageMails(app.db);
      if (batch.length === 0) return;
      for (const item of batch) {
        const to = await submitterEmail(app.db, 'support', item.payload);
        if (!to) continue;
        const label = STAGE_LABEL[item.stage][item.lang];
        const link = `${base}${href('cekStatus')}?ref=${item.receipt}`;
        const mail = stageMail(
          item.lang,
          { label, at: item.at, note: item.note, amount: item.amount, quote: item.stage === 'quote', photos: item.photos },
          item.receipt,
          link,
        );
        await send({ template: 'ticket_stage', kind: 'support', to, ...mail }).catch(() => undefined);
      }
    }
  };

  // Staff replies from the inbox (docs/decisions/310): the text as the staff member wrote it, to the submitter.
  const sweepReplies = async () => {
    for (;;) {
      const batch = await claimReplyMails(app.db);
      if (batch.length === 0) return;
      for (const item of batch) {
        const to = await submitterEmail(app.db, item.kind, item.payload);
        if (!to) continue;
        await send({ template: 'reply', kind: item.kind, to, subject: item.subject, text: item.body }).catch(() => undefined);
      }
    }
  };

  // Staff decisions on second warranty claims (docs/decisions/133): to the claiming customer, in their language.
  const sweepClaimDecisions = async () => {
    for (;;) {
      const batch = await claimDecisionMails(app.db);
      if (batch.length === 0) return;
      const links = { check: `${base}${href('garansi')}`, contact: `${base}${href('contact')}` };
      for (const item of batch) {
        const mail = claimDecisionMail(item, links);
        await send({ template: 'warranty_claim', kind: 'warranty_activation', to: item.email, ...mail }).catch(() => undefined);
      }
    }
  };

  const sweepDigests = async (now: Date) => {
    for (const digest of await claimDueDigests(app.db, now, options.digestHour)) {
      const counts = await digestCounts(app.db, digest);
      if (counts.length === 0) continue; // nothing new: no mail, the day is still counted
      const mail = digestMail(counts, digest.since, `${base}/studio/inbox`);
      await send({ template: 'digest', to: digest.staff.email, ...mail }).catch(() => unclaimDigest(app.db, digest));
    }
  };

  const run = (now?: Date): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sweepQueue();
          await sweepStages();
          await sweepReplies();
          await sweepClaimDecisions();
          await sweepDigests(now ?? new Date());
        } catch (error) {
          if (!closed) app.log.error({ err: errorForLog(error) }, 'notification sweep failed');
        }
      } while (again && !closed);
    })().finally(() => (running = undefined));
    return running;
  };

  const notifier: Notifier = {
    transport,
    baseUrl: base,
    nudge: () => {
      if (closed) return;
      setImmediate(() => void run());
    },
    run,
  };

  let timer: NodeJS.Timeout | undefined;
  if (options.intervalMs > 0) {
    timer = setInterval(() => void run(), options.intervalMs);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await running;
    transport.close();
  });
  return notifier;
}
