import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ArticleDetail } from '@/contract/content';
import { formatDate } from '@/lib/format-date';
import { currentLang } from '@/lib/i18n';

type Props = { article: ArticleDetail };

/** Published, updated and written by (docs/product.md §2), plus the date and place of an event. */
export function ArticleMeta({ article }: Props) {
  const lang = currentLang();
  const updated = article.updated_at !== article.published_at;
  return (
    <Group component="dl" gap="lg" m={0} wrap="wrap" data-testid="article-meta">
      <MetaItem term={<Trans>Diterbitkan</Trans>}>
        <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
      </MetaItem>
      {updated ? (
        <MetaItem term={<Trans>Diperbarui</Trans>}>
          <time dateTime={article.updated_at}>{formatDate(article.updated_at, lang)}</time>
        </MetaItem>
      ) : null}
      <MetaItem term={<Trans>Ditulis oleh</Trans>}>{article.author}</MetaItem>
      {article.event_date ? (
        <MetaItem term={<Trans>Tanggal kegiatan</Trans>}>
          <time dateTime={article.event_date}>{formatDate(article.event_date, lang, { dateStyle: 'full', timeStyle: 'short' })}</time>
        </MetaItem>
      ) : null}
      {article.event_location ? <MetaItem term={<Trans>Lokasi</Trans>}>{article.event_location}</MetaItem> : null}
    </Group>
  );
}

function MetaItem({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}
