import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Checkbox, Container, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import type { ComparisonRow, ProductSummary } from '@/contract/catalogue';
import { rowDiffers } from '@/contract/compare';
import { ApiError } from '@/lib/api-client';
import { formatRupiah } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { parseCompareSlugs, useComparison, type DeviceComparison } from '../api/get-comparison';
import { ProductPrice } from '../components/product-price';
import { usePageMeta } from '../lib/use-page-meta';
import { useAttributeText } from '../routes/product-info/tab-content';
import { compareHref } from './compare-href';
import { removeCompared } from './compare-store';
import classes from './compare-page.module.css';

/**
 * `/bandingkan?produk=a,b,c` (docs/decisions/010-public-pages.md): up to four products side by side — price,
 * the compared attributes of their categories (the common ones across categories), differences marked, "only
 * differences", each product's "Beli di Dealer", and the comparison shared as text on WhatsApp. Rendered by
 * the server; offline it is built from the saved product pages (docs/decisions/101-save-for-offline.md).
 */
export default function ComparePage() {
  const [search] = useSearchParams();
  const { slugs, dropped } = parseCompareSlugs(search.get('produk'));
  const comparison = useComparison(slugs);
  const { t } = useLingui();
  usePageMeta(comparison.data ? t`Bandingkan ${comparison.data.products.map((p) => p.name).join(' vs ')}` : undefined, undefined);

  const heading = (
    <PageHeading>
      <Trans>Bandingkan Produk</Trans>
    </PageHeading>
  );
  if (slugs.length === 0) {
    return (
      <Container size="xl" py="xl">
        {heading}
        <EmptyState title={<Trans>Belum ada produk untuk dibandingkan</Trans>}>
          <Trans>
            Tekan «Bandingkan» pada produk yang ingin Anda bandingkan (hingga empat), lalu buka perbandingan dari baki di bawah layar.
          </Trans>{' '}
          <Anchor component={Link} to={paths.productCategories.getHref()} size="sm">
            <Trans>Lihat kategori produk</Trans>
          </Anchor>
        </EmptyState>
      </Container>
    );
  }
  if (comparison.error instanceof ApiError && comparison.error.status === 404) {
    return (
      <NotFoundState
        title={<Trans>Produk yang dibandingkan tidak ditemukan</Trans>}
        back={{ to: paths.productCategories.getHref(), label: <Trans>Lihat kategori produk</Trans> }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      {heading}
      {dropped > 0 && (
        <Alert color="yellow" variant="light" mb="md" role="status">
          <Trans>Hanya empat produk pertama yang sah dibandingkan; sisanya diabaikan.</Trans>
        </Alert>
      )}
      {comparison.data ? (
        <ComparisonView comparison={comparison.data} />
      ) : comparison.isError ? (
        <LoadError onRetry={() => void comparison.refetch()} retrying={comparison.isFetching} />
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={28} width={240} />
          <Skeleton height={320} />
        </Stack>
      )}
    </Container>
  );
}

function ComparisonView({ comparison }: { comparison: DeviceComparison }) {
  const { t } = useLingui();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const navigate = useNavigate();
  const text = useAttributeText();
  const { products, rows } = comparison;
  const priceRow = { values: products.map((p) => p.price) };
  const priceDiffers = rowDiffers(priceRow);
  const differing = rows.filter(rowDiffers);
  const shown = onlyDifferences ? differing : rows;
  const valueText = (row: ComparisonRow, index: number) => {
    const value = row.values[index];
    return value === null || value === undefined ? null : text({ key: row.key, label: row.label, type: row.type, unit: row.unit, value });
  };
  const share = useShareText(products, differing.length ? differing : rows, valueText);

  return (
    <Stack gap="md">
      {comparison.fromDevice && (
        <Group gap="xs" wrap="nowrap" role="status" data-testid="compare-from-device">
          <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
            <Trans>Offline</Trans>
          </Badge>
          <Text size="sm">
            <Trans>Perbandingan dari data tersimpan di perangkat ini.</Trans>
          </Text>
        </Group>
      )}
      <Group justify="space-between" gap="sm">
        <Checkbox
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
          label={<Trans>Tampilkan hanya perbedaan</Trans>}
          data-testid="only-differences"
        />
        <Button component="a" href={share} target="_blank" rel="noopener noreferrer" variant="default" data-testid="compare-share-whatsapp">
          <Trans>Bagikan lewat WhatsApp</Trans>
          <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {rows.length === 0 ? (
          <Trans>Produk-produk ini tidak punya spesifikasi yang sama untuk dibandingkan.</Trans>
        ) : (
          <Trans>
            {differing.length} dari {rows.length} spesifikasi berbeda, ditandai warna kuning.
          </Trans>
        )}
      </Text>
      <div className={classes.scroller} tabIndex={0} role="region" aria-label={t`Tabel perbandingan`}>
        <table className={classes.table} data-testid="compare-table">
          <caption>
            <VisuallyHidden>{t`Perbandingan ${products.map((p) => p.name).join(', ')}`}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th scope="col" key={product.slug} data-testid="compare-product">
                  <Stack gap={6}>
                    <img
                      src={product.image_base.url}
                      srcSet={product.image_base.srcset}
                      sizes="10rem"
                      alt=""
                      className={classes.productImage}
                    />
                    <Text size="xs" c="dimmed">
                      {product.brand.name}
                    </Text>
                    <Anchor component={Link} to={paths.productInfo.getHref({ slug: product.slug })} fw={600} size="sm">
                      {product.name}
                    </Anchor>
                    <Button
                      component={Link}
                      to={`${paths.authorizedStore.getHref()}?brand=${encodeURIComponent(product.brand.slug)}`}
                      size="xs"
                      data-testid="compare-buy-dealer"
                      aria-label={t`Beli di Dealer ${product.name}`}
                    >
                      <Trans>Beli di Dealer</Trans>
                    </Button>
                    {products.length > 1 && (
                      <Anchor
                        component={Link}
                        size="xs"
                        aria-label={t`Hapus dari perbandingan ${product.name}`}
                        to={compareHref(products.filter((p) => p.slug !== product.slug).map((p) => p.slug))}
                        onClick={(event) => {
                          event.preventDefault();
                          removeCompared(product.slug);
                          void navigate(compareHref(products.filter((p) => p.slug !== product.slug).map((p) => p.slug)), { replace: true });
                        }}
                      >
                        <Trans>Hapus dari perbandingan</Trans>
                      </Anchor>
                    )}
                  </Stack>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(!onlyDifferences || priceDiffers) && (
              <tr className={priceDiffers ? classes.differs : undefined} data-differs={priceDiffers} data-row="price">
                <th scope="row">
                  <Trans>Harga</Trans>
                  {priceDiffers && <DiffersMark />}
                </th>
                {products.map((product) => (
                  <td key={product.slug}>
                    <ProductPrice price={product.price} size="sm" />
                  </td>
                ))}
              </tr>
            )}
            {shown.map((row) => {
              const differs = rowDiffers(row);
              return (
                <tr key={row.key} className={differs ? classes.differs : undefined} data-differs={differs} data-row={row.key}>
                  <th scope="row">
                    {row.label}
                    {differs && <DiffersMark />}
                  </th>
                  {products.map((product, index) => (
                    <td key={product.slug}>
                      {valueText(row, index) ?? (
                        <>
                          <span aria-hidden="true">—</span>
                          <VisuallyHidden>{t`tidak ada data`}</VisuallyHidden>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

/** "Berbeda" beside a row's name: the tint's meaning, also for those who cannot see it. */
function DiffersMark() {
  return (
    <Badge size="xs" color="yellow.9" variant="light" ml={6} style={{ verticalAlign: 'middle' }}>
      <Trans>Berbeda</Trans>
    </Badge>
  );
}

/** The wa.me link: the products and their prices, then the rows that differ (or all of them), then the page's address. */
function useShareText(
  products: readonly ProductSummary[],
  rows: readonly ComparisonRow[],
  valueText: (row: ComparisonRow, index: number) => string | null,
): string {
  const { t } = useLingui();
  // The browser's address once hydrated (the server's render has none; decision 113).
  const hydrated = useHydrated();
  const url = hydrated ? `${window.location.origin}${compareHref(products.map((p) => p.slug))}` : '';
  const lines = [
    t`Perbandingan produk di Denka:`,
    ...products.map((p) => `• ${p.name}: ${p.price === null ? t`Harga hubungi dealer` : formatRupiah(p.price)}`),
    '',
    ...rows.slice(0, 12).map((row) => `${row.label}: ${products.map((_, i) => valueText(row, i) ?? '—').join(' | ')}`),
    '',
    url,
  ];
  return `https://wa.me/?text=${encodeURIComponent(lines.join('\n').trim())}`;
}
