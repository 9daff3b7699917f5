import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useRelatedPosts } from '../api/get-related-posts';
import { useSuggestedPosts } from '../api/get-suggested-posts';
import classes from './article-detail.module.css';
import type { ArticleLinkTarget } from './article-href';
import { PostList } from './post-list';

type Props = { slug: string; target: ArticleLinkTarget };

/** Related news (same category) and recommendations (other categories). */
export function ArticleAside({ slug, target }: Props) {
  const related = useRelatedPosts(slug);
  const suggested = useSuggestedPosts(slug);
  const { t } = useLingui();
  return (
    <Stack gap="xl" component="aside" className={classes.aside} aria-label={t`Artikel lain`}>
      <PostList id="related-posts" title={<Trans>Berita Terkait</Trans>} posts={related.data} loading={related.isPending} target={target} />
      <PostList
        id="suggested-posts"
        title={<Trans>Rekomendasi</Trans>}
        posts={suggested.data}
        loading={suggested.isPending}
        target={target}
      />
    </Stack>
  );
}
