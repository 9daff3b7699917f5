import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useSearchProducts } from '../api/get-search-products';
import { useSearchResults } from '../api/get-search-results';
import { DeviceResultsNotice } from '../components/device-results-notice';
import { SearchInput } from '../components/search-input';
import { SearchOtherResults } from '../components/search-other-results';
import { SearchProductGrid } from '../components/search-product-grid';

function RefineSearch({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  return <SearchInput term={term} loading={false} onChange={setTerm} onSubmit={(q) => void navigate(paths.search.getHref({ slug: q }))} />;
}

/** Shown when either part of the page was searched on the device (the server was out of reach). */
function FromDeviceNotice({ query }: { query: string }) {
  const results = useSearchResults(query);
  const products = useSearchProducts(query);
  return results.data?.fromDevice || products.data?.pages[0]?.fromDevice ? <DeviceResultsNotice /> : null;
}

/** /search/{slug}: every matching product, dealer and article; the URL is the search, so it can be shared (decision 010). */
export default function SearchResultsPage() {
  const { slug = '' } = useParams();
  const query = slug.trim();
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <div>
          <PageHeading>
            <Trans>Hasil Pencarian</Trans>
          </PageHeading>
          {query && (
            <Text c="dimmed">
              <Trans>Hasil untuk "{query}"</Trans>
            </Text>
          )}
        </div>
        <RefineSearch key={query} initial={query} />
        {query && <FromDeviceNotice query={query} />}
        {query ? (
          <>
            <SearchProductGrid query={query} />
            <SearchOtherResults query={query} />
          </>
        ) : (
          <Text>
            <Trans>Ketik kata kunci untuk mulai mencari.</Trans>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
