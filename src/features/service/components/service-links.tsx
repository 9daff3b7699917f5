import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// The after-sales pages a services overview leads to (docs/product.md §2 services menu).
const LINKS = [
  {
    href: paths.serviceCenter.getHref(),
    title: msg`Service Center`,
    text: msg`Lokasi service center, cara kerja servis, syarat perbaikan dan titik pickup & drop.`,
  },
  {
    href: paths.authorizedStore.getHref(),
    title: msg`Dealer Resmi`,
    text: msg`Temukan dealer resmi terdekat, telepon atau kirim WhatsApp, dan buka petunjuk arah.`,
  },
  {
    href: paths.garansi.getHref(),
    title: msg`Garansi`,
    text: msg`Cakupan garansi unit, aksesori dan baterai per merek, serta langkah klaim.`,
  },
  {
    href: paths.denkaMobile.getHref(),
    title: msg`Denka Mobile`,
    text: msg`Daftarkan produk Anda dan pantau servis lewat aplikasi Denka Mobile.`,
  },
] as const;

type Props = { headingLevel?: 2 | 3 };

/** Cards leading to the service, dealer, warranty and app pages. */
export function ServiceLinks({ headingLevel = 2 }: Props) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {LINKS.map((link) => (
        <Card key={link.href} withBorder padding="lg" component={Link} to={link.href} className="service-link-card">
          <Title order={headingLevel} size="h4" c="denka.8">
            {i18n._(link.title)}
          </Title>
          <Text size="sm" mt={4}>
            {i18n._(link.text)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
