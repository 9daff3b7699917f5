import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { formatTitle } from '../lib/meta';
import { useDocumentMeta } from '../lib/use-document-meta';
import { PageHeading } from './page-heading';

const TITLE = msg`Halaman Tidak Ditemukan`;
const DESCRIPTION = msg`Halaman yang Anda cari tidak ada atau telah dipindahkan.`;

type Props = { backHref?: string; backLabel?: ReactNode };

/** An unknown slug: a real not-found page inside the route's layout (and its title in the head). */
export function NotFoundState({ backHref = paths.home.getHref(), backLabel }: Props) {
  const { i18n } = useLingui();
  useDocumentMeta(formatTitle(i18n._(TITLE)), i18n._(DESCRIPTION));
  return (
    <Container size="lg" py="xl">
      <Stack align="flex-start" data-testid="not-found">
        <PageHeading>{i18n._(TITLE)}</PageHeading>
        <Text>{i18n._(DESCRIPTION)}</Text>
        <Button component={Link} to={backHref}>
          {backLabel ?? <Trans>Kembali ke beranda</Trans>}
        </Button>
      </Stack>
    </Container>
  );
}
