import '@mantine/core/styles/Badge.css';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ArticleSummary } from '@/contract/content';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';
import { categoryLabel } from './article-tabs';

type Props = { article: ArticleSummary; href: string; headingLevel?: 2 | 3; eager?: boolean };

/** One article or event in a list: thumbnail, category, title, date and excerpt. */
export function ArticleCard({ article, href, headingLevel = 2, eager = false }: Props) {
  const { i18n } = useLingui();
  const lang = currentLang();
  const { thumbnail } = article;
  return (
    <Card component="article" withBorder padding="md" radius="md" h="100%">
      <Card.Section>
        <Image
          src={thumbnail.url}
          srcSet={thumbnail.srcset}
          sizes="(min-width: 62em) 30vw, (min-width: 36em) 45vw, 100vw"
          width={thumbnail.width ?? 640}
          height={thumbnail.height ?? 360}
          alt={thumbnail.alt ?? ''}
          loading={eager ? 'eager' : 'lazy'}
          style={{ aspectRatio: `${thumbnail.width ?? 16} / ${thumbnail.height ?? 9}`, height: 'auto' }}
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs">
          <Badge variant="light">{i18n._(categoryLabel(article.article_category))}</Badge>
          {article.kind === 'event' ? (
            <Badge variant="outline">
              <Trans>Kegiatan</Trans>
            </Badge>
          ) : null}
        </Group>
        <Title order={headingLevel} size="h4">
          <Link to={href} style={{ color: 'inherit' }}>
            {article.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
          {' · '}
          {article.author}
        </Text>
        <Text size="sm" lineClamp={3}>
          {article.excerpt}
        </Text>
      </Stack>
    </Card>
  );
}

export function ArticleCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden="true">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '16 / 9' }} />
      </Card.Section>
      <Skeleton height={18} width={80} mt="sm" />
      <Skeleton height={22} mt="sm" />
      <Skeleton height={14} mt="sm" width="60%" />
      <Skeleton height={40} mt="sm" />
    </Card>
  );
}
