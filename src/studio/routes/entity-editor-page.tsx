import { Trans } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { COLLECTIONS, isCollectionKey } from '@/contract/collections/registry';
import { useEntity } from '../api/entities';
import { LoadError, PageLoader } from '../components/page-states';
import { EntityEditor } from '../editor/entity-editor';
import { StudioApiError } from '../lib/studio-api';
import { studioPaths } from '../lib/paths';
import { EmptyState } from '../components/page-states';

/** The editor of one entity (`/studio/c/:collection/:id`) or of a new one (`/studio/c/:collection/new`). */
export function EntityEditorPage() {
  const params = useParams();
  const collection = params.collection ?? '';
  const id = params.id === undefined ? undefined : Number(params.id);
  const valid = isCollectionKey(collection) && (id === undefined || (Number.isInteger(id) && id > 0));
  const entity = useEntity(isCollectionKey(collection) ? collection : 'products', valid ? id : undefined);
  if (!valid) return <Navigate to={studioPaths.home()} replace />;
  // A copy read before this visit may be older than the server's (another tab saved): the editor starts from a fresh read.
  if (id !== undefined && (entity.isPending || (entity.isFetching && !entity.isFetchedAfterMount))) return <PageLoader />;
  if (id !== undefined && entity.isError) {
    if (entity.error instanceof StudioApiError && entity.error.status === 404) {
      return (
        <EmptyState>
          <Trans>Entri ini tidak ditemukan.</Trans>
        </EmptyState>
      );
    }
    return <LoadError error={entity.error} onRetry={() => void entity.refetch()} />;
  }
  // A reload (after a conflict or a restore) brings a new answer: the form starts again from it.
  return (
    <EntityEditor
      key={`${collection}:${id ?? 'new'}:${entity.dataUpdatedAt}`}
      collection={COLLECTIONS[collection].key}
      entity={id === undefined ? undefined : entity.data}
      reload={() => void entity.refetch()}
    />
  );
}
