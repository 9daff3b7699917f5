import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { servicePointName, useServicePoints } from '@/api/get-service-points';
import { NOTE_MAX, SUBMISSION_STATUSES, type InboxDetail, type SubmissionStatus } from '@/contract/studio/inbox';
import { useAssignees, useInboxItem, useInboxNote, useInboxUpdate } from '@/studio/api/inbox';
import { EmptyState, ErrorText, LoadError, PageLoader } from '@/studio/components/page-states';
import { formatDateTime } from '@/studio/lib/format';
import { StudioApiError } from '@/studio/lib/studio-api';
import { useStudioErrorText } from '@/studio/lib/error-text';
import { AttachmentCard } from './attachment-card';
import { AgeBadge, InboxStatusBadge, KindLabel } from './inbox-badges';
import { FIELD_LABELS, STATUS_LABELS, VALUE_LABELS, humanize, orderedFields } from './labels';
import { inboxPaths } from './paths';
import { ReplyCard } from './reply-card';
import { TicketCard } from './ticket-card';

/** One submission (`/studio/inbox/:id`): every field, the attachments, the workflow, the assignee and the notes. */
export function InboxDetailPage() {
  const { id = '' } = useParams();
  const item = useInboxItem(id);
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    if (item.error instanceof StudioApiError && (item.error.status === 404 || item.error.status === 400)) {
      return (
        <Stack>
          <BackLink />
          <EmptyState>
            <Trans>Kiriman ini tidak ditemukan, atau bukan bagian peran Anda.</Trans>
          </EmptyState>
        </Stack>
      );
    }
    return (
      <Stack>
        <BackLink />
        <LoadError error={item.error} onRetry={() => void item.refetch()} />
      </Stack>
    );
  }
  return <Detail item={item.data} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to={inboxPaths.list()} size="sm">
      ← <Trans>Kotak masuk</Trans>
    </Anchor>
  );
}

function Detail({ item }: { item: InboxDetail }) {
  const { t } = useLingui();
  const fields = orderedFields(item.fields);
  return (
    <Stack>
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Title order={2}>{item.name || item.email || item.reference}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <KindLabel kind={item.kind} /> · <span data-testid="inbox-reference">{item.reference}</span> ·{' '}
              {formatDateTime(item.created_at)}
            </Text>
          </Group>
        </Stack>
        <Group gap={4}>
          <InboxStatusBadge status={item.status} />
          <AgeBadge row={item} />
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="sm">
              <Title order={3} size="h5" mb="xs">
                <Trans>Isi kiriman</Trans>
              </Title>
              {fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>Kiriman ini tidak berisi kolom.</Trans>
                </Text>
              ) : (
                <Table variant="vertical" layout="fixed" withTableBorder={false} data-testid="inbox-fields">
                  <Table.Tbody>
                    {fields.map(([key, value]) => (
                      // A job application names its vacancy by slug; HR reads the title, the slug kept beside it.
                      <FieldRow
                        key={key}
                        name={key}
                        value={key === 'position' && item.job_title && typeof value === 'string' ? `${item.job_title} (${value})` : value}
                      />
                    ))}
                    {item.codes.length > 0 && <FieldRow name="codes" value={item.codes} />}
                    <Table.Tr>
                      <Table.Th w={{ base: 130, sm: 220 }}>
                        <Trans>Bahasa pengirim</Trans>
                      </Table.Th>
                      <Table.Td>{item.lang === 'en' ? 'English' : 'Bahasa Indonesia'}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              )}
            </Card>
            <ReplyCard item={item} />
            {item.registration && <RegistrationCard registration={item.registration} />}
            <Stack gap="xs">
              <Title order={3} size="h5">
                <Trans>Lampiran</Trans>
              </Title>
              {item.files.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>Tanpa lampiran.</Trans>
                </Text>
              ) : (
                // Several files (a support request's photos) side by side from a tablet up, each numbered in its field.
                <SimpleGrid cols={{ base: 1, sm: item.files.length > 1 ? 2 : 1 }} spacing="sm">
                  {item.files.map((file) => {
                    const ofField = item.files.filter((f) => f.field === file.field);
                    return (
                      <AttachmentCard
                        key={file.id}
                        submissionId={item.id}
                        file={file}
                        position={{ index: ofField.indexOf(file), total: ofField.length }}
                      />
                    );
                  })}
                </SimpleGrid>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {item.kind === 'support' && <TicketCard id={item.id} />}
            <Workflow item={item} />
            <Notes item={item} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed">
        {t`Setiap tampilan dan unduhan data pribadi tercatat di log audit.`}
      </Text>
    </Stack>
  );
}

function useValueText() {
  const { t, i18n } = useLingui();
  const render = (name: string, value: unknown): ReactNode => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t`Ya` : t`Tidak`;
    if (Array.isArray(value))
      return value.length
        ? value.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v))).join(', ')
        : '—';
    if (typeof value === 'object')
      return <code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(value, null, 2)}</code>;
    const text = String(value);
    const word = VALUE_LABELS[name]?.[text];
    if (word) return i18n._(word);
    if (name === 'total_purchase' && /^\d+$/.test(text)) return `Rp ${new Intl.NumberFormat('id-ID').format(Number(text))}`;
    if (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))) {
      return new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${text}T00:00:00Z`),
      );
    }
    if ((name === 'consent' || name === 'terms') && (text === 'true' || text === 'on' || text === '1')) return t`Ya`;
    return text;
  };
  return render;
}

function FieldRow({ name, value }: { name: string; value: unknown }) {
  const { i18n } = useLingui();
  const valueText = useValueText();
  const label = FIELD_LABELS[name] ? i18n._(FIELD_LABELS[name]!) : humanize(name);
  return (
    <Table.Tr data-field={name}>
      <Table.Th w={{ base: 130, sm: 220 }} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {name === 'service_point' && typeof value === 'string' && value ? <ServicePointValue value={value} /> : valueText(name, value)}
      </Table.Td>
    </Table.Tr>
  );
}

/** A support request's hand-over place by name (the public service-centre list), its stored code beside it. */
function ServicePointValue({ value }: { value: string }) {
  const points = useServicePoints();
  const name = servicePointName(points.data, value);
  return <>{name ? `${name} (${value})` : value}</>;
}

function RegistrationCard({ registration }: { registration: NonNullable<InboxDetail['registration']> }) {
  const { t } = useLingui();
  const rows: [string, ReactNode][] = [
    [t`Nomor registrasi`, registration.reference],
    [t`Produk`, registration.product_name ?? `#${registration.product_id}`],
    [t`Merek`, registration.brand_slug],
    [t`Nomor seri`, registration.serial_number],
    [t`Tanggal pembelian`, registration.purchase_date],
    [t`Tempat pembelian`, registration.place_name],
    [t`Garansi diaktifkan`, registration.activated_at ? formatDateTime(registration.activated_at) : t`Belum`],
  ];
  return (
    <Card withBorder padding="sm" data-testid="inbox-registration">
      <Title order={3} size="h5" mb="xs">
        <Trans>Registrasi produk</Trans>
      </Title>
      {registration.review_decision && (
        <Alert color={registration.review_decision === 'approved' ? 'green' : 'gray'} mb="xs">
          {registration.review_decision === 'approved' ? (
            <Trans>Klaim kedua ini disetujui staf: garansinya aktif pada registrasi ini.</Trans>
          ) : (
            <Trans>Klaim kedua ini ditolak staf; pelanggan sudah diberi tahu alasannya.</Trans>
          )}
        </Alert>
      )}
      {registration.review_requested_at && !registration.review_decision && (
        <Alert color="orange" mb="xs" title={t`Klaim kedua menunggu peninjauan`}>
          <Trans>
            Nomor seri ini sudah diaktifkan pada registrasi lain; klaim ini menunggu keputusan staf sejak{' '}
            {formatDateTime(registration.review_requested_at)}.
          </Trans>{' '}
          <Anchor component={Link} to={inboxPaths.claims()} underline="always">
            <Trans>Putuskan di daftar klaim garansi kedua</Trans>
          </Anchor>
        </Alert>
      )}
      <Table variant="vertical" layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 130, sm: 220 }}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** Status (new → in progress → done, or spam) and the staff member who handles it; each change saved at once. */
function Workflow({ item }: { item: InboxDetail }) {
  const { t, i18n } = useLingui();
  const update = useInboxUpdate(item.id);
  const assignees = useAssignees();
  const [saved, setSaved] = useState<string>();
  const options = (assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  if (item.assignee && !options.some((o) => o.value === String(item.assignee!.id)))
    options.push({ value: String(item.assignee.id), label: item.assignee.name });
  const save = (body: { status?: SubmissionStatus; assignee_id?: number | null }, done: string) => {
    setSaved(undefined);
    update.mutate(body, { onSuccess: () => setSaved(done) });
  };
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Trans>Penanganan</Trans>
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="inbox-status-label">
            <Trans>Status</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-status-label"
            orientation="vertical"
            fullWidth
            disabled={update.isPending}
            value={item.status}
            onChange={(value) => save({ status: value as SubmissionStatus }, t`Status disimpan: ${i18n._(STATUS_LABELS[value]!)}.`)}
            data={SUBMISSION_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]!) }))}
          />
          {item.status_changed_at && (
            <Text size="xs" c="dimmed">
              <Trans>Diubah {formatDateTime(item.status_changed_at)}</Trans>
            </Text>
          )}
        </Stack>
        <Select
          label={t`Ditangani oleh`}
          placeholder={t`Belum ditugaskan`}
          clearable
          searchable
          disabled={update.isPending}
          value={item.assignee ? String(item.assignee.id) : null}
          onChange={(value) =>
            save(
              { assignee_id: value ? Number(value) : null },
              value ? t`Ditugaskan ke ${options.find((o) => o.value === value)?.label ?? ''}.` : t`Penugasan dilepas.`,
            )
          }
          data={options}
          nothingFoundMessage={t`Tidak ada staf yang cocok`}
          error={assignees.isError ? <ErrorText error={assignees.error} /> : undefined}
        />
        {update.isError && (
          <Alert color="red" role="alert" p="xs">
            <ErrorText error={update.error} />
          </Alert>
        )}
        <Text size="sm" c="green.9" role="status" aria-live="polite" data-testid="inbox-saved">
          {saved}
        </Text>
      </Stack>
    </Card>
  );
}

function Notes({ item }: { item: InboxDetail }) {
  const { t } = useLingui();
  const note = useInboxNote(item.id);
  const errorText = useStudioErrorText();
  const [body, setBody] = useState('');
  const [localError, setLocalError] = useState<string>();
  const serverError = note.error instanceof StudioApiError ? note.error.fieldErrors.body?.[0] : undefined;
  const submit = () => {
    const trimmed = body.trim();
    if (!trimmed) return setLocalError('required');
    if (trimmed.length > NOTE_MAX) return setLocalError('too_long');
    setLocalError(undefined);
    note.mutate(trimmed, { onSuccess: () => setBody('') });
  };
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            <Trans>Catatan dan balasan</Trans>
          </Title>
          <Badge variant="light" color="gray.8">
            {item.notes.length}
          </Badge>
        </Group>
        {item.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Belum ada catatan. Catatan hanya terlihat oleh staf.</Trans>
          </Text>
        ) : (
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="inbox-notes">
            {item.notes.map((n) => (
              <li key={n.id}>
                <Text size="xs" c="dimmed">
                  {n.staff?.name ?? t`(staf dihapus)`} · {formatDateTime(n.created_at)}
                </Text>
                {n.reply && (
                  <Text size="xs" data-testid="inbox-note-reply">
                    <Badge size="xs" variant="light" color="blue.9" mr={4}>
                      {n.reply.mailed_at ? t`Email terkirim` : t`Email dalam antrean`}
                    </Badge>
                    {n.reply.lang === 'en' ? 'EN' : 'ID'} · {n.reply.subject}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {n.body}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t`Catatan baru`}
              rows={3}
              resize="vertical"
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  submit();
                }
              }}
              description={t`Ctrl+Enter untuk menyimpan`}
              error={localError ? errorText(localError) : serverError ? errorText(serverError) : undefined}
            />
            {note.isError && !serverError && (
              <Text size="sm" c="red.9" role="alert">
                <ErrorText error={note.error} />
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={note.isPending}>
                <Trans>Tambah catatan</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
