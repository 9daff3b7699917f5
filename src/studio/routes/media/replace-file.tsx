import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MAX_MEDIA_BYTES, type Media } from '@/contract/studio/media';
import { useMediaReplace } from '../../api/media';
import { ErrorText } from '../../components/page-states';

// "Ganti file" (docs/decisions/260-studio-media-and-csv.md): a new file of the same kind takes the old one's place in
// every use. Chosen, then confirmed with the count of uses, since published pages change at once; a refusal (type,
// size) is shown here and the old file stays.

const ACCEPT: Record<Media['kind'], string> = { image: 'image/jpeg,image/png,image/webp', pdf: 'application/pdf' };
const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export function ReplaceFile({ media, uses, onReplaced }: { media: Media; uses: number; onReplaced: (focalReset: boolean) => void }) {
  const { t } = useLingui();
  const replace = useMediaReplace();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > MAX_MEDIA_BYTES;
  const size = file ? formatSize(file.size) : '';
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Ganti file</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        {media.kind === 'image' ? (
          <Trans>
            Gambar baru menggantikan yang ini di setiap pemakaian. Teks alternatif tetap; titik fokus tetap bila bentuknya sama.
          </Trans>
        ) : (
          <Trans>PDF baru menggantikan yang ini di setiap pemakaian; judulnya tetap.</Trans>
        )}
      </Text>
      {!file && (
        <Group>
          <FileButton
            onChange={(chosen) => {
              replace.reset();
              setFile(chosen);
            }}
            accept={ACCEPT[media.kind]}
          >
            {(props) => (
              <Button {...props} variant="default">
                {media.kind === 'image' ? <Trans>Pilih gambar pengganti…</Trans> : <Trans>Pilih PDF pengganti…</Trans>}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {file && (
        <Paper withBorder p="sm" data-testid="replace-confirm">
          <Stack gap="xs">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              <Trans>
                Berkas baru: <b>{file.name}</b> ({size})
              </Trans>
            </Text>
            {tooLarge ? (
              <Text size="sm" c="red.9" role="alert">
                <Trans>Berkas lebih dari 15 MB. Pilih berkas lain.</Trans>
              </Text>
            ) : (
              <Text size="sm">
                <Plural
                  value={uses}
                  _0="Belum dipakai di mana pun."
                  other="Dipakai di # tempat: yang sudah terbit langsung menampilkan berkas baru."
                />
              </Text>
            )}
            {replace.isError && (
              <Alert color="red" p="xs" role="alert" title={t`Tidak diganti: berkas lama tetap dipakai`}>
                <ErrorText error={replace.error} />
              </Alert>
            )}
            <Group>
              <Button
                disabled={tooLarge}
                loading={replace.isPending}
                onClick={() =>
                  replace.mutate(
                    { id: media.id, file },
                    {
                      onSuccess: ({ focal_reset }) => {
                        setFile(null);
                        onReplaced(focal_reset);
                      },
                    },
                  )
                }
              >
                {uses > 0 ? <Trans>Ganti di semua pemakaian</Trans> : <Trans>Ganti file</Trans>}
              </Button>
              <Button variant="subtle" color="gray.8" disabled={replace.isPending} onClick={() => (setFile(null), replace.reset())}>
                <Trans>Batal</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
