import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { FieldErrorList } from './field-error-list';
import type { OutboxEntry } from '../offline/outbox-policy';

/** Why an entry needs the visitor: the server's own message and field errors, or why it stopped trying. */
export function OutboxProblemText({ entry }: { entry: OutboxEntry }) {
  const problem = entry.problem;
  if (!problem) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="outbox-problem-message">
        {problem.message ||
          (problem.reason === 'gave_up' ? (
            problem.status === 0 ? (
              <Trans>Server tidak dapat dihubungi setelah beberapa kali percobaan.</Trans>
            ) : (
              <Trans>Server sedang bermasalah dan belum menerima formulir ini setelah beberapa kali percobaan.</Trans>
            )
          ) : (
            <Trans>Server menolak formulir ini (kode {problem.status}).</Trans>
          ))}
      </Text>
      <FieldErrorList fieldErrors={problem.fieldErrors} />
    </Stack>
  );
}
