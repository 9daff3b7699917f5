import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { fromWibWallTime, toWibWallTime } from '../lib/wib';

type Times = { publish_at: string | null; unpublish_at: string | null };

/** Publish and/or take down at a time (banners, promotions); an empty time clears that schedule. */
export function ScheduleModal({
  opened,
  onClose,
  initial,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  initial: Times;
  onSubmit: (times: Times) => Promise<void>;
}) {
  const { t } = useLingui();
  const [publishAt, setPublishAt] = useState<string | null>(toWibWallTime(initial.publish_at));
  const [unpublishAt, setUnpublishAt] = useState<string | null>(toWibWallTime(initial.unpublish_at));
  const [saving, setSaving] = useState(false);
  // Wall times of one zone in one format: their text order is their time order.
  const wrongOrder = publishAt && unpublishAt && !(publishAt < unpublishAt);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Jadwal terbit`}>
      <Stack>
        <Text size="sm" c="dimmed">
          <Trans>Waktu Jakarta (WIB). Kosongkan untuk menghapus jadwal.</Trans>
        </Text>
        <DateTimePicker
          label={t`Terbitkan pada`}
          value={publishAt}
          onChange={setPublishAt}
          clearable
          clearButtonProps={{ 'aria-label': t`Kosongkan tanggal` }}
          valueFormat="D MMM YYYY HH:mm"
          minDate={toWibWallTime(new Date())!}
        />
        <DateTimePicker
          label={t`Turunkan pada`}
          value={unpublishAt}
          onChange={setUnpublishAt}
          clearable
          clearButtonProps={{ 'aria-label': t`Kosongkan tanggal` }}
          valueFormat="D MMM YYYY HH:mm"
          error={wrongOrder ? t`Harus setelah waktu terbit.` : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Batal</Trans>
          </Button>
          <Button
            loading={saving}
            disabled={Boolean(wrongOrder)}
            onClick={async () => {
              setSaving(true);
              await onSubmit({ publish_at: fromWibWallTime(publishAt), unpublish_at: fromWibWallTime(unpublishAt) });
              setSaving(false);
            }}
          >
            <Trans>Simpan jadwal</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
