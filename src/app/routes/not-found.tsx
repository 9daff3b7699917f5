import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';

export default function NotFoundPage() {
  return (
    <Container size="lg" py="xl">
      <Stack align="flex-start">
        <PageHeading>
          <Trans>Halaman Tidak Ditemukan</Trans>
        </PageHeading>
        <Text>
          <Trans>Halaman yang Anda cari tidak ada atau telah dipindahkan.</Trans>
        </Text>
        <Button component={Link} to={paths.home.getHref()}>
          <Trans>Kembali ke beranda</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
