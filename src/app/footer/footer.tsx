import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { company } from '../../config/company';
import { footerColumns } from './footer-links';
import { FooterMap } from './footer-map';
import classes from './footer.module.css';

export function Footer() {
  const { i18n, t } = useLingui();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {footerColumns.map((column) => (
            <nav key={column.title.id} aria-label={i18n._(column.title)}>
              <Title order={2} size="h5" c="white" mb="sm">{i18n._(column.title)}</Title>
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
            <Title order={2} size="h5" c="white" mb="sm"><Trans>Ikuti Kami</Trans></Title>
            <Stack gap={6}>
              {company.socials.map((social) => (
                <Anchor key={social.network} href={social.url} target="_blank" rel="noopener" c="gray.3" size="sm">
                  {social.network}
                  <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
                </Anchor>
              ))}
            </Stack>
          </div>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt="xl">
          <address className={classes.office}>
            <Text fw={700} c="white">{company.name}</Text>
            {company.address.map((line) => (
              <Text key={line} size="sm" c="gray.3">{line}</Text>
            ))}
            <Text size="sm" c="gray.3">
              <Trans>Telepon</Trans>: <Anchor href={company.phoneHref} c="gray.3">{company.phone}</Anchor>
            </Text>
          </address>
          <FooterMap />
        </SimpleGrid>
        <Group justify="center" mt="xl" pt="md" className={classes.bottom}>
          <Text size="xs" c="gray.4">
            <Trans>© {company.copyrightYear} {company.name}. Hak cipta dilindungi undang-undang.</Trans>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
