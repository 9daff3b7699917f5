import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useSearchResults } from '../api/get-search-results';
import { DeviceResultsNotice } from './device-results-notice';
import { SearchInput } from './search-input';

// The search feature's parts of /search/{slug} (composed with the catalogue's product list in
// src/app/routes/search-page.tsx, docs/decisions/200-code-structure.md).

/** The page's heading, the term, and the search box to refine it (a new term is a new /search/{term}). */
export function SearchPageHeader({ query }: { query: string }) {
  return (
    <>
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
    </>
  );
}

function RefineSearch({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  return <SearchInput term={term} loading={false} onChange={setTerm} onSubmit={(q) => void navigate(paths.search.getHref({ slug: q }))} />;
}

/** Shown when the page was searched on the device (the server was out of reach). */
export function FromDeviceNotice({ query }: { query: string }) {
  const results = useSearchResults(query);
  return results.data?.fromDevice ? <DeviceResultsNotice /> : null;
}

export function NoSearchTerm() {
  return (
    <Text>
      <Trans>Ketik kata kunci untuk mulai mencari.</Trans>
    </Text>
  );
}
