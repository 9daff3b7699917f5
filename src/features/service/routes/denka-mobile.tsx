import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { PageSection } from '@/components/page-section';
import { ROUND_THEME_ICON } from '@/components/round-theme-icon';

// The five-step product registration guide (docs/product.md §2.2).
const STEPS = [
  [msg`Unduh aplikasi`, msg`Pasang Denka Mobile dari Google Play atau App Store.`],
  [msg`Buat akun`, msg`Daftar dengan nomor ponsel dan e-mail, lalu verifikasi kode yang dikirim.`],
  [msg`Pilih "Registrasi Produk"`, msg`Buka menu Registrasi Produk di halaman utama aplikasi.`],
  [msg`Isi data produk`, msg`Pindai atau ketik nomor seri, lalu isi tanggal dan tempat pembelian.`],
  [msg`Unggah nota`, msg`Foto nota pembelian dan kirim; garansi Anda aktif setelah diverifikasi.`],
] as const;

const BENEFITS = [
  msg`Garansi resmi tercatat atas nama Anda, tanpa kartu garansi kertas.`,
  msg`Pantau status servis dan terima kabar saat unit siap.`,
  msg`Temukan dealer resmi dan service center terdekat, juga saat offline.`,
] as const;

/** /denka-mobile: the app promotion with the five-step product registration guide. */
export default function DenkaMobilePage() {
  const { i18n } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageHeading>
        <Trans>Denka Mobile</Trans>
      </PageHeading>
      <Text c="dimmed" mb="md">
        <Trans>Satu aplikasi untuk mendaftarkan produk, mengaktifkan garansi dan memantau servis perangkat Anda.</Trans>
      </Text>
      <List spacing="xs" mb="xl">
        {BENEFITS.map((benefit) => (
          <List.Item key={benefit.id}>{i18n._(benefit)}</List.Item>
        ))}
      </List>
      <Stack gap={48}>
        <PageSection title={<Trans>Registrasi produk dalam lima langkah</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {STEPS.map(([title, text], index) => (
              <Paper key={title.id} withBorder p="md" component="li" data-testid="registration-step">
                <ThemeIcon vars={ROUND_THEME_ICON} size="lg" mb="xs" aria-hidden="true">
                  {index + 1}
                </ThemeIcon>
                <Text fw={700}>{i18n._(title)}</Text>
                <Text size="sm">{i18n._(text)}</Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Text mt="md">
            <Trans>
              Sudah punya akun?{' '}
              <Anchor component={Link} to={paths.registrasi.getHref()}>
                Daftarkan produk di situs
              </Anchor>
              .
            </Trans>
          </Text>
        </PageSection>
      </Stack>
    </Container>
  );
}
