import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSearchResults } from '../api/get-search-results';
import { HighlightedText } from './highlighted-text';
import { RetryAlert } from './retry-alert';
import { articleCategoryMessage, emptyMessages } from './search-messages';

/** Dealers and articles of /search/{slug}, from the header search call (docs/product.md §7). */
export function SearchOtherResults({ query }: { query: string }) {
  const { i18n, t } = useLingui();
  const results = useSearchResults(query);
  if (results.isPending && !results.isError) return <Skeleton height={240} radius="md" aria-label={t`Memuat dealer dan artikel`} />;
  if (!results.data) {
    return (
      <RetryAlert onRetry={() => void results.refetch()} retrying={results.isFetching}>
        <Trans>Dealer dan artikel gagal dimuat.</Trans>
      </RetryAlert>
    );
  }
  const { dealers, articles } = results.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <section aria-labelledby="search-dealers">
        <Title order={2} id="search-dealers" mb="sm">
          <Trans>Dealer</Trans>
        </Title>
        {dealers.length ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {dealers.map((dealer) => (
              <li key={dealer.id}>
                <Text fw={600}>
                  <HighlightedText text={dealer.name} term={query} />
                </Text>
                {dealer.address && (
                  <Text size="sm" c="dimmed">
                    <HighlightedText text={dealer.address} term={query} />
                  </Text>
                )}
                {dealer.phone_primary && (
                  <Text size="sm" component="a" href={`tel:${dealer.phone_primary.replace(/[^\d+]/g, '')}`} c="denka.8">
                    {dealer.phone_primary}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{i18n._(emptyMessages.dealers)}</Text>
        )}
      </section>
      <section aria-labelledby="search-articles">
        <Title order={2} id="search-articles" mb="sm">
          <Trans>Artikel</Trans>
        </Title>
        {articles.length ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {articles.map((article) => {
              const category = articleCategoryMessage(article.article_category);
              return (
                <li key={article.id}>
                  <Link
                    to={paths.beritaDetail.getHref({ slug: article.slug })}
                    style={{ display: 'flex', gap: 12, color: 'inherit', textDecoration: 'none' }}
                  >
                    <img
                      src={article.thumbnail.url}
                      srcSet={article.thumbnail.srcset}
                      sizes="112px"
                      alt=""
                      width={112}
                      height={63}
                      loading="lazy"
                      style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
                    />
                    <span>
                      <Text fw={600} span display="block">
                        <HighlightedText text={article.title} term={query} />
                      </Text>
                      <Text size="sm" c="dimmed" span>
                        {category ? i18n._(category) : article.article_category}
                      </Text>
                    </span>
                  </Link>
                </li>
              );
            })}
          </Stack>
        ) : (
          <Text c="dimmed">{i18n._(emptyMessages.articles)}</Text>
        )}
      </section>
    </SimpleGrid>
  );
}
