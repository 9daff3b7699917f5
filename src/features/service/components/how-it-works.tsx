import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { ROUND_THEME_ICON } from '@/components/round-theme-icon';

// The six-step service flow of docs/product.md §2.2.
const STEPS = [
  [msg`Hubungi service center`, msg`Telepon atau kirim WhatsApp ke service center terdekat untuk konsultasi awal.`],
  [msg`Siapkan unit`, msg`Sertakan kartu garansi atau nomor seri, nota pembelian dan kelengkapan unit.`],
  [msg`Antar atau titipkan`, msg`Bawa unit ke service center, titipkan di titik pickup & drop, atau kirim lewat ekspedisi.`],
  [msg`Pemeriksaan teknisi`, msg`Teknisi memeriksa unit dan menentukan apakah perbaikan termasuk garansi.`],
  [msg`Konfirmasi biaya`, msg`Di luar garansi, perbaikan dikerjakan setelah Anda menyetujui estimasi biaya.`],
  [msg`Unit siap`, msg`Anda dikabari saat unit siap diambil atau dikirim kembali ke alamat Anda.`],
] as const;

/** Six numbered steps, as an ordered list. */
export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {STEPS.map(([title, text], index) => (
        <Paper key={title.id} withBorder p="md" component="li">
          <ThemeIcon vars={ROUND_THEME_ICON} size="lg" mb="xs" aria-hidden="true">
            {index + 1}
          </ThemeIcon>
          <Text fw={700}>{i18n._(title)}</Text>
          <Text size="sm">{i18n._(text)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
