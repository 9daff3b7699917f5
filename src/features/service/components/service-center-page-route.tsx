import { Trans } from '@lingui/react/macro';
import { Container, Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatTitle } from '@/lib/meta';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useServiceCenterPage } from '../api/get-service-center-page';
import { ServiceCenterPageView } from './service-center-page-view';

/** The service-centre page's states (loading, unknown centre, failed or not saved) around its view, in either layout. */
export function ServiceCenterPageRoute({ app = false }: { app?: boolean }) {
  const { slug = '' } = useParams();
  const page = useServiceCenterPage(slug);
  const center = page.data?.center;
  useDocumentMeta(center ? formatTitle(center.name) : undefined, center?.address);
  if (page.error instanceof ApiError && page.error.status === 404) {
    const back = app ? paths.serviceCenterApp.getHref() : paths.serviceCenter.getHref();
    return <NotFoundState back={{ to: back, label: <Trans>Lihat semua service center</Trans> }} />;
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
  return <ServiceCenterPageView page={page.data} app={app} />;
}
