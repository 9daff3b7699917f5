import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Checkbox,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { fileNameStem, type Media } from '@/contract/studio/media';
import { useMediaList } from '../api/media';
import type { MediaFilters } from '../api/query-keys';
import { EmptyState, LoadError, PageLoader } from './page-states';

// The media library as a grid (docs/decisions/260-studio-media-and-csv.md), for the media page and the image fields'
// picker: search (file name, alt texts) and filters go to the server, which pages in the database.

export type MediaQuery = { q: string; usage: '' | 'used' | 'unused'; missingAlt: boolean; page: number };
export const EMPTY_MEDIA_QUERY: MediaQuery = { q: '', usage: '', missingAlt: false, page: 1 };

/** An alt text that is empty or only the file name (a bulk upload's placeholder): the server's `missing_alt`. */
export const altMissing = (m: Media) =>
  [m.alt, m.alt_en].some((alt) => !alt.trim() || alt.trim().toLowerCase() === fileNameStem(m.file_name).toLowerCase());

export function MediaGrid({
  query,
  onQuery,
  onPick,
  pickLabel,
  perPage = 24,
  kind = 'image',
}: {
  query: MediaQuery;
  onQuery: (query: MediaQuery) => void;
  onPick: (media: Media) => void;
  /** The accessible name of a card's button: "Edit …" on the page, "Choose …" in the picker. */
  pickLabel: (media: Media) => string;
  perPage?: number;
  kind?: 'image' | 'pdf';
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState(query.q);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debounced !== query.q) onQuery({ ...query, q: debounced, page: 1 });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new search term starts over
  const filters: MediaFilters = {
    kind,
    page: query.page,
    per_page: perPage,
    ...(query.q ? { q: query.q } : {}),
    ...(query.usage ? { usage: query.usage } : {}),
    ...(query.missingAlt ? { missing_alt: '1' as const } : {}),
  };
  const list = useMediaList(filters);
  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack>
      <Group align="end" gap="sm">
        <TextInput
          style={{ flex: '1 1 220px' }}
          type="search"
          label={t`Cari nama berkas atau teks alternatif`}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={200}
        />
        <SegmentedControl
          aria-label={t`Pemakaian`}
          value={query.usage || 'all'}
          onChange={(v) => onQuery({ ...query, usage: v === 'all' ? '' : (v as 'used' | 'unused'), page: 1 })}
          data={[
            { value: 'all', label: t`Semua` },
            { value: 'used', label: t`Dipakai` },
            { value: 'unused', label: t`Tidak dipakai` },
          ]}
        />
        <Checkbox
          label={t`Teks alternatif belum diisi`}
          checked={query.missingAlt}
          onChange={(e) => onQuery({ ...query, missingAlt: e.currentTarget.checked, page: 1 })}
          mb={8}
        />
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending && <PageLoader />}
      {list.data && list.data.data.length === 0 && (
        <EmptyState>
          {query.q || query.usage || query.missingAlt ? (
            <Trans>Tidak ada media yang cocok dengan pencarian atau filter ini.</Trans>
          ) : (
            <Trans>Pustaka media masih kosong. Unggah gambar pertama di atas.</Trans>
          )}
        </EmptyState>
      )}
      {list.data && list.data.data.length > 0 && (
        <>
          <Text size="xs" c="dimmed" aria-live="polite">
            <Trans>{total} media</Trans>
          </Text>
          <SimpleGrid
            cols={{ base: 2, xs: 3, md: 4, lg: 6 }}
            spacing="sm"
            data-testid="media-grid"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {list.data.data.map((m) => (
              <Paper key={m.id} withBorder radius="sm" style={{ overflow: 'hidden' }}>
                {/* The picture is the button (its name says what it does); the texts beside it are not part of that name. */}
                <UnstyledButton onClick={() => onPick(m)} style={{ display: 'block', width: '100%' }} data-media-id={m.id}>
                  {m.kind === 'image' ? (
                    <img className="studio-media-thumb" src={m.url} srcSet={m.srcset ?? undefined} sizes="200px" alt="" loading="lazy" />
                  ) : (
                    <div className="studio-media-thumb" />
                  )}
                  <VisuallyHidden>{pickLabel(m)}</VisuallyHidden>
                </UnstyledButton>
                <Stack gap={2} p={6}>
                  <Text size="xs" fw={600} truncate>
                    {m.alt || '—'}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {m.file_name}
                  </Text>
                  <Group gap={4}>
                    <Badge size="xs" variant="light" color={m.used ? 'teal.9' : 'gray.8'}>
                      {m.used ? t`Dipakai` : t`Tidak dipakai`}
                    </Badge>
                    {altMissing(m) && (
                      <Badge size="xs" variant="light" color="orange.9">
                        {t`Alt kosong`}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={query.page}
              onChange={(page) => onQuery({ ...query, page })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Halaman sebelumnya` : control === 'next' ? t`Halaman berikutnya` : control,
              })}
              getItemProps={(page) => ({ 'aria-label': t`Halaman ${page}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
