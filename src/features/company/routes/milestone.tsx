import '@mantine/core/styles/Timeline.css';
import { Trans } from '@lingui/react/macro';
import { Badge, Container, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useMilestones } from '../api/get-milestones';

/** /milestone: the timeline from 2016 (2 brands) to 2024 (27 brands) (docs/product.md §2, §9). */
export default function MilestonePage() {
  const milestones = useMilestones();
  const items = milestones.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <PageHeading>
            <Trans>Milestone</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Perjalanan Denka dari 2 merek pada 2016 hingga 27 merek pada 2024.</Trans>
          </Text>
        </div>
        {milestones.isError ? (
          <LoadError hasData={Boolean(items)} onRetry={() => void milestones.refetch()} retrying={milestones.isFetching} />
        ) : null}
        {milestones.isPending ? <Skeleton height={400} aria-hidden="true" /> : null}
        {items ? (
          <Timeline active={items.length - 1} bulletSize={28} lineWidth={3} data-testid="milestones">
            {items.map((item) => (
              <Timeline.Item
                key={item.year}
                bullet={
                  <Text size="xs" fw={700}>
                    {String(item.year).slice(2)}
                  </Text>
                }
              >
                <Title order={2} size="h4">
                  {item.year} · {item.title}
                </Title>
                <Badge variant="light" my={4}>
                  <Trans>{item.brand_count} merek</Trans>
                </Badge>
                <Text size="sm">{item.text}</Text>
              </Timeline.Item>
            ))}
          </Timeline>
        ) : null}
      </Stack>
    </Container>
  );
}
