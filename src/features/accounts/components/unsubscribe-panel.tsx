import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormErrorSummary, QueuedNotice } from '@/components/form-feedback';
import { isQueued } from '@/lib/api-session';
import { useUnsubscribe } from '../api/unsubscribe';

/** The newsletter's signed link lands here (/berlangganan?unsubscribe=…): one button, a POST (link scanners only GET). */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe(token);
  if (unsubscribe.data && isQueued(unsubscribe.data)) return <QueuedNotice />;
  if (unsubscribe.data) {
    return (
      <Alert color="green" role="status" title={<Trans>Berhenti berlangganan</Trans>}>
        {unsubscribe.data.message}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        <Trans>Berhenti menerima email kabar dari Denka?</Trans>
      </Text>
      <FormErrorSummary error={unsubscribe.error} />
      <Button color="red" variant="light" onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
        <Trans>Berhenti berlangganan</Trans>
      </Button>
    </Stack>
  );
}
