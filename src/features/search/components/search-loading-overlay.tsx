import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Text } from '@mantine/core';
import type { ProgressState } from '../lib/progress';
import classes from './search.module.css';
import { searchFailedMessage, searchOfflineMessage, stageMessages } from './search-messages';

type Props = { progress: ProgressState; failed: boolean; offline: boolean; onCancel: () => void; onRetry: () => void };

/** The overlay while a search runs: status text, "Mohon tunggu sebentar...", the bar and "% selesai". */
export function SearchLoadingOverlay({ progress, failed, offline, onCancel, onRetry }: Props) {
  const { i18n, t } = useLingui();
  const percent = Math.round(progress.progress);
  const broken = failed || offline;
  const status = offline ? searchOfflineMessage : failed ? searchFailedMessage : stageMessages[progress.stage];
  return (
    <div className={classes.overlay} data-testid="search-overlay">
      <Text fw={700} c={broken ? 'red.8' : undefined} role={broken ? 'alert' : 'status'}>
        {i18n._(status)}
      </Text>
      {!broken && (
        <>
          <Text size="sm" c="dimmed">
            <Trans>Mohon tunggu sebentar...</Trans>
          </Text>
          <Progress value={percent} className={classes.progress} aria-label={t`Kemajuan pencarian`} animated />
          <Text size="sm" fw={600}>
            {t`${percent}% selesai`}
          </Text>
        </>
      )}
      <Group gap="xs">
        {broken && (
          <Button size="xs" onClick={onRetry}>
            <Trans>Coba lagi</Trans>
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onCancel}>
          <Trans>BATAL</Trans>
        </Button>
      </Group>
    </div>
  );
}
