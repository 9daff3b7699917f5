import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { formatTime } from '../lib/format';
import type { AutosaveStatus } from './use-autosave';

/**
 * What the autosave is doing, in the toolbar (docs/decisions/250-staff-studio.md): one polite live region, so a
 * screen reader hears "Tersimpan 10.32" once and no toast interrupts the typing.
 */
export function AutosaveStatusText({
  status,
  mode,
  onRetry,
}: {
  status: AutosaveStatus;
  mode: 'on' | 'new' | 'scheduled' | 'off';
  onRetry: () => void;
}) {
  const text = (() => {
    if (mode === 'new') return <Trans>Disimpan otomatis setelah simpan pertama</Trans>;
    if (mode === 'scheduled') return <Trans>Simpan otomatis berhenti selama entri terjadwal</Trans>;
    if (mode === 'off') return null;
    switch (status.kind) {
      case 'pending':
        return <Trans>Perubahan belum tersimpan</Trans>;
      case 'saving':
        return <Trans>Menyimpan…</Trans>;
      case 'saved': {
        const time = formatTime(status.at);
        return <Trans>Tersimpan {time}</Trans>;
      }
      case 'invalid':
        return <Trans>Belum tersimpan: periksa isian yang ditandai</Trans>;
      case 'failed':
        return <Trans>Gagal menyimpan</Trans>;
      case 'offline':
        return <Trans>Offline: disimpan saat tersambung lagi</Trans>;
      case 'conflict':
        return <Trans>Simpan otomatis berhenti: diubah oleh orang lain</Trans>;
      default:
        return null;
    }
  })();
  const failed = mode === 'on' && status.kind === 'failed';
  return (
    <Group gap={6} ml="auto" wrap="nowrap" data-testid="autosave-status" data-state={mode === 'on' ? status.kind : mode}>
      <Text size="sm" c={failed || status.kind === 'conflict' ? 'red.9' : 'dimmed'} role="status" aria-live="polite">
        {text}
      </Text>
      {failed && (
        <Button size="compact-sm" variant="subtle" color="red.9" onClick={onRetry}>
          <Trans>Coba lagi</Trans>
        </Button>
      )}
    </Group>
  );
}
