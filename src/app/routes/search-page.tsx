import { Trans } from '@lingui/react/macro';
import { Container, Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ProductList } from '@/features/catalogue/routes/product-list/product-list';
import { HighlightedText } from '@/features/search/components/highlighted-text';
import { SearchOtherResults } from '@/features/search/components/search-other-results';
import { FromDeviceNotice, NoSearchTerm, SearchPageHeader } from '@/features/search/components/search-page-parts';

/**
 * /search/{slug}: every matching product, dealer and article; the URL is the search, so it can be shared
 * (decision 010). The products are the catalogue's filterable list with the term fixed: narrowed by the
 * results' categories, then by the chosen category's specifications, as on its own page
 * (docs/decisions/140-search-and-reads-at-scale.md) — composed here because the page spans two features
 * (docs/decisions/200-code-structure.md).
 */
export default function SearchPage() {
  const { slug = '' } = useParams();
  const query = slug.trim();
  const renderName = useCallback((name: string) => <HighlightedText text={name} term={query} />, [query]);
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <SearchPageHeader query={query} />
        {query ? (
          <>
            <FromDeviceNotice query={query} />
            <section aria-labelledby="search-products">
              <Title order={2} id="search-products" mb="sm">
                <Trans>Produk</Trans>
              </Title>
              <ProductList search={query} renderName={renderName} cardHeading="h3" />
            </section>
            <SearchOtherResults query={query} />
          </>
        ) : (
          <NoSearchTerm />
        )}
      </Stack>
    </Container>
  );
}
