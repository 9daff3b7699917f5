import '@mantine/core/styles/Badge.css';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { JobSummary } from '@/contract/careers';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';

/** One vacancy in the list: title, category, type, location and closing date. */
export function JobCard({ job }: { job: JobSummary }) {
  const lang = currentLang();
  return (
    <Paper component="article" withBorder p="md" radius="md" data-testid="job-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          <Link to={paths.karirDetail.getHref({ slug: job.slug })} style={{ color: 'inherit' }}>
            {job.title}
          </Link>
        </Title>
        {job.is_open ? (
          <Badge color="green" variant="light">
            <Trans>Dibuka</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Ditutup</Trans>
          </Badge>
        )}
      </Group>
      <Group gap="xs" mt="xs">
        <Badge variant="outline">{job.job_category}</Badge>
        <Badge variant="outline">{job.job_type_label}</Badge>
        <Badge variant="outline" data-testid="job-location">
          {job.location}
        </Badge>
      </Group>
      {job.closes_at ? (
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>Batas lamaran</Trans> <time dateTime={job.closes_at}>{formatDate(job.closes_at, lang)}</time>
        </Text>
      ) : null}
    </Paper>
  );
}
