import '@mantine/core/styles/Tabs.css';
import { Trans } from '@lingui/react/macro';
import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { parseServiceRequestQuery } from '@/contract/forms';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import { SupportForm } from '../components/support-form';

/** /contact: head office, service center, B2B service, and the message / product-support forms (`?serial=…` opens the latter filled in). */
export default function ContactPage() {
  // "My gear"'s service request opens the support tab with the unit filled in (validated, src/contract/forms.ts).
  const [params] = useSearchParams();
  const prefill = parseServiceRequestQuery(params);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>
            <Trans>Hubungi Kami</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>Ada pertanyaan? Kirim pesan dan tim kami akan membalas secepatnya.</Trans>
          </Text>
        </div>
        <ContactInfo />
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="contact-forms">
          <Title order={2} size="h3" id="contact-forms" mb="md">
            <Trans>Kirim pesan</Trans>
          </Title>
          <Tabs defaultValue={prefill ? 'support' : 'message'} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="message">
                <Trans>Pesan umum</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="support">
                <Trans>Dukungan produk</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="message">
              <ContactForm />
            </Tabs.Panel>
            <Tabs.Panel value="support">
              <SupportForm prefill={prefill} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}
