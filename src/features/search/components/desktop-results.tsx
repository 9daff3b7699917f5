import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack, Text } from '@mantine/core';
import type { MouseEvent, Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SearchResults } from '../api/get-search-results';
import { DeviceResultsNotice } from './device-results-notice';
import { ResultGroup } from './result-group';
import { ArticleResult, DealerResult, ProductResult } from './result-items';
import classes from './search.module.css';
import { emptyMessages, groupTitles } from './search-messages';

export const DESKTOP_PRODUCT_PREVIEW = 3; // docs/product.md §2: "Lihat semua" above 3 products

type Props = {
  results: SearchResults;
  term: string;
  panelRef: Ref<HTMLDivElement>;
  onOpenProduct: (event: MouseEvent, href: string) => void;
  onLeave: () => void;
};

/** The desktop results panel: count line, products, dealers, articles (docs/product.md §2). */
export function DesktopResults({ results, term, panelRef, onOpenProduct, onLeave }: Props) {
  const { t } = useLingui();
  const { products, dealers, articles } = results;
  // The true total (products holds the best 21 of them): the count line and the /search page agree.
  const n = results.products_total;
  const viewAll = paths.search.getHref({ slug: term });
  return (
    <div ref={panelRef} className={classes.results} role="region" aria-label={t`Hasil pencarian`}>
      <Stack gap="sm">
        {results.fromDevice && <DeviceResultsNotice />}
        <Text size="sm" fw={600} aria-live="polite">
          <Trans>
            {n} produk ditemukan untuk "{term}"
          </Trans>
        </Text>
        <ResultGroup
          id="desktop-search-products"
          title={groupTitles.products}
          empty={emptyMessages.products}
          count={n}
          footer={
            products.length > DESKTOP_PRODUCT_PREVIEW && (
              <Button component={Link} to={viewAll} onClick={onLeave} variant="light" size="xs">
                {t`Lihat semua ${term} produk`}
              </Button>
            )
          }
        >
          {products.slice(0, DESKTOP_PRODUCT_PREVIEW).map((product, i) => (
            <ProductResult key={product.id} product={product} term={term} index={i} onOpen={onOpenProduct} />
          ))}
        </ResultGroup>
        <Divider />
        <ResultGroup id="desktop-search-dealers" title={groupTitles.dealers} empty={emptyMessages.dealers} count={dealers.length}>
          {dealers.map((dealer, i) => (
            <DealerResult key={dealer.id} dealer={dealer} term={term} index={i} />
          ))}
        </ResultGroup>
        <Divider />
        <ResultGroup id="desktop-search-articles" title={groupTitles.articles} empty={emptyMessages.articles} count={articles.length}>
          {articles.map((article, i) => (
            <ArticleResult key={article.id} article={article} term={term} index={i} onOpen={onLeave} />
          ))}
        </ResultGroup>
      </Stack>
    </div>
  );
}
