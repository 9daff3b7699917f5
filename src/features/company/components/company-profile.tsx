import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CompanyOffice } from '@/components/company-office';
import type { CompanyProfile as Profile } from '@/contract/site';

type Props = { profile: Profile | null | undefined; loading: boolean };

/** Company profile, vision and mission (docs/product.md §2.2). */
export function CompanyProfile({ profile, loading }: Props) {
  if (loading) return <Skeleton height={240} aria-hidden="true" />;
  if (!profile) return null;
  return (
    <Stack gap="xl">
      <section aria-labelledby="about-profile">
        <Title order={2} id="about-profile" mb="sm">
          <Trans>Profil Perusahaan</Trans>
        </Title>
        <Text fw={600}>{profile.legal_name}</Text>
        <Text c="dimmed" mb="sm">
          {profile.tagline}
        </Text>
        <Text>{profile.history}</Text>
      </section>
      <Paper component="section" aria-labelledby="about-office" withBorder p="lg" radius="md">
        <Title order={2} size="h3" id="about-office" mb="sm">
          <Trans>Kantor pusat</Trans>
        </Title>
        <address style={{ fontStyle: 'normal' }}>
          <CompanyOffice profile={profile} />
        </address>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper component="section" aria-labelledby="about-vision" withBorder p="lg" radius="md">
          <Title order={2} size="h3" id="about-vision" mb="sm">
            <Trans>Visi</Trans>
          </Title>
          <Text>{profile.vision}</Text>
        </Paper>
        <Paper component="section" aria-labelledby="about-mission" withBorder p="lg" radius="md">
          <Title order={2} size="h3" id="about-mission" mb="sm">
            <Trans>Misi</Trans>
          </Title>
          <List type="ordered" spacing="xs">
            {profile.mission.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
