import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { dateTimeFormat } from '@/lib/intl-formats';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { currentLang } from '@/lib/i18n';
import {
  cancelSaveForOffline,
  isOutdated,
  isStale,
  removeOfflineData,
  saveForOffline,
  useSaveForOffline,
  type SaveRecord,
} from '@/offline/save-for-offline';
import { formatBytes, useStorageInfo } from '@/offline/storage-estimate';

function SavedSummary({ record }: { record: SaveRecord }) {
  const { i18n } = useLingui();
  const time = dateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', { dateStyle: 'medium', timeStyle: 'short' }).format(
    record.finishedAt,
  );
  const size = formatBytes(record.bytes, i18n.locale);
  const products = record.items.catalogue ?? 0;
  const dealers = record.items.dealers ?? 0;
  const centers = record.items['service-centers'] ?? 0;
  const articles = record.items.content ?? 0;
  const jobs = record.items.careers ?? 0;
  const before = record.usageBefore === undefined ? undefined : formatBytes(record.usageBefore, i18n.locale);
  const after = record.usageAfter === undefined ? undefined : formatBytes(record.usageAfter, i18n.locale);
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="offline-saved-summary">
        <Trans>
          Data per <time dateTime={new Date(record.finishedAt).toISOString()}>{time}</time> · {size}:{' '}
          <Plural value={products} other="# produk" />, <Plural value={articles} other="# artikel dan kegiatan" />,{' '}
          <Plural value={jobs} other="# lowongan" />, <Plural value={dealers} other="# dealer" />,{' '}
          <Plural value={centers} other="# service center" />.
        </Trans>
      </Text>
      {before !== undefined && after !== undefined ? (
        <Text size="xs" c="dimmed" data-testid="offline-saved-usage">
          <Trans>
            Penyimpanan situs ini: {before} sebelum menyimpan, {after} sesudahnya.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

function StorageLine({ savedAt }: { savedAt: number }) {
  const { i18n } = useLingui();
  const storage = useStorageInfo(savedAt);
  if (!storage.data) return null;
  const used = formatBytes(storage.data.usage, i18n.locale);
  const quota = formatBytes(storage.data.quota, i18n.locale);
  return (
    <Text size="xs" c="dimmed" data-testid="offline-storage">
      <Trans>
        Penyimpanan terpakai: {used} dari {quota}.
      </Trans>{' '}
      {storage.data.persisted ? <Trans>Browser tidak akan menghapusnya sendiri.</Trans> : null}
    </Text>
  );
}

/** "Simpan untuk offline": the whole catalogue, dealers, service centres and regions (docs/product.md §10). */
export function SaveSection() {
  const { t } = useLingui();
  const client = useQueryClient();
  const save = useSaveForOffline();
  const saving = save.status === 'saving';
  const pct = save.total ? Math.round((save.done / save.total) * 100) : 0;
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          Simpan seluruh katalog produk (dengan spesifikasi dan gambar kecil), merek dan kategori, artikel dan kegiatan, karier, promosi,
          halaman perusahaan dan FAQ, dealer resmi, service center serta daftar provinsi dan kota di perangkat ini, agar tetap bisa dibuka
          tanpa sinyal. Halaman yang pernah Anda buka juga tetap tersedia.
        </Trans>
      </Text>
      {save.record && !saving ? <SavedSummary record={save.record} /> : null}
      {isOutdated(save.record) && !saving ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">
            <Trans>Situs sudah diperbarui sejak data disimpan: perbarui data offline agar tetap lengkap.</Trans>
          </Text>
        </Alert>
      ) : null}
      {isStale(save.record, save.latestVersion) && !isOutdated(save.record) && !saving ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="offline-save-stale">
          <Text size="sm">
            <Trans>Konten situs sudah berubah sejak data ini disimpan. Data offline diperbarui otomatis saat Anda online.</Trans>
          </Text>
        </Alert>
      ) : null}
      {saving ? (
        <Stack gap={4}>
          <Progress value={pct} aria-label={t`Kemajuan penyimpanan offline`} animated size="lg" />
          <Text size="sm" aria-live="polite" data-testid="offline-save-progress">
            <Trans>Menyimpan… {pct}%</Trans>
          </Text>
        </Stack>
      ) : null}
      {save.status === 'failed' ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Text size="sm">
            {save.error === 'unreachable' ? (
              <Trans>Server tidak dapat dihubungi. Sambungkan ke internet lalu coba lagi; data yang sudah tersimpan tetap ada.</Trans>
            ) : (
              <Trans>Penyimpanan offline gagal. Coba lagi.</Trans>
            )}
          </Text>
        </Alert>
      ) : null}
      {save.status === 'done' ? (
        <Text size="sm" c="green.9" role="status" data-testid="offline-save-done">
          <Trans>Selesai: semua data tersedia offline.</Trans>
        </Text>
      ) : null}
      <Group gap="xs">
        {saving ? (
          <Button variant="default" onClick={cancelSaveForOffline}>
            <Trans>Batal</Trans>
          </Button>
        ) : (
          <>
            <Button onClick={() => void saveForOffline(client, currentLang())}>
              {save.record ? <Trans>Perbarui data offline</Trans> : <Trans>Simpan untuk offline</Trans>}
            </Button>
            {save.record ? (
              <Button variant="subtle" color="red" onClick={() => void removeOfflineData(client)}>
                <Trans>Hapus data offline</Trans>
              </Button>
            ) : null}
          </>
        )}
      </Group>
      <StorageLine savedAt={save.record?.finishedAt ?? 0} />
    </Stack>
  );
}
