import { Skeleton } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { useWebPage } from '@/api/get-web-page';
import { SERVICE_TERMS_SLUG } from '../lib/service-terms';
import { CmsBody } from './cms-body';

/** The repair terms, from the CMS page "service-garansi" (docs/product.md §7 v2/web-page/find). */
export function RepairTerms() {
  const page = useWebPage(SERVICE_TERMS_SLUG);
  if (page.isPending) return <Skeleton height={140} radius="md" />;
  if (!page.data) return <LoadError onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  return <CmsBody html={page.data.body} />;
}
