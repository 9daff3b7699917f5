import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { InboxFile } from '@/contract/studio/inbox';
import { fetchInboxFile, inboxFileUrl } from '@/studio/api/inbox';
import { ErrorText } from '@/studio/components/page-states';
import { FIELD_LABELS, humanize } from './labels';

const PDF_STYLE = {
  width: '100%',
  height: 'min(70vh, 640px)',
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 'var(--mantine-radius-sm)',
};
const IMAGE_STYLE = {
  maxWidth: '100%',
  maxHeight: '70vh',
  objectFit: 'contain',
  alignSelf: 'flex-start',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;
const PREVIEWABLE = /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/;

export function formatBytes(size: number, locale: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'id-ID', { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (size < 1024) return format(size, 'B');
  if (size < 1024 * 1024) return format(size / 1024, 'KB');
  return format(size / 1024 / 1024, 'MB');
}

/**
 * One attachment: its name, type, size and checksum, a download link (the authorised route, which answers
 * `Content-Disposition: attachment`), and for an image or a PDF a preview from an object URL of the same route's
 * bytes (docs/decisions/310-submissions-in-the-studio.md): nothing the visitor sent is ever opened from its own address.
 * An image is shown at once; a PDF on request, since the browser's PDF viewer takes the keyboard focus when it
 * loads (a staff member typing a note would lose it).
 */
export function AttachmentCard({
  submissionId,
  file,
  position,
}: {
  submissionId: string;
  file: InboxFile;
  /** Its place among several files of one field (a support request's photos): numbered in the label. */
  position?: { index: number; total: number } | undefined;
}) {
  const { t, i18n } = useLingui();
  const isPdf = file.mime === 'application/pdf';
  const [opened, setOpened] = useState(!isPdf);
  const previewable = PREVIEWABLE.test(file.mime) && opened;
  const [attempt, setAttempt] = useState(0);
  const key = `${submissionId}:${file.id}:${attempt}`;
  // What the last fetch brought, for which file and attempt: a newer key means that one is still loading.
  const [result, setResult] = useState<{ key: string; url?: string; error?: unknown }>();
  useEffect(() => {
    if (!previewable) return;
    const controller = new AbortController();
    let url: string | undefined;
    fetchInboxFile(submissionId, file.id, controller.signal)
      .then((blob) => {
        // The stored type, not whatever the bytes claim: a PDF frame for a PDF, an image for an image.
        url = URL.createObjectURL(new Blob([blob], { type: file.mime }));
        setResult({ key, url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, error });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [submissionId, file.id, file.mime, previewable, key]);
  const state = result?.key === key ? { ...result, loading: false } : { loading: previewable, url: undefined, error: undefined };
  const fieldLabel = FIELD_LABELS[file.field] ? i18n._(FIELD_LABELS[file.field]!) : humanize(file.field);
  const number = (position?.index ?? 0) + 1;
  const total = position?.total ?? 1;
  const label = total > 1 ? t`${fieldLabel} ${number} dari ${total}` : fieldLabel;
  return (
    <Card withBorder padding="sm" data-testid="inbox-attachment" data-file-id={file.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {file.mime} · {formatBytes(file.size, i18n.locale)} · sha256 {file.sha256.slice(0, 12)}…
            </Text>
          </Stack>
          <Button
            component="a"
            href={inboxFileUrl(submissionId, file.id)}
            download={file.name}
            size="xs"
            variant="light"
            aria-label={t`Unduh ${file.name}`}
          >
            <Trans>Unduh</Trans>
          </Button>
        </Group>
        {previewable && state.loading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="xs" c="dimmed">
              <Trans>Memuat pratinjau…</Trans>
            </Text>
          </Group>
        )}
        {previewable && state.error !== undefined && (
          <Group gap="xs" role="alert">
            <Text size="xs" c="red.9">
              <Trans>Pratinjau gagal dimuat.</Trans> <ErrorText error={state.error} />
            </Text>
            <Anchor component="button" type="button" size="xs" onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Coba lagi</Trans>
            </Anchor>
          </Group>
        )}
        {state.url &&
          (isPdf ? (
            <iframe src={state.url} title={t`Pratinjau ${file.name}`} style={PDF_STYLE} data-testid="inbox-pdf-preview" />
          ) : (
            <img src={state.url} alt={t`Pratinjau ${file.name}`} style={IMAGE_STYLE} data-testid="inbox-image-preview" />
          ))}
        {isPdf && !opened && (
          <Group>
            <Button size="xs" variant="default" onClick={() => setOpened(true)} aria-label={t`Tampilkan pratinjau ${file.name}`}>
              <Trans>Tampilkan pratinjau</Trans>
            </Button>
          </Group>
        )}
        {!PREVIEWABLE.test(file.mime) && (
          <Text size="xs" c="dimmed">
            <Trans>Tidak ada pratinjau untuk jenis berkas ini; unduh untuk membukanya.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
