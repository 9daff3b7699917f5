import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Anchor, Button, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, PDF_MIME_TYPE, type FileRejection } from '@mantine/dropzone';
import { useState, type ReactNode } from 'react';
import { MAX_MEDIA_BYTES, type Media } from '@/contract/studio/media';
import { useMedia, useMediaUpload } from '../api/media';
import { ErrorText } from '../components/page-states';
import { MediaPickerButton } from './media-picker';

// Image, images and PDF fields (docs/decisions/250-staff-studio.md): a file dropped (or chosen with the
// keyboard) is uploaded with its alt texts in both languages (POST studio/media, docs/decisions/260) and the
// draft keeps `{ media_id, … }`; publishing turns it into the public picture.

type Common = { label: string; description?: ReactNode; required?: boolean; error?: ReactNode };
type ImageValue = { media_id?: string; url?: string; srcset?: string; width?: number; height?: number; alt?: string; alt_en?: string };
type PdfValue = { media_id?: string; url?: string; name?: string };

const imageOf = (m: Media): ImageValue => ({
  media_id: m.id,
  url: m.url,
  ...(m.srcset ? { srcset: m.srcset } : {}),
  ...(m.width ? { width: m.width } : {}),
  ...(m.height ? { height: m.height } : {}),
  alt: m.alt,
  alt_en: m.alt_en,
});

/** Alt texts (both required) and the drop area; calls onUploaded with each stored medium. */
function Uploader({
  kind,
  label,
  onUploaded,
  multiple,
}: {
  kind: 'image' | 'pdf';
  label: string;
  onUploaded: (media: Media[]) => void;
  multiple?: boolean;
}) {
  const { t } = useLingui();
  const upload = useMediaUpload();
  const [alt, setAlt] = useState('');
  const [altEn, setAltEn] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const drop = async (files: File[]) => {
    setProblem(null);
    if (!alt.trim() || !altEn.trim()) {
      setProblem(
        kind === 'pdf'
          ? t`Isi judul berkas dalam bahasa Indonesia dan Inggris dulu.`
          : t`Isi teks alternatif dalam bahasa Indonesia dan Inggris dulu.`,
      );
      return;
    }
    // Several files dropped at once are uploaded one by one and handed over together (those that made it).
    const stored: Media[] = [];
    for (const file of files) {
      try {
        stored.push((await upload.mutateAsync({ file, alt: alt.trim(), alt_en: altEn.trim() })).data);
      } catch (error) {
        setProblem(<ErrorText error={error} />);
        break;
      }
    }
    if (stored.length > 0) onUploaded(stored);
    if (stored.length < files.length) return;
    setAlt('');
    setAltEn('');
  };
  const reject = (rejections: FileRejection[]) =>
    setProblem(
      rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))
        ? t`Berkas lebih dari 15 MB.`
        : t`Jenis berkas tidak diterima.`,
    );
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            size="xs"
            label={kind === 'pdf' ? t`Judul berkas (ID)` : t`Teks alternatif (ID)`}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            maxLength={300}
          />
          <TextInput
            size="xs"
            label={kind === 'pdf' ? t`Judul berkas (EN)` : t`Teks alternatif (EN)`}
            value={altEn}
            onChange={(e) => setAltEn(e.currentTarget.value)}
            maxLength={300}
          />
        </SimpleGrid>
        <Dropzone
          onDrop={(files) => void drop(files)}
          onReject={reject}
          accept={
            kind === 'pdf' ? PDF_MIME_TYPE : IMAGE_MIME_TYPE.filter((type) => ['image/jpeg', 'image/png', 'image/webp'].includes(type))
          }
          maxSize={MAX_MEDIA_BYTES}
          multiple={multiple}
          loading={upload.isPending}
          inputProps={{ 'aria-label': t`Unggah ke ${label}` }}
        >
          <Text ta="center" size="sm" py="sm">
            {kind === 'pdf' ? (
              <Trans>Seret PDF ke sini atau klik untuk memilih (maks. 15 MB)</Trans>
            ) : (
              <Trans>Seret gambar JPEG, PNG atau WebP ke sini atau klik untuk memilih (maks. 15 MB)</Trans>
            )}
          </Text>
        </Dropzone>
        {problem && (
          <Alert color="red" p="xs" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** A picture of the draft: its own URL, or the medium's when only its id is known. */
function Picture({ value, onRemove, children }: { value: ImageValue; onRemove: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  const media = useMedia(value.url ? undefined : value.media_id);
  const url = value.url ?? media.data?.url;
  return (
    <Paper withBorder p="xs">
      <Group wrap="nowrap" align="start">
        {url ? <img className="studio-preview-image" src={url} alt={value.alt ?? ''} /> : <div className="studio-preview-image" />}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {value.alt || '—'}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            EN: {value.alt_en || '—'}
          </Text>
          <Group gap="xs">
            {children}
            <Button size="compact-xs" variant="subtle" color="red.9" onClick={onRemove} aria-label={t`Hapus gambar ${value.alt ?? ''}`}>
              <Trans>Hapus</Trans>
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

const asImage = (value: unknown): ImageValue | undefined => (value && typeof value === 'object' ? (value as ImageValue) : undefined);

export function ImageInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
}: Common & { value: unknown; onChange: (v: unknown) => void }) {
  const image = asImage(value);
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Stack gap="xs" mt={4}>
        {image ? (
          <Picture value={image} onRemove={() => onChange(null)} />
        ) : (
          <>
            <Uploader kind="image" label={label} onUploaded={([m]) => m && onChange(imageOf(m))} />
            <Group>
              <MediaPickerButton label={label} onPick={(m) => onChange(imageOf(m))} />
            </Group>
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

export function ImagesInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
  max,
}: Common & { value: unknown; onChange: (v: unknown) => void; max?: number }) {
  const { t } = useLingui();
  const images = (Array.isArray(value) ? value : []) as ImageValue[];
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Stack gap="xs" mt={4}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="studio-images">
          {images.map((image, index) => (
            <Picture
              key={`${image.media_id ?? image.url}-${index}`}
              value={image}
              onRemove={() => onChange(images.filter((_, i) => i !== index))}
            >
              <ActionIcon
                size="sm"
                variant="default"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t`Geser gambar ${index + 1} ke depan`}
              >
                ←
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="default"
                disabled={index === images.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t`Geser gambar ${index + 1} ke belakang`}
              >
                →
              </ActionIcon>
            </Picture>
          ))}
        </SimpleGrid>
        {(max === undefined || images.length < max) && (
          <>
            <Uploader kind="image" label={label} multiple onUploaded={(media) => onChange([...images, ...media.map(imageOf)])} />
            <Group>
              <MediaPickerButton label={label} onPick={(m) => onChange([...images, imageOf(m)])} />
            </Group>
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

export function PdfInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
}: Common & { value: unknown; onChange: (v: unknown) => void }) {
  const pdf = value && typeof value === 'object' ? (value as PdfValue) : undefined;
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Stack gap="xs" mt={4}>
        {pdf ? (
          <Paper withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              {pdf.url ? (
                <Anchor href={pdf.url} target="_blank" rel="noreferrer" size="sm" truncate>
                  {pdf.name || pdf.url}
                </Anchor>
              ) : (
                <Text size="sm">{pdf.name ?? pdf.media_id}</Text>
              )}
              <Button size="compact-xs" variant="subtle" color="red.9" onClick={() => onChange(null)}>
                <Trans>Hapus</Trans>
              </Button>
            </Group>
          </Paper>
        ) : (
          <Uploader kind="pdf" label={label} onUploaded={([m]) => m && onChange({ media_id: m.id, url: m.url, name: m.file_name })} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
