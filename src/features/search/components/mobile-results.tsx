import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { SearchResults } from '../api/get-search-results';
import { DeviceResultsNotice } from './device-results-notice';
import { ResultGroup } from './result-group';
import { ArticleResult, DealerResult, ProductResult } from './result-items';
import { emptyMessages, groupTitles } from './search-messages';

// Mobile preview sizes (docs/product.md §2.7, §9).
export const MOBILE_PREVIEW = { products: 3, dealers: 2, articles: 2 } as const;

type Props = {
  results: SearchResults;
  term: string;
  onOpenProduct: (event: MouseEvent, href: string) => void;
  onViewAll: () => void;
  onLeave: () => void;
};

/** The mobile results preview: 3 products, 2 dealers, 2 articles, each group with a view-all button. */
export function MobileResults({ results, term, onOpenProduct, onViewAll, onLeave }: Props) {
  const { t } = useLingui();
  const { products, dealers, articles } = results;
  const total = products.length + dealers.length + articles.length;
  if (total === 0) {
    return (
      <Stack gap={4} align="center" py="xl" role="status">
        {results.fromDevice && <DeviceResultsNotice />}
        <Text fw={700}>
          <Trans>Tidak ada hasil ditemukan</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Coba gunakan kata kunci yang berbeda</Trans>
        </Text>
      </Stack>
    );
  }
  const viewAll = (label: string) => (
    <Button variant="subtle" size="compact-sm" onClick={onViewAll} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
  const n = articles.length;
  return (
    <Stack gap="md" role="region" aria-label={t`Hasil pencarian`}>
      {results.fromDevice && <DeviceResultsNotice />}
      <ResultGroup
        id="mobile-search-products"
        title={groupTitles.products}
        empty={emptyMessages.products}
        count={products.length}
        footer={viewAll(t`Lihat semua produk`)}
      >
        {products.slice(0, MOBILE_PREVIEW.products).map((product, i) => (
          <ProductResult key={product.id} product={product} term={term} index={i} onOpen={onOpenProduct} />
        ))}
      </ResultGroup>
      <ResultGroup
        id="mobile-search-dealers"
        title={groupTitles.dealers}
        empty={emptyMessages.dealers}
        count={dealers.length}
        footer={viewAll(t`Lihat semua dealer`)}
      >
        {dealers.slice(0, MOBILE_PREVIEW.dealers).map((dealer, i) => (
          <DealerResult key={dealer.id} dealer={dealer} term={term} index={i} />
        ))}
      </ResultGroup>
      <ResultGroup
        id="mobile-search-articles"
        title={groupTitles.articles}
        empty={emptyMessages.articles}
        count={n}
        footer={viewAll(n > MOBILE_PREVIEW.articles ? t`Lihat semua ${n} artikel` : t`Lihat semua artikel`)}
      >
        {articles.slice(0, MOBILE_PREVIEW.articles).map((article, i) => (
          <ArticleResult key={article.id} article={article} term={term} index={i} onOpen={onLeave} />
        ))}
      </ResultGroup>
      <Button fullWidth onClick={onViewAll}>
        {t`Lihat Semua Hasil (${total})`}
      </Button>
    </Stack>
  );
}
