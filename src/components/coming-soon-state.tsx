import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The honest placeholder of a page whose feature is not built yet: no fake content. */
export function ComingSoonState() {
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Badge size="lg" variant="light">
          <Trans>Segera hadir</Trans>
        </Badge>
        <Text>
          <Trans>Halaman ini sedang kami siapkan dan akan segera tersedia.</Trans>
        </Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          <Trans>Kembali ke beranda</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
