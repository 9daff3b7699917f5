import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { Container, Image, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { HtmlContent } from '@/components/html-content';
import { LoadError } from '@/components/load-error';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeading } from '@/components/page-heading';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { useGiveaway } from '../api/get-giveaway';
import { GiveawayForm } from '../components/giveaway-form';

/**
 * A giveaway's landing page with its registration form: /campaign/{slug}, and the named campaign routes
 * (/hollyland-hoki, /hollyland-lark-m2s, /saramonic-air-feel-the-air-win-the-air) whose path is the slug.
 */
export default function GiveawayPage() {
  const { slug: slugParam } = useParams();
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const slug = slugParam ?? path;
  const giveaway = useGiveaway(slug);
  const lang = currentLang();
  if (giveaway.error instanceof ApiError && giveaway.error.status === 404) return <NotFoundState />;
  const data = giveaway.data;
  if (!data) {
    return (
      <Container size="md" py="xl">
        {giveaway.isError ? (
          <LoadError onRetry={() => void giveaway.refetch()} retrying={giveaway.isFetching} />
        ) : (
          <Stack aria-busy="true">
            <Skeleton height={40} />
            <Skeleton style={{ aspectRatio: '16 / 9' }} />
          </Stack>
        )}
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Text c="dimmed" fw={600}>
            {data.brand.name}
          </Text>
          <PageHeading mb={4}>{data.title}</PageHeading>
          <Text size="lg">{data.subtitle}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Periode</Trans> {formatDate(data.starts_at, lang)} – {formatDate(data.ends_at, lang)}
          </Text>
        </div>
        <Image
          src={data.image.url}
          srcSet={data.image.srcset}
          sizes="(min-width: 48em) 720px, 100vw"
          width={data.image.width ?? 640}
          height={data.image.height ?? 360}
          alt={data.image.alt ?? ''}
          radius="md"
          style={{ aspectRatio: `${data.image.width ?? 16} / ${data.image.height ?? 9}`, height: 'auto' }}
        />
        <HtmlContent html={data.body} />
        <section aria-labelledby="giveaway-prizes">
          <Title order={2} size="h3" id="giveaway-prizes" mb="xs">
            <Trans>Hadiah</Trans>
          </Title>
          <List spacing="xs">
            {data.prizes.map((prize) => (
              <List.Item key={prize}>{prize}</List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby="giveaway-terms-title" id="giveaway-terms">
          <Title order={2} size="h3" id="giveaway-terms-title" mb="xs">
            <Trans>Syarat dan ketentuan</Trans>
          </Title>
          <List spacing="xs" size="sm">
            {data.terms.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
        </section>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="giveaway-form">
          <Title order={2} size="h3" id="giveaway-form" mb="md">
            <Trans>Daftar sekarang</Trans>
          </Title>
          <GiveawayForm slug={data.slug} />
        </Paper>
      </Stack>
    </Container>
  );
}
