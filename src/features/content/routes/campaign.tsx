import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Image, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { LoadError } from '../../../components/load-error';
import { NotFoundState } from '../../../components/not-found-state';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { currentLang } from '../../../lib/i18n';
import { useGiveaway } from '../api/get-giveaway';

/** /campaign/{slug} (app layout): the campaign's content; its entry form is built in the forms issue. */
export default function CampaignPage() {
  const { slug = '' } = useParams();
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
        <section aria-labelledby="campaign-prizes">
          <Title order={2} size="h3" id="campaign-prizes" mb="xs">
            <Trans>Hadiah</Trans>
          </Title>
          <List spacing="xs">{data.prizes.map((prize) => <List.Item key={prize}>{prize}</List.Item>)}</List>
        </section>
        <section aria-labelledby="campaign-products">
          <Title order={2} size="h3" id="campaign-products" mb="xs">
            <Trans>Produk yang ikut</Trans>
          </Title>
          <List spacing="xs">
            {data.product_slugs.map((product) => (
              <List.Item key={product}>
                <Anchor component={Link} to={paths.productInfo.getHref({ slug: product })}>
                  {product.replace(/-/g, ' ')}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby="campaign-terms">
          <Title order={2} size="h3" id="campaign-terms" mb="xs">
            <Trans>Syarat dan ketentuan</Trans>
          </Title>
          <List type="ordered" spacing="xs">{data.terms.map((term) => <List.Item key={term}>{term}</List.Item>)}</List>
        </section>
        <Paper component="section" aria-labelledby="campaign-entry" withBorder p="lg" radius="md" bg="gray.0">
          <Title order={2} size="h3" id="campaign-entry">
            <Trans>Formulir pendaftaran</Trans>
          </Title>
          <Text mt="xs">
            <Trans>Formulir pendaftaran kampanye ini sedang disiapkan dan akan tersedia di halaman ini.</Trans>
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
