import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, FileInput, Group, NumberInput, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { TicketPhotos } from '@/components/ticket-photos';
import {
  MAX_TICKET_PHOTOS,
  PHOTO_KINDS,
  QUOTE_MAX_RUPIAH,
  TICKET_MOVES,
  type FormErrorCode,
  type Ticket,
  type TicketStage,
} from '@/contract/forms';
import { NOTE_MAX } from '@/contract/studio/inbox';
import { formatRupiah } from '@/lib/format';
import { acceptFor, checkPhotos } from '@/lib/forms/file-rules';
import { useInboxTicket, useTicketMove } from '@/studio/api/inbox';
import { ErrorText, LoadError, PageLoader } from '@/studio/components/page-states';
import { formatDateTime } from '@/studio/lib/format';
import { StudioApiError } from '@/studio/lib/studio-api';
import { useStudioErrorText } from '@/studio/lib/error-text';
import { TICKET_STAGE_LABELS } from './labels';

// A support request's repair ticket in the inbox (docs/decisions/310-submissions-in-the-studio.md): the timeline the
// customer follows at /cek-status, and the moves TICKET_MOVES allows from the current stage, each with an
// optional note for the customer (mailed to them), optional photos (up to MAX_TICKET_PHOTOS, shown to the customer on
// that stage) and, for a quote, its amount. The server enforces the same
// table under the ticket's lock; its refusal (409, e.g. repair before the customer approved, or a colleague
// moved it first) is shown as it comes, in the studio's language.

export function TicketCard({ id }: { id: string }) {
  const ticket = useInboxTicket(id);
  // Kept here, not in the form: a move to a final stage replaces the form, and the confirmation must stay.
  const [saved, setSaved] = useState<string>();
  return (
    <Card withBorder padding="sm" data-testid="inbox-ticket">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Trans>Tiket servis</Trans>
        </Title>
        {ticket.isPending ? (
          <PageLoader />
        ) : ticket.isError ? (
          <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />
        ) : (
          <>
            <Timeline ticket={ticket.data} />
            <MoveForm id={id} ticket={ticket.data} onSaved={setSaved} />
          </>
        )}
        <Text size="sm" c="green.9" role="status" aria-live="polite" data-testid="inbox-ticket-saved">
          {saved}
        </Text>
      </Stack>
    </Card>
  );
}

function Timeline({ ticket }: { ticket: Ticket }) {
  const { i18n, t } = useLingui();
  const last = ticket.timeline.length - 1;
  const photoAlt = (stage: TicketStage, index: number, total: number) => {
    const label = i18n._(TICKET_STAGE_LABELS[stage]);
    const number = index + 1;
    return t`Foto untuk pelanggan, tahap ${label} (${number} dari ${total})`;
  };
  return (
    <Stack component="ol" gap="xs" m={0} pl="lg" data-testid="inbox-ticket-timeline">
      {ticket.timeline.map((entry, index) => (
        <li key={`${entry.stage}-${entry.at}`} aria-current={index === last ? 'step' : undefined} data-stage={entry.stage}>
          <Text size="sm" fw={index === last ? 700 : 500}>
            {i18n._(TICKET_STAGE_LABELS[entry.stage])}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
          {entry.amount !== null && (
            <Text size="sm" component="div">
              <Trans>Biaya: {formatRupiah(entry.amount)}</Trans>{' '}
              {entry.decision === 'approved' ? (
                <Badge size="sm" color="green.9" variant="light">
                  <Trans>Disetujui pelanggan</Trans>
                </Badge>
              ) : entry.decision === 'refused' ? (
                <Badge size="sm" color="red.9" variant="light">
                  <Trans>Ditolak pelanggan</Trans>
                </Badge>
              ) : (
                <Badge size="sm" color="orange.9" variant="light">
                  <Trans>Menunggu jawaban pelanggan</Trans>
                </Badge>
              )}
            </Text>
          )}
          {entry.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.note}
            </Text>
          )}
          <TicketPhotos photos={entry.photos} describe={(n) => photoAlt(entry.stage, n, entry.photos.length)} />
        </li>
      ))}
    </Stack>
  );
}

type Problem = 'stage' | 'amount' | 'too_long' | 'photo';

function MoveForm({ id, ticket, onSaved }: { id: string; ticket: Ticket; onSaved: (text: string | undefined) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useStudioErrorText();
  const move = useTicketMove(id, i18n.locale === 'en' ? 'en' : 'id');
  const [stage, setStage] = useState<TicketStage | ''>('');
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<Partial<Record<Problem, true | FormErrorCode>>>({});
  const next = TICKET_MOVES[ticket.stage];
  if (next.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="inbox-ticket-final">
        <Trans>Tiket ini sudah final; tahapnya tidak dapat diubah lagi.</Trans>
      </Text>
    );
  const current = ticket.timeline[ticket.timeline.length - 1];
  const awaitingCustomer = ticket.stage === 'quote' && current?.decision !== 'approved';
  const serverFields = move.error instanceof StudioApiError ? move.error.fieldErrors : {};
  const refused = move.error instanceof StudioApiError && move.error.status === 409;

  const submit = () => {
    const found: Partial<Record<Problem, true | FormErrorCode>> = {};
    if (!stage) found.stage = true;
    const photoProblem = checkPhotos(photos);
    if (photoProblem) found.photo = photoProblem;
    const rupiah = typeof amount === 'number' ? amount : Number.NaN;
    if (stage === 'quote' && !(Number.isInteger(rupiah) && rupiah >= 1 && rupiah <= QUOTE_MAX_RUPIAH)) found.amount = true;
    if (note.trim().length > NOTE_MAX) found.too_long = true;
    setProblems(found);
    onSaved(undefined);
    if (!stage || Object.keys(found).length > 0) return;
    const trimmed = note.trim();
    move.mutate(
      { stage, ...(trimmed ? { note: trimmed } : {}), ...(stage === 'quote' ? { amount: rupiah } : {}), photos },
      {
        onSuccess: () => {
          onSaved(t`Tahap disimpan: ${i18n._(TICKET_STAGE_LABELS[stage])}. Pelanggan diberi tahu lewat email.`);
          setStage('');
          setAmount('');
          setNote('');
          setPhotos([]);
        },
      },
    );
  };

  return (
    <form
      aria-label={t`Pindahkan tahap tiket`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Radio.Group
          label={t`Tahap berikutnya`}
          required
          value={stage}
          onChange={(value) => {
            setStage(value as TicketStage);
            setProblems((p) => ({ ...p, stage: undefined }));
          }}
          error={problems.stage ? t`Pilih tahap berikutnya.` : undefined}
        >
          <Stack gap={6} mt={4}>
            {next.map((option) => (
              <Radio
                key={option}
                value={option}
                label={i18n._(TICKET_STAGE_LABELS[option])}
                description={option === 'in_repair' && awaitingCustomer ? t`Hanya setelah pelanggan menyetujui biaya.` : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {stage === 'quote' && (
          <NumberInput
            label={t`Biaya perbaikan`}
            description={t`Dalam rupiah, tanpa desimal; pelanggan menyetujui atau menolaknya di /cek-status.`}
            required
            value={amount}
            onChange={setAmount}
            min={1}
            max={QUOTE_MAX_RUPIAH}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            prefix="Rp "
            error={
              problems.amount
                ? t`Isi biaya antara Rp 1 dan ${formatRupiah(QUOTE_MAX_RUPIAH)}.`
                : serverFields.amount?.[0]
                  ? errorText(serverFields.amount[0])
                  : undefined
            }
          />
        )}
        <Textarea
          label={t`Catatan untuk pelanggan`}
          description={t`Opsional. Dikirim ke pelanggan lewat email dan tampil di /cek-status.`}
          rows={3}
          resize="vertical"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={problems.too_long ? errorText('too_long') : serverFields.note?.[0] ? errorText(serverFields.note[0]) : undefined}
        />
        <FileInput
          label={t`Foto untuk pelanggan`}
          description={t`Opsional. Sampai ${MAX_TICKET_PHOTOS} foto JPG atau PNG, masing-masing maksimal 5 MB; pelanggan melihatnya pada tahap ini di /cek-status.`}
          multiple
          clearable
          accept={acceptFor(PHOTO_KINDS)}
          placeholder={t`Pilih foto`}
          value={photos}
          onChange={(files) => {
            setPhotos(files);
            setProblems((p) => ({ ...p, photo: undefined }));
          }}
          error={
            typeof problems.photo === 'string'
              ? errorText(problems.photo)
              : serverFields.photo?.[0]
                ? errorText(serverFields.photo[0])
                : undefined
          }
        />
        {move.isError && !serverFields.amount && !serverFields.note && !serverFields.photo && (
          <Alert color="red" role="alert" p="xs" title={refused ? t`Tahap tidak dapat diubah` : undefined} data-testid="inbox-ticket-error">
            <ErrorText error={move.error} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={move.isPending}>
            <Trans>Simpan tahap</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
