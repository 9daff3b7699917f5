import { Trans } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useArticles, type ArticleListFilters } from '../api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import { articleHref } from './article-href';

type Props = { query: ArticleListFilters; onPage: (page: number) => void; onReset: () => void };

const SKELETONS = 6;

/** One page of the list with its loading, empty, error and pagination states. */
export function ArticleResults({ query, onPage, onReset }: Props) {
  const articles = useArticles(query);
  const page = articles.data;

  if (!page) {
    if (articles.isError) return <LoadError onRetry={() => void articles.refetch()} retrying={articles.isFetching} />;
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">
          <Trans>Memuat artikel...</Trans>
        </VisuallyHidden>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </div>
    );
  }

  const changePage = (next: number) => {
    onPage(next);
    document.getElementById('main-content')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg" aria-busy={articles.isFetching}>
      {articles.isError ? <LoadError hasData onRetry={() => void articles.refetch()} retrying={articles.isFetching} /> : null}
      <Text size="sm" c="dimmed" role="status">
        {page.total > 0 ? (
          <Trans>
            Menampilkan {page.from}–{page.to} dari {page.total}
          </Trans>
        ) : null}
      </Text>
      {page.data.length === 0 ? (
        <Stack align="flex-start" gap="sm" data-testid="articles-empty">
          <Text fw={600}>
            <Trans>Artikel tidak ditemukan</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Coba kategori, tahun atau kata kunci lain.</Trans>
          </Text>
          <Button variant="light" onClick={onReset}>
            <Trans>Hapus semua filter</Trans>
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="article-list">
          {page.data.map((article, index) => (
            <ArticleCard key={article.id} article={article} href={articleHref(article)} eager={index < 3} />
          ))}
        </SimpleGrid>
      )}
      <ListPagination page={page.current_page} total={page.total} onChange={changePage} />
    </Stack>
  );
}
