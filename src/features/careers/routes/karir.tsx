import { Trans } from '@lingui/react/macro';
import { Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useJobs } from '../api/get-jobs';
import { JobCard } from '../components/job-card';
import { JobFilters } from '../components/job-filters';
import { useJobFilters } from '../components/use-job-filters';

/** /karir: vacancies filtered by job category, job type and job location, 10 per page. */
export default function CareersPage() {
  const { filters, change, setPage, reset } = useJobFilters();
  const jobs = useJobs(filters);
  const list = jobs.data?.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <PageHeading>
            <Trans>Karir</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Bergabunglah dengan tim Denka dan bantu kreator Indonesia berkarya dengan perlengkapan terbaik.</Trans>
          </Text>
        </div>
        <JobFilters facets={jobs.data?.filters} filters={filters} onChange={change} />
        {jobs.isError ? <LoadError hasData={Boolean(list)} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} /> : null}
        {jobs.isPending ? (
          <Stack aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={110} />
            ))}
          </Stack>
        ) : null}
        {list ? (
          <Stack gap="md" aria-busy={jobs.isFetching}>
            <Text size="sm" c="dimmed" role="status">
              <Trans>{list.total} lowongan</Trans>
            </Text>
            {list.data.length === 0 ? (
              <Stack align="flex-start" gap="xs">
                <Text fw={600}>
                  <Trans>Belum ada lowongan yang cocok.</Trans>
                </Text>
                <Button variant="light" onClick={reset}>
                  <Trans>Hapus semua filter</Trans>
                </Button>
              </Stack>
            ) : (
              <Stack component="div" gap="md" data-testid="job-list">
                {list.data.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </Stack>
            )}
            <ListPagination page={list.current_page} total={list.total} onChange={setPage} />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
