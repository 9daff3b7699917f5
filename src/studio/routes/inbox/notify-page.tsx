import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NotifyMode } from '@/contract/studio/inbox';
import { useNotifySettings, useNotifyUpdate } from '@/studio/api/inbox';
import { ErrorText, LoadError, PageLoader } from '@/studio/components/page-states';
import { KindLabel } from './inbox-badges';
import { inboxPaths } from './paths';

type Choice = NotifyMode | 'default';

/**
 * The staff member's own new-submission mails (GET/PUT studio/inbox/notifications,
 * docs/decisions/310-submissions-in-the-studio.md): each at once, a daily digest, none, or the role's default.
 */
export function NotifyPage() {
  const { t } = useLingui();
  const settings = useNotifySettings();
  const save = useNotifyUpdate();
  const [choice, setChoice] = useState<Choice | null>(null);
  const modeText: Record<NotifyMode, string> = { instant: t`Setiap kiriman`, digest: t`Ringkasan harian`, off: t`Mati` };
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const data = settings.data;
  const current: Choice = choice ?? (data.chosen ? data.mode : 'default');
  const changed = current !== (data.chosen ? data.mode : 'default');
  return (
    <Stack maw={720}>
      <Anchor component={Link} to={inboxPaths.list()} size="sm">
        ← <Trans>Kotak masuk</Trans>
      </Anchor>
      <Title order={2}>
        <Trans>Notifikasi email</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Email tentang kiriman baru hanya memuat jenis, waktu dan tautan ke kotak masuk, tanpa data pengirim.</Trans>
      </Text>
      <Paper withBorder p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(current, { onSuccess: () => setChoice(null) });
          }}
        >
          <Stack>
            <Radio.Group
              value={current}
              onChange={(value) => {
                save.reset();
                setChoice(value as Choice);
              }}
              label={t`Kirim email kiriman baru`}
            >
              <Stack gap="sm" mt="xs">
                <Radio
                  value="instant"
                  label={modeText.instant}
                  description={t`Satu email untuk setiap kiriman baru, segera setelah masuk.`}
                />
                <Radio value="digest" label={modeText.digest} description={t`Satu email sehari yang menghitung kiriman baru.`} />
                <Radio value="off" label={modeText.off} description={t`Tanpa email. Kiriman baru tetap muncul di kotak masuk.`} />
                <Radio
                  value="default"
                  label={t`Bawaan peran Anda (${modeText[data.role_default]})`}
                  description={t`Ikuti bawaan peran; berubah bila bawaannya berubah.`}
                />
              </Stack>
            </Radio.Group>
            <div>
              <Text size="sm" fw={600}>
                <Trans>Jenis kiriman</Trans>
              </Text>
              <Text size="sm" data-testid="notify-kinds">
                {data.kinds.map((kind, i) => (
                  <span key={kind}>
                    {i > 0 && ', '}
                    <KindLabel kind={kind} />
                  </span>
                ))}
              </Text>
            </div>
            <div>
              <Text size="sm" fw={600}>
                <Trans>Dikirim ke</Trans>
              </Text>
              <Text size="sm">{data.email}</Text>
            </div>
            <Group>
              <Button type="submit" loading={save.isPending} disabled={!changed}>
                <Trans>Simpan</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {save.isError && (
        <Alert color="red" role="alert">
          <ErrorText error={save.error} />
        </Alert>
      )}
      {save.isSuccess && (
        <Alert color="green" role="status">
          <Trans>Tersimpan. Email kiriman baru: {modeText[save.data.mode]}.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
