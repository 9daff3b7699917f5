import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { ResponsiveImage } from '@/components/responsive-image';
import { useTestimonials } from '../api/get-testimonials';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';

const MAX_RATING = 5;

export function HomeTestimonials() {
  const { t } = useLingui();
  const testimonials = useTestimonials();
  return (
    <PageSection id="home-testimonials" title={<Trans>Kata Mereka</Trans>}>
      <QueryView
        query={testimonials}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={180} />
            ))}
          </SimpleGrid>
        }
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {list.slice(0, 4).map((item) => (
              <Paper key={item.id} withBorder p="md" component="figure" m={0}>
                <Stack gap="sm">
                  <Text c="yellow.9" aria-label={t`Nilai ${item.rating} dari ${MAX_RATING}`} role="img">
                    {'★'.repeat(item.rating)}
                    {'☆'.repeat(Math.max(0, MAX_RATING - item.rating))}
                  </Text>
                  <Text component="blockquote" m={0} size="sm">
                    “{item.quote}”
                  </Text>
                  <Group gap="sm" wrap="nowrap" component="figcaption">
                    <div style={{ width: 48, flex: 'none', borderRadius: '50%', overflow: 'hidden' }}>
                      <ResponsiveImage image={item.avatar} alt="" sizes="48px" />
                    </div>
                    <div>
                      <Text fw={600} size="sm">
                        {item.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.role}
                      </Text>
                    </div>
                  </Group>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}
