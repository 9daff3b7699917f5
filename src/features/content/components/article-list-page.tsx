import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Container, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ArticleFilters } from './article-filters';
import { ArticleResults } from './article-results';
import { ARTICLE_TABS } from './article-tabs';
import { useArticleFilters } from './use-article-filters';

type Props = {
  heading: ReactNode;
  intro: ReactNode;
  /** `article` (/article), `event` (/kegiatan) or both (/berita). */
  kind?: 'article' | 'event' | undefined;
  /** A fixed search term (the /event-saramonic landing); hides the search box. */
  fixedSearch?: string | undefined;
  children?: ReactNode;
};

/** The article and activity lists: category tabs, year/month/search filters, 10 per page (decision 010). */
export function ArticleListPage({ heading, intro, kind, fixedSearch, children }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { filters, change, setPage, reset } = useArticleFilters();
  const active = filters.category ?? 'all';
  const query = { ...filters, kind, search: fixedSearch ?? filters.search };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <PageHeading>{heading}</PageHeading>
          <Text c="dimmed">{intro}</Text>
        </div>
        {children}
        <Tabs
          value={active}
          onChange={(value) => change({ category: value && value !== 'all' ? (value as typeof filters.category) : undefined })}
          keepMounted={false}
          activateTabWithKeyboard={false}
        >
          <Tabs.List aria-label={t`Kategori`} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {ARTICLE_TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {i18n._(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ARTICLE_TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              <Stack gap="lg">
                <ArticleFilters filters={filters} onChange={change} withSearch={!fixedSearch} />
                <ArticleResults query={query} onPage={setPage} onReset={reset} />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Text size="xs" c="dimmed">
          <Trans>Tanggal ditampilkan dalam Waktu Indonesia Barat (WIB).</Trans>
        </Text>
      </Stack>
    </Container>
  );
}
