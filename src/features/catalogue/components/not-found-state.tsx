import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';

type Props = { title: ReactNode; back: { to: string; label: ReactNode } };

/** An unknown product, brand or category: a real not-found page with a way back (issue #6 §3). */
export function NotFoundState({ title, back }: Props) {
  return (
    <Container size="lg" py="xl" data-testid="not-found">
      <Stack align="flex-start">
        <PageHeading>{title}</PageHeading>
        <Text>
          <Trans>Halaman yang Anda cari tidak ada atau telah dipindahkan.</Trans>
        </Text>
        <Group>
          <Button component={Link} to={back.to}>
            {back.label}
          </Button>
          <Button component={Link} to={paths.home.getHref()} variant="subtle">
            <Trans>Kembali ke beranda</Trans>
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
