import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSearchUpdate } from '../../lib/use-search-update';
import { MediaGrid, type MediaQuery } from '../../components/media-grid';
import { BulkUpload } from './bulk-upload';
import { MediaDrawer } from './media-drawer';

// The media library page (docs/decisions/260-studio-media-and-csv.md): upload many, find, edit one (drawer),
// delete the unused. The query and the open medium live in the URL, so a reload or a link keeps them.

export function MediaPage() {
  const { t } = useLingui();
  const [search, update] = useSearchUpdate();
  const usage = search.get('usage');
  const query: MediaQuery = {
    q: search.get('q') ?? '',
    usage: usage === 'used' || usage === 'unused' ? usage : '',
    missingAlt: search.get('missing_alt') === '1',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const open = search.get('open') ?? undefined;
  return (
    <Stack>
      <Title order={2}>
        <Trans>Pustaka media</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Gambar yang diunggah di sini dapat dipilih di setiap kolom gambar. Buka gambar untuk menulis teks alternatif dan menentukan titik
          fokusnya.
        </Trans>
      </Text>
      <BulkUpload />
      <MediaGrid
        query={query}
        onQuery={(q) =>
          update({
            q: q.q || undefined,
            usage: q.usage || undefined,
            missing_alt: q.missingAlt ? '1' : undefined,
            page: q.page > 1 ? String(q.page) : undefined,
          })
        }
        onPick={(m) => update({ open: m.id })}
        pickLabel={(m) => t`Ubah ${m.file_name}`}
      />
      <MediaDrawer id={open} onClose={() => update({ open: undefined })} />
    </Stack>
  );
}
