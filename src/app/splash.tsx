import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** The start-up indicator (docs/product.md §2.1). */
export function Splash() {
  return (
    <Center pos="fixed" inset={0} bg="white" style={{ zIndex: 400 }} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text fw={600}>
          <Trans>Loading...</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
