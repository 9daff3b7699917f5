import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { paths } from '@/config/paths';
import { useLatestPosts } from '../api/get-latest-posts';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import { PostCard } from './post-card';

const POST_COUNT = 4;
const grid = { base: 1, xs: 2, md: 4 };

function PostSkeletons() {
  return (
    <SimpleGrid cols={grid}>
      {Array.from({ length: POST_COUNT }, (_, i) => (
        <Skeleton key={i} height={240} />
      ))}
    </SimpleGrid>
  );
}

/** The newest events; they open the events pages (content feature) through the paths table. */
export function HomeEvents() {
  const events = useLatestPosts('event', POST_COUNT);
  return (
    <PageSection
      id="home-events"
      title={<Trans>Kegiatan</Trans>}
      more={{ to: paths.kegiatan.getHref(), label: <Trans>Semua kegiatan</Trans> }}
    >
      <QueryView query={events} skeleton={<PostSkeletons />} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <SimpleGrid cols={grid} spacing="md">
            {list.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                href={paths.kegiatanDetail.getHref({ slug: post.slug })}
                date={post.event_date ?? post.published_at}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}

/** The newest articles. */
export function HomeArticles() {
  const articles = useLatestPosts('article', POST_COUNT);
  return (
    <PageSection
      id="home-articles"
      title={<Trans>Artikel Terbaru</Trans>}
      more={{ to: paths.article.getHref(), label: <Trans>Semua artikel</Trans> }}
    >
      <QueryView query={articles} skeleton={<PostSkeletons />} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <SimpleGrid cols={grid} spacing="md">
            {list.map((post) => (
              <PostCard key={post.id} post={post} href={paths.beritaDetail.getHref({ slug: post.slug })} date={post.published_at} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}
