import { Trans } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ResponsiveImage } from '@/components/responsive-image';
import { useVideos } from '../api/get-videos';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import classes from '@/components/tile.module.css';

const VIDEO_COUNT = 3;

/** Videos: thumbnails that open YouTube; no player script on the home page (performance, decision 010). */
export function HomeVideos() {
  const videos = useVideos(VIDEO_COUNT);
  return (
    <PageSection id="home-videos" title={<Trans>Video</Trans>}>
      <QueryView
        query={videos}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {Array.from({ length: VIDEO_COUNT }, (_, i) => (
              <Skeleton key={i} style={{ aspectRatio: '16 / 9' }} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {list.map((video) => (
              <Anchor key={video.id} href={video.url} target="_blank" rel="noopener noreferrer" className={classes.tile} underline="never">
                <ResponsiveImage image={video.thumbnail} alt="" sizes="(min-width: 48em) 33vw, 100vw" />
                <Text size="sm" fw={600} p="sm" lineClamp={2}>
                  {video.title}
                  <Text span size="xs" c="dimmed" display="block">
                    <Trans>Tonton di YouTube (tab baru)</Trans>
                  </Text>
                </Text>
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}
