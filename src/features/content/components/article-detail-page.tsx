import '@mantine/core/styles/Badge.css';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Container, Image, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeading } from '@/components/page-heading';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import type { ArticleDetail } from '@/contract/content';
import { ApiError } from '@/lib/api-client';
import { formatTitle } from '@/lib/meta';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useArticle } from '../api/get-article';
import { ArticleAside } from './article-aside';
import { ArticleBody } from './article-body';
import classes from './article-detail.module.css';
import type { ArticleLinkTarget } from './article-href';
import { ArticleMeta } from './article-meta';
import { ArticleShare } from './article-share';
import { ArticleProducts } from './article-products';
import { categoryLabel } from './article-tabs';
import { ArticleToc } from './article-toc';
import { useHydrated } from '@/lib/use-hydrated';

type Props = { target?: ArticleLinkTarget };

/** /kegiatan/{slug}, /berita_detail/{slug}, /article/{slug} and the in-app /berita-detail-app/{slug}. */
export function ArticleDetailPage({ target = 'site' }: Props) {
  const { slug = '' } = useParams();
  const article = useArticle(slug);

  if (article.data) return <ArticleView article={article.data} target={target} />;
  if (article.error instanceof ApiError && article.error.status === 404) {
    return <NotFoundState back={{ to: paths.article.getHref(), label: <Trans>Lihat semua artikel</Trans> }} />;
  }
  if (article.isError) {
    return (
      <Container size="lg" py="xl">
        <LoadError onRetry={() => void article.refetch()} retrying={article.isFetching} />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <Skeleton height={20} width={120} />
      <Skeleton height={40} mt="md" />
      <Skeleton height={16} mt="md" width="50%" />
      <Skeleton mt="lg" style={{ aspectRatio: '16 / 9' }} />
    </Container>
  );
}

function ArticleView({ article, target }: { article: ArticleDetail; target: ArticleLinkTarget }) {
  const { i18n } = useLingui();
  // The browser's URL, once hydrated (the server's render has none; decision 113).
  const hydrated = useHydrated();
  useDocumentMeta(formatTitle(article.meta_title ?? article.title), article.meta_description ?? article.excerpt);
  const listHref = article.kind === 'event' ? paths.kegiatan.getHref() : paths.article.getHref();
  const { thumbnail } = article;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {target === 'site' ? (
          <Anchor component={Link} to={listHref} size="sm">
            {article.kind === 'event' ? <Trans>← Semua kegiatan</Trans> : <Trans>← Semua artikel</Trans>}
          </Anchor>
        ) : null}
        <header>
          <Badge variant="light" mb="sm">
            {i18n._(categoryLabel(article.article_category))}
          </Badge>
          <PageHeading>{article.title}</PageHeading>
          <ArticleMeta article={article} />
        </header>
        <Image
          src={thumbnail.url}
          srcSet={thumbnail.srcset}
          sizes="(min-width: 62em) 700px, 100vw"
          width={thumbnail.width ?? 640}
          height={thumbnail.height ?? 360}
          alt={thumbnail.alt ?? ''}
          radius="md"
          style={{ aspectRatio: `${thumbnail.width ?? 16} / ${thumbnail.height ?? 9}`, height: 'auto', maxWidth: 880 }}
        />
        <div className={classes.layout}>
          <Stack gap="xl" component="article" aria-label={article.title}>
            <ArticleToc entries={article.toc} />
            <ArticleBody html={article.body} />
            <ArticleShare title={article.title} url={hydrated ? (window.location.href.split('#')[0] ?? window.location.href) : ''} />
            <ArticleProducts slug={article.slug} />
          </Stack>
          <ArticleAside slug={article.slug} target={target} />
        </div>
      </Stack>
    </Container>
  );
}
