import { Trans } from '@lingui/react/macro';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HtmlContent } from '@/components/html-content';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useWebPage } from '@/api/get-web-page';

type Props = { slug: string; fallbackTitle: ReactNode; children?: ReactNode };

/** A CMS web page by slug; its meta title and description apply when present (docs/product.md §3). */
export function WebPageView({ slug, fallbackTitle, children }: Props) {
  const page = useWebPage(slug);
  useDocumentMeta(page.data?.meta_title, page.data?.meta_description);
  const lang = currentLang();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading>{page.data?.title ?? fallbackTitle}</PageHeading>
        {page.isError ? <LoadError hasData={Boolean(page.data)} onRetry={() => void page.refetch()} retrying={page.isFetching} /> : null}
        {page.data ? (
          <>
            <Text size="sm" c="dimmed">
              <Trans>Terakhir diperbarui</Trans> <time dateTime={page.data.updated_at}>{formatDate(page.data.updated_at, lang)}</time>
            </Text>
            <HtmlContent html={page.data.body} />
          </>
        ) : page.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={16} width="40%" />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
