import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorText } from './page-states';

/**
 * What a list's bulk action did (the inbox's and the collections' bulk bars): the request's own failure as an
 * alert, then how many rows were done and, per refused row, why — in a live region, so a screen reader hears it.
 */
export function BulkOutcome({
  testId,
  error,
  done,
  refusedTitle,
  refused = [],
}: {
  testId: string;
  error?: unknown;
  done?: ReactNode;
  refusedTitle?: ReactNode;
  refused?: readonly { key: string | number; text: ReactNode }[];
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          <ErrorText error={error} />
        </Alert>
      ) : null}
      <div role="status" aria-live="polite" data-testid={testId}>
        {done !== undefined && (
          <>
            <Text size="sm" c="green.9" mt="xs">
              {done}
            </Text>
            {refused.length > 0 && refusedTitle && (
              <Text size="sm" c="red.9" mt={4}>
                {refusedTitle}
              </Text>
            )}
            {refused.length > 0 && (
              <List size="sm" c="red.9" mt={refusedTitle ? 0 : 4}>
                {refused.map((r) => (
                  <List.Item key={r.key}>{r.text}</List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </div>
    </>
  );
}
