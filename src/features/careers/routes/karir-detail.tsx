import '@mantine/core/styles/List.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Button, Container, Group, List, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { formatTitle } from '@/lib/meta';
import { currentLang } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useJob } from '../api/get-job';
import { ApplicationForm } from '../components/application-form';

/** /karir-detail/{slug}: the vacancy, its requirements, the external job-site link, the application section. */
export default function CareerDetailPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const job = useJob(slug);
  const lang = currentLang();
  useDocumentMeta(job.data ? formatTitle(job.data.title) : undefined, job.data?.description);
  const back = paths.karir.getHref();

  if (job.error instanceof ApiError && job.error.status === 404) {
    return <NotFoundState back={{ to: back, label: <Trans>Lihat semua lowongan</Trans> }} />;
  }
  const data = job.data;
  if (!data) {
    return (
      <Container size="md" py="xl">
        {job.isError ? (
          <LoadError onRetry={() => void job.refetch()} retrying={job.isFetching} />
        ) : (
          <Skeleton height={300} aria-busy="true" />
        )}
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={back} size="sm">
          <Trans>← Semua lowongan</Trans>
        </Anchor>
        <div>
          <PageHeading mb="xs">{data.title}</PageHeading>
          <Group gap="xs">
            <Badge variant="light">{data.job_category}</Badge>
            <Badge variant="light">{data.job_type_label}</Badge>
            <Badge variant="light">{data.location}</Badge>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            <Trans>Dipublikasikan</Trans> {formatDate(data.published_at, lang)}
            {data.closes_at ? (
              <>
                {' '}
                · <Trans>Batas lamaran</Trans> {formatDate(data.closes_at, lang)}
              </>
            ) : null}
          </Text>
        </div>
        <Text>{data.description}</Text>
        <section aria-labelledby="job-requirements">
          <Title order={2} size="h3" id="job-requirements" mb="xs">
            <Trans>Persyaratan</Trans>
          </Title>
          <List spacing="xs">
            {data.requirements.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </section>
        {data.external_url ? (
          <Button component="a" href={data.external_url} target="_blank" rel="noopener noreferrer" variant="outline" w="fit-content">
            <Trans>Lihat di situs lowongan kerja</Trans>
            <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
          </Button>
        ) : null}
        <Paper component="section" aria-labelledby="job-application" withBorder p="lg" radius="md" bg="gray.0">
          <Title order={2} size="h3" id="job-application">
            <Trans>Formulir lamaran</Trans>
          </Title>
          {data.is_open ? (
            <Box mt="md">
              <ApplicationForm position={data.slug} />
            </Box>
          ) : (
            <Text mt="xs">
              <Trans>Lowongan ini sudah ditutup dan tidak menerima lamaran baru.</Trans>
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
