import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { POPULAR_SEARCHES } from './search-messages';

type Props = {
  term: string;
  loading: boolean;
  onPick: (term: string) => void;
  onCancel: () => void;
  onStart: () => void;
};

/** "Pencarian Lanjutan": how the search works, popular searches, BATAL / MULAI PENCARIAN (docs/product.md §2, §5). */
export function SearchTips({ term, loading, onPick, onCancel, onStart }: Props) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="search-tips-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="search-tips-title">
          <Trans>Pencarian Lanjutan</Trans>
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans>Gunakan kata kunci yang spesifik.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Contoh: "Insta360", "Hollyland", "Kamera".</Trans>
          </List.Item>
          <List.Item>
            <Trans>Pencarian mencakup judul, deskripsi dan konten produk.</Trans>
          </List.Item>
        </List>
        <Text size="sm" fw={600}>
          <Trans>Pencarian populer</Trans>
        </Text>
        <Group gap="xs">
          {POPULAR_SEARCHES.map((popular) => (
            <Button
              key={popular}
              variant={term.trim().toLowerCase() === popular.toLowerCase() ? 'filled' : 'outline'}
              radius="xl"
              size="compact-sm"
              onClick={() => onPick(popular)}
              disabled={loading}
            >
              {popular}
            </Button>
          ))}
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            <Trans>BATAL</Trans>
          </Button>
          <Button onClick={onStart} disabled={loading || !term.trim()}>
            {loading ? <Trans>MENCARI...</Trans> : <Trans>MULAI PENCARIAN</Trans>}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
