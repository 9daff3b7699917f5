import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { FormErrorSummary, QueuedNotice } from '@/components/form-feedback';
import { TicketPhotos } from '@/components/ticket-photos';
import { TICKET_STAGE } from '@/components/ticket-stages';
import type { QuoteDecision, Ticket } from '@/contract/forms';
import { formatDate } from '@/lib/format-date';
import { formatRupiah } from '@/lib/format';
import { toFormData } from '@/lib/forms/submit-form';
import { formValidator } from '@/lib/forms/validate';
import { useOutbox } from '@/offline/outbox';
import { createQuoteDecisionInputSchema, useCreateQuoteDecision } from '../api/create-quote-decision';

// A support request's repair ticket as its customer follows it (docs/decisions/310-submissions-in-the-studio.md):
// every stage reached with its time, the service team's note and photos, and a quote waiting for an answer.

const at = { dateStyle: 'medium', timeStyle: 'short' } as const;

export function TicketTimeline({
  ticket,
  receipt,
  email,
  onAnswered,
}: {
  ticket: Ticket;
  receipt: string;
  email: string;
  onAnswered: () => void;
}) {
  const { i18n, t } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const photoAlt = (index: number, total: number, stage: string) => {
    const number = index + 1;
    return t`Foto dari tim servis, tahap ${stage} (${number} dari ${total})`;
  };
  return (
    <Stack gap="sm" data-testid="ticket-timeline">
      <Title order={3} size="h5">
        <Trans>Tahap perbaikan</Trans>
      </Title>
      <Stack component="ol" gap="xs" m={0} pl="lg">
        {ticket.timeline.map((entry, index) => (
          <li key={`${entry.stage}-${index}`} aria-current={index === ticket.timeline.length - 1 ? 'step' : undefined}>
            <Text fw={index === ticket.timeline.length - 1 ? 700 : 500}>{i18n._(TICKET_STAGE[entry.stage])}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(entry.at, lang, at)}
            </Text>
            {entry.amount !== null ? (
              <Text size="sm">
                <Trans>Biaya perbaikan: {formatRupiah(entry.amount)}</Trans>
                {entry.decision === 'approved' ? (
                  <>
                    {' · '}
                    <Trans>disetujui</Trans>
                  </>
                ) : entry.decision === 'refused' ? (
                  <>
                    {' · '}
                    <Trans>ditolak</Trans>
                  </>
                ) : null}
              </Text>
            ) : null}
            {entry.note ? <Text size="sm">{entry.note}</Text> : null}
            <TicketPhotos photos={entry.photos} describe={(n) => photoAlt(n, entry.photos.length, i18n._(TICKET_STAGE[entry.stage]))} />
          </li>
        ))}
      </Stack>
      {ticket.quote_open ? <QuoteAnswer receipt={receipt} email={email} onAnswered={onAnswered} /> : null}
    </Stack>
  );
}

/** Approve or refuse the quote: a form of its own, sent like every form (Idempotency-Key; the outbox when offline). */
function QuoteAnswer({ receipt, email, onAnswered }: { receipt: string; email: string; onAnswered: () => void }) {
  const { t } = useLingui();
  const form = useForm<Required<QuoteDecision>>({
    initialValues: { receipt, email, decision: '' as QuoteDecision['decision'], website: '' },
    validate: formValidator(createQuoteDecisionInputSchema),
  });
  const submission = useCreateQuoteDecision({ form, toBody: toFormData, onSent: onAnswered });
  // Queued offline: once the outbox has delivered it (the notice's own test, OutboxEntryNotice), the status is
  // read again, so the timeline shows the answer without another lookup by hand. Once.
  const { delivered, lastQueuedKey } = useOutbox();
  const queued = submission.outcome?.status === 'queued';
  const deliveredNow = queued && lastQueuedKey !== undefined && delivered.includes(lastQueuedKey);
  const told = useRef(false);
  useEffect(() => {
    if (!deliveredNow || told.current) return;
    told.current = true;
    onAnswered();
  }, [deliveredNow, onAnswered]);
  if (queued) return <QueuedNotice />;
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Jawaban atas biaya perbaikan`}>
      <Stack gap="sm">
        <FormErrorSummary error={submission.error} />
        {submission.outcome?.status === 'sent' ? <Alert color="green" role="status" title={submission.outcome.result.message} /> : null}
        <Radio.Group
          label={t`Setujui biaya perbaikan?`}
          required
          {...form.getInputProps('decision')}
          error={form.errors.decision ? t`Pilih salah satu.` : undefined}
        >
          <Group mt="xs">
            <Radio value="approve" label={t`Setujui, lanjutkan perbaikan`} />
            <Radio value="refuse" label={t`Tolak, kirim unit kembali`} />
          </Group>
        </Radio.Group>
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Kirim jawaban</Trans>
        </Button>
      </Stack>
    </form>
  );
}
