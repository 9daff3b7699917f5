import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { Container, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { BusinessInquiryForm } from '../components/business-inquiry-form';

/** /b2b: business and government procurement (B2B/B2G); `?product=<slug>` prefills the product. */
export default function B2bPage() {
  const [params] = useSearchParams();
  const product = (params.get('product') ?? '').slice(0, 200);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>
            <Trans>Kemitraan Bisnis</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Pengadaan perangkat kamera dan video untuk perusahaan (B2B) dan instansi pemerintah (B2G).</Trans>
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <section aria-labelledby="b2b-why">
            <Title order={2} size="h4" id="b2b-why" mb="xs">
              <Trans>Mengapa Denka</Trans>
            </Title>
            <List size="sm" spacing="xs">
              <List.Item>
                <Trans>Distributor resmi merek-merek mitra dengan garansi resmi.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Penawaran harga dan dokumen pengadaan untuk instansi.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Tim kami menindaklanjuti dalam 24 jam.</Trans>
              </List.Item>
            </List>
          </section>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'xl' }}
            radius="md"
            style={{ gridColumn: 'span 2' }}
            component="section"
            aria-labelledby="b2b-form"
          >
            <Title order={2} size="h3" id="b2b-form" mb="md">
              <Trans>Formulir kemitraan</Trans>
            </Title>
            <BusinessInquiryForm product={product} />
          </Paper>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
