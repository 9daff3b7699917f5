import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCompanyProfile } from '@/api/get-site-features';
import { CompanyOffice } from '@/components/company-office';
import { paths } from '@/config/paths';

/** docs/product.md §2: head office, service center and B2B service, each with where to go next. */
export function ContactInfo() {
  const { data: profile, isPending } = useCompanyProfile();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contact-head-office">
        <Title order={2} size="h4" id="contact-head-office" mb="xs">
          <Trans>Kantor pusat</Trans>
        </Title>
        <CompanyOffice profile={profile} loading={isPending} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contact-service">
        <Title order={2} size="h4" id="contact-service" mb="xs">
          <Trans>Service center</Trans>
        </Title>
        <Text size="sm">
          <Trans>Perbaikan dan klaim garansi di service center resmi di berbagai kota.</Trans>
        </Text>
        <Anchor component={Link} to={paths.serviceCenter.getHref()} size="sm">
          <Trans>Cari service center</Trans>
        </Anchor>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contact-b2b">
        <Title order={2} size="h4" id="contact-b2b" mb="xs">
          <Trans>Layanan B2B</Trans>
        </Title>
        <Text size="sm">
          <Trans>Pengadaan untuk perusahaan dan instansi pemerintah; tim kami menindaklanjuti dalam 24 jam.</Trans>
        </Text>
        <Anchor component={Link} to={paths.b2b.getHref()} size="sm">
          <Trans>Ajukan kemitraan bisnis</Trans>
        </Anchor>
      </Paper>
    </SimpleGrid>
  );
}
