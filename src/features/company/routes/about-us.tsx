import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useDealerDistribution } from '@/api/get-dealer-distribution';
import { useSiteFeatures } from '@/api/get-site-features';
import { CompanyProfile } from '../components/company-profile';
import { DealerDistribution } from '../components/dealer-distribution';

/** /about-us: profile, vision and mission, dealer distribution with counts, all brands (docs/product.md §2). */
export default function AboutUsPage() {
  const site = useSiteFeatures();
  const distribution = useDealerDistribution();
  const failed = [site, distribution].filter((query) => query.isError);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading>
          <Trans>Tentang Kami</Trans>
        </PageHeading>
        {failed.map((query, i) => (
          <LoadError key={i} hasData={Boolean(query.data)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ))}
        <CompanyProfile profile={site.data?.company_profile} loading={site.isPending} />
        <DealerDistribution distribution={distribution.data} loading={distribution.isPending} />
        <Stack gap="xs" align="flex-start">
          <Text>
            <Trans>Kenali merek-merek resmi yang kami kelola di Indonesia.</Trans>
          </Text>
          <Button component={Link} to={paths.brands.getHref()} size="md">
            <Trans>Lihat semua merek</Trans>
          </Button>
        </Stack>
        <Text size="xs" c="dimmed">
          <Trans>Data wilayah: idn-area-data (ODbL 1.0).</Trans>
        </Text>
      </Stack>
    </Container>
  );
}
