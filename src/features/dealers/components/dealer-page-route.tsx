import { Trans } from '@lingui/react/macro';
import { Container, Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatTitle } from '@/lib/meta';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useDealerPage } from '../api/get-dealer-page';
import { DealerPageView } from './dealer-page-view';

/** The dealer page's states (loading, unknown dealer, failed or not saved) around its view, in either layout. */
export function DealerPageRoute({ app = false }: { app?: boolean }) {
  const { slug = '' } = useParams();
  const page = useDealerPage(slug);
  const dealer = page.data?.dealer;
  useDocumentMeta(dealer ? formatTitle(dealer.name) : undefined, dealer?.address);
  if (page.error instanceof ApiError && page.error.status === 404) {
    const back = app ? paths.authorizedStoreApp.getHref() : paths.authorizedStore.getHref();
    return <NotFoundState back={{ to: back, label: <Trans>Lihat semua dealer</Trans> }} />;
  }
  if (!page.data) {
    return (
      <Container size="lg" py="xl">
        {page.isError ? (
          <LoadError onRetry={() => void page.refetch()} retrying={page.isFetching} />
        ) : (
          <Skeleton height={360} aria-busy="true" />
        )}
      </Container>
    );
  }
  return <DealerPageView page={page.data} app={app} />;
}
