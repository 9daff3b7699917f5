import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import type { Media } from '@/contract/studio/media';
import { EMPTY_MEDIA_QUERY, MediaGrid } from '../components/media-grid';

// An image field picks from the media library as well as uploading (docs/decisions/260-studio-media-and-csv.md):
// the library's grid in a modal, searched by the server; one click takes the medium into the field.

export function MediaPickerButton({ label, onPick }: { label: string; onPick: (media: Media) => void }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState(EMPTY_MEDIA_QUERY);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {t`Pilih dari pustaka`}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Pilih gambar untuk ${label}`}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Tutup` }}
      >
        {opened && (
          <MediaGrid
            query={query}
            onQuery={setQuery}
            perPage={12}
            pickLabel={(m) => t`Pilih ${m.file_name}`}
            onPick={(m) => {
              onPick(m);
              setOpened(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}
