import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import type { LotteryPeriod } from '@/contract/studio/lottery';
import { useUpdatePeriod } from '@/studio/api/lottery';
import { ErrorText } from '@/studio/components/page-states';
import { StudioApiError } from '@/studio/lib/studio-api';
import { fromWibWallTime, toWibWallTime } from '@/studio/lib/wib';

/**
 * A period's title, prize and draw date, in both languages (docs/decisions/325-lottery-draws.md "Periods edited").
 * A drawn period keeps its prize and draw date (the server refuses them too); the winners stay the draw's.
 */
export function PeriodEditModal({ period, opened, onClose }: { period: LotteryPeriod; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdatePeriod();
  const [title, setTitle] = useState(period.title);
  const [titleEn, setTitleEn] = useState(period.title_en ?? '');
  const [prize, setPrize] = useState(period.prize);
  const [prizeEn, setPrizeEn] = useState(period.prize_en ?? '');
  const [drawDate, setDrawDate] = useState<string | null>(toWibWallTime(period.draw_date));
  const errors = update.error instanceof StudioApiError ? update.error.fieldErrors : {};
  const fieldError = (name: string) => errors[name]?.join(' ');
  const missing = title.trim() === '' || prize.trim() === '' || drawDate === null;
  const save = () => {
    const draw_date = fromWibWallTime(drawDate);
    if (!draw_date) return;
    update.mutate(
      { id: period.id, body: { title, title_en: titleEn, prize, prize_en: prizeEn, draw_date } },
      { onSuccess: () => onClose() },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Ubah periode ${period.period}`} closeButtonProps={{ 'aria-label': t`Tutup` }}>
      <Stack>
        {period.drawn && (
          <Text size="sm" c="dimmed">
            <Trans>Periode ini sudah diundi: hanya judulnya yang bisa diubah. Pemenang dikelola dari layar undian.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Judul (ID)`}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            required
            maxLength={300}
            error={fieldError('title')}
          />
          <TextInput
            label={t`Judul (EN)`}
            value={titleEn}
            onChange={(e) => setTitleEn(e.currentTarget.value)}
            maxLength={300}
            error={fieldError('title_en')}
          />
          <TextInput
            label={t`Hadiah (ID)`}
            value={prize}
            onChange={(e) => setPrize(e.currentTarget.value)}
            required
            maxLength={500}
            disabled={period.drawn}
            error={fieldError('prize')}
          />
          <TextInput
            label={t`Hadiah (EN)`}
            value={prizeEn}
            onChange={(e) => setPrizeEn(e.currentTarget.value)}
            maxLength={500}
            disabled={period.drawn}
            error={fieldError('prize_en')}
          />
        </SimpleGrid>
        <DateTimePicker
          label={t`Tanggal pengundian`}
          description={t`Waktu Jakarta (WIB).`}
          value={drawDate}
          onChange={setDrawDate}
          valueFormat="D MMM YYYY HH:mm"
          required
          disabled={period.drawn}
          error={fieldError('draw_date')}
        />
        {update.isError && !(update.error instanceof StudioApiError && Object.keys(errors).length > 0) && (
          <Alert color="red" role="alert" p="xs">
            <ErrorText error={update.error} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Batal</Trans>
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={missing}>
            <Trans>Simpan periode</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
