import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { formatTitle } from '../lib/meta';
import { useDocumentMeta } from '../lib/use-document-meta';
import { PageHeading } from './page-heading';

const TITLE = msg`Halaman Tidak Ditemukan`;
const DESCRIPTION = msg`Halaman yang Anda cari tidak ada atau telah dipindahkan.`;

type Props = {
  /**
   * What is missing, when the page names it ("Produk tidak ditemukan"): then the page keeps its own title in
   * the head and offers the way back and the home page. Without it, the generic "Halaman Tidak Ditemukan",
   * which is also the document's title.
   */
  title?: ReactNode;
  /** The way back (a list of the missing thing's kind); the home page when none is given. */
  back?: { to: string; label: ReactNode };
};

/** An unknown slug (product, brand, category, article, job…): a real not-found page inside the route's layout. */
export function NotFoundState({ title, back }: Props) {
  const { i18n } = useLingui();
  const named = title !== undefined;
  useDocumentMeta(named ? undefined : formatTitle(i18n._(TITLE)), named ? undefined : i18n._(DESCRIPTION));
  const backButton = (
    <Button component={Link} to={back?.to ?? paths.home.getHref()}>
      {back?.label ?? <Trans>Kembali ke beranda</Trans>}
    </Button>
  );
  return (
    <Container size="lg" py="xl">
      <Stack align="flex-start" data-testid="not-found">
        <PageHeading>{named ? title : i18n._(TITLE)}</PageHeading>
        <Text>{i18n._(DESCRIPTION)}</Text>
        {named && back ? (
          <Group>
            {backButton}
            <Button component={Link} to={paths.home.getHref()} variant="subtle">
              <Trans>Kembali ke beranda</Trans>
            </Button>
          </Group>
        ) : (
          backButton
        )}
      </Stack>
    </Container>
  );
}
