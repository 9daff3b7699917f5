import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useCompanyProfile } from '@/api/get-site-features';
import { CompanyOffice } from '@/components/company-office';
import { FooterAccessories } from './footer-accessories';
import { footerColumns } from './footer-links';
import { FooterMap } from './footer-map';
import classes from './footer.module.css';

/** The copyright line's year (docs/product.md §2.10). */
const COPYRIGHT_YEAR = 2022;
/** The footer's social links, in the order of docs/product.md §2.10; the URLs come from the company profile. */
const FOOTER_SOCIALS = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['tiktok', 'Tiktok'],
  ['linkedin', 'Linkedin'],
] as const;

/**
 * The footer's static links render once; the parts from the company profile read it themselves, so its answer
 * re-renders only them (an update from the query cache is urgent: docs/decisions/112-start-up-and-the-shell.md).
 */
export function Footer() {
  const { i18n } = useLingui();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {footerColumns.map((column) => (
            <nav key={column.title.id} aria-label={i18n._(column.title)}>
              <Title order={2} size="h5" c="white" mb="sm">
                {i18n._(column.title)}
              </Title>
              <Stack gap={6}>
                {column.links.map((item) => (
                  <Anchor key={item.routeKey} component={Link} to={item.href} c="gray.3" size="sm">
                    {i18n._(item.label)}
                  </Anchor>
                ))}
              </Stack>
            </nav>
          ))}
          <div>
            <Title order={2} size="h5" c="white" mb="sm">
              <Trans>Ikuti Kami</Trans>
            </Title>
            <FooterSocials />
          </div>
        </SimpleGrid>
        <FooterOffice />
        <FooterAccessories />
        <Group justify="center" mt="xl" pt="md" className={classes.bottom}>
          <FooterCopyright />
        </Group>
      </Container>
    </footer>
  );
}

function FooterSocials() {
  const { t } = useLingui();
  const { data: profile } = useCompanyProfile();
  const socials = FOOTER_SOCIALS.flatMap(([network, label]) => {
    const link = profile?.socials.find((s) => s.network === network);
    return link ? [{ label, url: link.url }] : [];
  });
  return (
    <Stack gap={6}>
      {socials.map((social) => (
        <Anchor key={social.label} href={social.url} target="_blank" rel="noopener" c="gray.3" size="sm">
          {social.label}
          <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
        </Anchor>
      ))}
    </Stack>
  );
}

function FooterOffice() {
  const { data: profile, isPending } = useCompanyProfile();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
      <address className={classes.office}>
        <CompanyOffice profile={profile} loading={isPending} color="gray.3" strongColor="white" />
      </address>
      <FooterMap profile={profile} />
    </SimpleGrid>
  );
}

function FooterCopyright() {
  const { data: profile } = useCompanyProfile();
  return (
    <Text size="xs" c="gray.4">
      <Trans>
        © {COPYRIGHT_YEAR} {profile?.legal_name ?? 'Denka'}. Hak cipta dilindungi undang-undang.
      </Trans>
    </Text>
  );
}
