import { Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '@/contract/content';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { articleHref, type ArticleLinkTarget } from './article-href';

type Props = {
  id: string;
  title: ReactNode;
  posts: ArticleSummary[] | undefined;
  loading: boolean;
  target: ArticleLinkTarget;
};

/** A short list of posts beside an article: related news or recommendations. Hidden when empty. */
export function PostList({ id, title, posts, loading, target }: Props) {
  const lang = currentLang();
  if (!loading && !posts?.length) return null; // a failed or empty read leaves the section out (docs/product.md §8)
  return (
    <section aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {loading
          ? [0, 1, 2].map((i) => (
              <li key={i} aria-hidden="true">
                <Skeleton height={64} />
              </li>
            ))
          : posts?.map((post) => (
              <li key={post.id}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Image src={post.thumbnail.url} width={96} height={54} w={96} h={54} alt="" loading="lazy" radius="sm" />
                  <div>
                    <Text component={Link} to={articleHref(post, target)} fw={600} size="sm" lineClamp={2}>
                      {post.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={post.published_at}>{formatDate(post.published_at, lang)}</time>
                    </Text>
                  </div>
                </Group>
              </li>
            ))}
      </Stack>
    </section>
  );
}
