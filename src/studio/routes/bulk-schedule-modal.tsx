import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { ErrorText } from '../components/page-states';
import { StudioApiError } from '../lib/studio-api';
import { fromWibWallTime, isAfterNow, toWibWallTime, wibWallTimeFrom, wibWeekday } from '../lib/wib';

type Scheduling = 'schedule_publish' | 'schedule_unpublish';

/**
 * The time of a bulk schedule (docs/decisions/250-staff-studio.md "Bulk actions per row"): one publish or unpublish
 * time for every ticked entry, as the editor's schedule sets it for one (src/studio/editor/schedule-modal.tsx).
 */
export function BulkScheduleModal({
  action,
  count,
  saving,
  error,
  onClose,
  onSubmit,
}: {
  /** Which time is being set; none: closed. */
  action: Scheduling | undefined;
  count: number;
  saving: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (action: Scheduling, at: string) => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null>(null);
  const now = new Date();
  const past = value !== null && !isAfterNow(value, now);
  // The usual choices one click away, in Jakarta time: within the hour, tomorrow morning, next Monday morning.
  const tomorrow = wibWallTimeFrom(now, { days: 1, at: [8, 0] });
  const presets = [
    { value: wibWallTimeFrom(now, { hours: 1 }), label: t`Satu jam lagi` },
    { value: tomorrow, label: t`Besok pukul 08.00` },
    { value: wibWallTimeFrom(now, { days: 1 + ((8 - wibWeekday(tomorrow)) % 7), at: [8, 0] }), label: t`Senin depan pukul 08.00` },
  ];
  const atError = error instanceof StudioApiError ? error.fieldErrors.at?.join(' ') : undefined;
  return (
    <Modal
      opened={action !== undefined}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Tutup` }}
      title={action === 'schedule_unpublish' ? t`Jadwalkan turun: ${count} entri` : t`Jadwalkan terbit: ${count} entri`}
    >
      <Stack>
        <Text size="sm">
          {action === 'schedule_unpublish' ? (
            <Trans>Entri yang dipilih diturunkan dari situs pada waktu ini. Jadwal terbitnya tetap.</Trans>
          ) : (
            <Trans>Draf terbaru tiap entri yang dipilih terbit pada waktu ini. Jadwal turunnya tetap.</Trans>
          )}
        </Text>
        <DateTimePicker
          label={action === 'schedule_unpublish' ? t`Turunkan pada` : t`Terbitkan pada`}
          description={t`Waktu Jakarta (WIB).`}
          value={value}
          onChange={setValue}
          valueFormat="D MMM YYYY HH:mm"
          minDate={toWibWallTime(now)!}
          presets={presets}
          submitButtonProps={{ 'aria-label': t`Pakai waktu ini` }}
          required
          error={past ? t`Pilih waktu yang belum lewat.` : atError}
          data-testid="bulk-schedule-at"
        />
        {error && !atError ? (
          <Alert color="red" role="alert" p="xs">
            <ErrorText error={error} />
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Batal</Trans>
          </Button>
          <Button
            loading={saving}
            disabled={value === null || past}
            onClick={() => {
              const at = fromWibWallTime(value);
              if (action && at) onSubmit(action, at);
            }}
          >
            <Trans>Jadwalkan</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
