import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { fileNameStem, MAX_MEDIA_BYTES } from '@/contract/studio/media';
import { useMediaUpload } from '../../api/media';
import { studioKeys } from '../../api/query-keys';
import { ErrorText } from '../../components/page-states';

// Several images in one drop (docs/decisions/260-studio-media-and-csv.md): each goes to POST studio/media on its own,
// one after the other, with its own state and error; the alt texts start as the file name (the page's "alt
// missing" filter lists them until someone writes real ones in the drawer).

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
type Item = { key: string; name: string; state: 'waiting' | 'uploading' | 'done' | 'failed'; problem?: ReactNode };

export function BulkUpload({ onUploaded }: { onUploaded?: (ids: string[]) => void }) {
  const { t } = useLingui();
  const upload = useMediaUpload();
  const client = useQueryClient();
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: string, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const drop = async (files: File[], rejected: FileRejection[] = []) => {
    const stamp = Date.now();
    const fresh: Item[] = files.map((file, i) => ({ key: `${stamp}-${i}`, name: file.name, state: 'waiting' }));
    const refused: Item[] = rejected.map((r, i) => ({
      key: `${stamp}-r${i}`,
      name: r.file.name,
      state: 'failed',
      problem: r.errors.some((e) => e.code === 'file-too-large') ? t`Berkas lebih dari 15 MB.` : t`Jenis berkas tidak diterima.`,
    }));
    setItems([...fresh, ...refused]);
    if (files.length === 0) return;
    setBusy(true);
    const stored: string[] = [];
    for (const [i, file] of files.entries()) {
      const key = fresh[i]!.key;
      set(key, { state: 'uploading' });
      const alt = Array.from(fileNameStem(file.name).trim() || file.name)
        .slice(0, 300)
        .join('');
      try {
        const { data } = await upload.mutateAsync({ file, alt, alt_en: alt });
        stored.push(data.id);
        set(key, { state: 'done' });
      } catch (error) {
        set(key, { state: 'failed', problem: <ErrorText error={error} /> });
      }
    }
    setBusy(false);
    await client.invalidateQueries({ queryKey: studioKeys.mediaLists() });
    if (stored.length > 0) onUploaded?.(stored);
  };

  const finished = items.filter((i) => i.state === 'done' || i.state === 'failed').length;
  const labels: Record<Item['state'], string> = {
    waiting: t`Menunggu`,
    uploading: t`Mengunggah…`,
    done: t`Selesai`,
    failed: t`Gagal`,
  };
  const colors: Record<Item['state'], string> = { waiting: 'gray.8', uploading: 'blue.9', done: 'teal.9', failed: 'red.9' };
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Dropzone
          onDrop={(files) => void drop(files)}
          onReject={(rejected) => void drop([], rejected)}
          accept={IMAGE_TYPES}
          maxSize={MAX_MEDIA_BYTES}
          multiple
          disabled={busy}
          inputProps={{ 'aria-label': t`Unggah gambar ke pustaka media` }}
        >
          <Text ta="center" size="sm" py="sm">
            <Trans>Seret beberapa gambar JPEG, PNG atau WebP ke sini atau klik untuk memilih (maks. 15 MB per berkas)</Trans>
          </Text>
        </Dropzone>
        {items.length > 0 && (
          <>
            <Progress
              value={(finished / items.length) * 100}
              aria-label={t`Kemajuan unggahan`}
              color={busy ? 'blue.9' : 'teal.9'}
              animated={busy}
            />
            <Text size="xs" role="status" aria-live="polite">
              <Trans>
                {finished} dari {items.length} berkas selesai
              </Trans>
            </Text>
            <List size="sm" spacing={4} listStyleType="none" data-testid="media-upload-list">
              {items.map((item) => (
                <List.Item key={item.key}>
                  <Group gap="xs" wrap="nowrap" align="start">
                    <Badge size="sm" variant="light" color={colors[item.state]} style={{ flexShrink: 0 }}>
                      {labels[item.state]}
                    </Badge>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {item.name}
                      </Text>
                      {item.problem && (
                        <Text size="xs" c="red.9">
                          {item.problem}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
