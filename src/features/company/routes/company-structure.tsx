import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { useSiteFeatures } from '@/api/get-site-features';

// The CMS serves no organisation chart: the divisions are site copy (docs/decisions/010), no names invented.
type Division = { name: MessageDescriptor; duties: MessageDescriptor };
const DIVISIONS: Division[] = [
  { name: msg`Penjualan & B2B`, duties: msg`Dealer resmi, toko online resmi, pengadaan bisnis dan pemerintah.` },
  { name: msg`Pemasaran & Merek`, duties: msg`Peluncuran produk, kampanye, konten dan komunitas kreator.` },
  { name: msg`Layanan Purnajual`, duties: msg`Service center, garansi, klaim dan dukungan teknis.` },
  { name: msg`Operasional & Logistik`, duties: msg`Impor, gudang, distribusi ke dealer dan pengiriman.` },
  { name: msg`Keuangan & SDM`, duties: msg`Keuangan, administrasi, rekrutmen dan pengembangan karyawan.` },
];

/** /company-structure: the board and the five divisions that report to it. */
export default function CompanyStructurePage() {
  const { i18n } = useLingui();
  const site = useSiteFeatures();
  const legalName = site.data?.company_profile?.legal_name;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>
            <Trans>Struktur Perusahaan</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Cara kami berorganisasi untuk melayani dealer, kreator dan pelanggan bisnis.</Trans>
          </Text>
        </div>
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }} align="center">
          <Paper component="li" withBorder p="lg" radius="md" bg="denka.8" c="white" w={{ base: '100%', sm: 420 }} ta="center">
            <Title order={2} size="h3">
              <Trans>Direksi</Trans>
            </Title>
            {legalName ? <Text size="sm">{legalName}</Text> : null}
          </Paper>
          <li style={{ width: '100%' }}>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, md: 5 }}
              spacing="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={i18n._(msg`Divisi`)}
            >
              {DIVISIONS.map((division) => (
                <Paper component="li" key={division.name.id} withBorder p="md" radius="md">
                  <Title order={3} size="h5" mb={4}>
                    {i18n._(division.name)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {i18n._(division.duties)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </li>
        </Stack>
      </Stack>
    </Container>
  );
}
