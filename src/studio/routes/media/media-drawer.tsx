import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Divider, Drawer, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { COLLECTION_KEYS, type CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { MAX_ALT_LENGTH, type Media } from '@/contract/studio/media';
import { useMedia, useMediaDelete, useMediaUpdate, useMediaUsages } from '../../api/media';
import { ErrorText, LoadError, PageLoader } from '../../components/page-states';
import { studioPaths } from '../../lib/paths';
import { StudioApiError } from '../../lib/studio-api';
import { FocalPicker, SlotPreviews, type Focal } from './focal-point';
import { ReplaceFile } from './replace-file';

// One medium (docs/decisions/260-studio-media-and-csv.md): its alt texts in both languages, its focal point with
// each slot's crop, where it is used (links to those editors), replacing its file everywhere, and deleting it while
// nothing uses it.

const isCollection = (key: string): key is CollectionKey => (COLLECTION_KEYS as readonly string[]).includes(key);
const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export function MediaDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const media = useMedia(id);
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size="lg"
      title={t`Detail media`}
      closeButtonProps={{ 'aria-label': t`Tutup` }}
    >
      {media.isPending && id ? <PageLoader /> : null}
      {media.isError && <LoadError error={media.error} onRetry={() => void media.refetch()} />}
      {media.data && <MediaEditor key={media.data.id} media={media.data} onDeleted={onClose} />}
    </Drawer>
  );
}

function MediaEditor({ media, onDeleted }: { media: Media; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const update = useMediaUpdate();
  const remove = useMediaDelete();
  const usages = useMediaUsages(media.id);
  const [alt, setAlt] = useState(media.alt);
  const [altEn, setAltEn] = useState(media.alt_en);
  const [focal, setFocal] = useState<Focal>({ x: media.focal_x, y: media.focal_y });
  const [saved, setSaved] = useState(false);
  const [replaced, setReplaced] = useState<{ focalReset: boolean } | null>(null);
  const changed = alt !== media.alt || altEn !== media.alt_en || focal.x !== media.focal_x || focal.y !== media.focal_y;
  const fieldError = (field: string) =>
    update.error instanceof StudioApiError ? update.error.fieldErrors[field]?.join(' ') || undefined : undefined;
  const save = () =>
    update.mutate(
      {
        id: media.id,
        patch: {
          ...(alt !== media.alt ? { alt } : {}),
          ...(altEn !== media.alt_en ? { alt_en: altEn } : {}),
          ...(focal.x !== media.focal_x || focal.y !== media.focal_y ? { focal_x: focal.x, focal_y: focal.y } : {}),
        },
      },
      { onSuccess: () => setSaved(true) },
    );
  const used = media.used || (usages.data?.length ?? 0) > 0;
  return (
    <Stack>
      <Group gap="xs">
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {media.file_name}
        </Text>
        {media.width && (
          <Text size="xs" c="dimmed">
            {media.width} × {media.height} px · {formatSize(media.byte_size)}
          </Text>
        )}
      </Group>
      {media.kind === 'image' ? (
        <>
          <FocalPicker media={media} focal={focal} onChange={setFocal} />
          <Title order={3} size="h5">
            <Trans>Potongan per slot</Trans>
          </Title>
          <SlotPreviews media={media} focal={focal} />
        </>
      ) : (
        <Anchor href={media.url} target="_blank" rel="noreferrer">
          <Trans>Buka PDF</Trans>
        </Anchor>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={media.kind === 'pdf' ? t`Judul berkas (ID)` : t`Teks alternatif (ID)`}
          value={alt}
          onChange={(e) => setAlt(e.currentTarget.value)}
          maxLength={MAX_ALT_LENGTH}
          required
          error={fieldError('alt')}
        />
        <TextInput
          label={media.kind === 'pdf' ? t`Judul berkas (EN)` : t`Teks alternatif (EN)`}
          value={altEn}
          onChange={(e) => setAltEn(e.currentTarget.value)}
          maxLength={MAX_ALT_LENGTH}
          required
          error={fieldError('alt_en')}
        />
      </SimpleGrid>
      {update.isError && (
        <Alert color="red" p="xs" role="alert">
          <ErrorText error={update.error} />
        </Alert>
      )}
      {saved && !changed && (
        <Alert color="teal.9" p="xs" role="status">
          <Trans>Tersimpan. Konten terbit yang memakai gambar ini kini menampilkan potongan baru.</Trans>
        </Alert>
      )}
      <Group>
        <Button onClick={save} disabled={!changed || !alt.trim() || !altEn.trim()} loading={update.isPending}>
          <Trans>Simpan</Trans>
        </Button>
        <Button
          variant="subtle"
          color="gray.8"
          disabled={!changed}
          onClick={() => {
            setAlt(media.alt);
            setAltEn(media.alt_en);
            setFocal({ x: media.focal_x, y: media.focal_y });
          }}
        >
          <Trans>Batalkan perubahan</Trans>
        </Button>
      </Group>
      <Divider />
      <Title order={3} size="h5">
        <Trans>Dipakai di</Trans>
      </Title>
      {usages.isPending && <PageLoader />}
      {usages.isError && <LoadError error={usages.error} onRetry={() => void usages.refetch()} />}
      {usages.data && usages.data.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Belum dipakai di draf atau konten mana pun.</Trans>
        </Text>
      )}
      {usages.data && usages.data.length > 0 && (
        <List size="sm" spacing={4} data-testid="media-usages">
          {usages.data.map((u) => (
            <List.Item key={`${u.collection}-${u.entity_id ?? u.title}`}>
              <Group gap="xs" wrap="nowrap">
                {isCollection(u.collection) && u.entity_id !== null ? (
                  <Anchor component={Link} to={studioPaths.edit(u.collection, u.entity_id)} size="sm">
                    {u.title || `#${u.entity_id}`}
                  </Anchor>
                ) : (
                  <Text size="sm">{u.title}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {isCollection(u.collection) ? i18n._(COLLECTIONS[u.collection].label) : u.collection}
                </Text>
                <Badge size="xs" variant="light" color={u.published ? 'teal.9' : 'gray.8'}>
                  {u.published ? t`Terbit` : t`Draf`}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Divider />
      {replaced && (
        <Alert color="teal.9" p="xs" role="status" withCloseButton closeButtonLabel={t`Tutup`} onClose={() => setReplaced(null)}>
          <Trans>File diganti. Setiap pemakaian kini menampilkan berkas baru.</Trans>
          {replaced.focalReset && (
            <>
              {' '}
              <Trans>Bentuknya berbeda, jadi titik fokus kembali ke tengah: periksa potongan per slot.</Trans>
            </>
          )}
        </Alert>
      )}
      <ReplaceFile
        media={media}
        uses={usages.data?.length ?? 0}
        onReplaced={(focalReset) => {
          setSaved(false);
          if (focalReset) setFocal({ x: 0.5, y: 0.5 });
          setReplaced({ focalReset });
        }}
      />
      <Divider />
      {remove.isError && (
        <Alert color="red" p="xs" role="alert">
          <ErrorText error={remove.error} />
        </Alert>
      )}
      <Group>
        <Button
          color="red.9"
          variant="light"
          disabled={used}
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm(t`Hapus ${media.file_name} untuk selamanya?`)) remove.mutate(media.id, { onSuccess: onDeleted });
          }}
        >
          <Trans>Hapus berkas</Trans>
        </Button>
        {used && (
          <Text size="xs" c="dimmed">
            <Trans>Berkas yang masih dipakai tidak dapat dihapus.</Trans>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
