import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Breadcrumbs.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Button, Container, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type MouseEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Link, useParams, useSearchParams } from 'react-router';
import { DeferredSection } from '@/components/deferred-section';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import type { ProductDetail } from '@/contract/catalogue';
import { ApiError } from '@/lib/api-client';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import { useProductPage } from '@/features/catalogue/api/get-product';
import { NotFoundState } from '@/components/not-found-state';
import { ProductPrice } from '@/features/catalogue/components/product-price';
import { usePageMeta } from '@/features/catalogue/lib/use-page-meta';
import { NearestDealers } from './nearest-dealers';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductTabs, productTabFrom, productTabFromHash, productTabHref } from './product-tabs';
import { RelatedProducts } from './related-products';
import { ProductFits } from '../../my-device/product-fits';
import { ShareButton } from './share-button';
import { CompareToggle } from '../../compare/compare-toggle';
import { rememberViewed } from '../../saved/product-lists';
import { RecentlyViewed } from '../../saved/recently-viewed';
import { SaveToggle } from '../../saved/save-toggle';
import { HydrationBoundary, useHydrated, whenHydrated } from '@/lib/use-hydrated';

/** Where the "where to buy" links lead before scripts run: the tabs, scrolled into view. */
const TABS_ID = 'tab-produk';

/** `/product-info/{slug}`: gallery, name, brand, price, the ten tabs, related products, share. */
export default function ProductInfoPage() {
  const { slug = '' } = useParams();
  const product = useProductPage(slug);
  usePageMeta(product.data?.name, product.data?.meta_description ?? product.data?.description);
  // The whole page appears with its data: rendered in short slices, not one long task (decision 112).
  const data = useDeferredArrival(product.data);

  if (data) return <ProductView product={data} />;
  if (product.error instanceof ApiError && product.error.status === 404) {
    return (
      <NotFoundState
        title={<Trans>Produk tidak ditemukan</Trans>}
        back={{ to: paths.productCategories.getHref(), label: <Trans>Lihat kategori produk</Trans> }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      {product.isError ? (
        <>
          <PageHeading>
            <Trans>Info Produk</Trans>
          </PageHeading>
          <LoadError onRetry={() => void product.refetch()} retrying={product.isFetching} />
        </>
      ) : (
        <Grid gap="xl" aria-busy="true">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton style={{ aspectRatio: '1 / 1' }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={14} width={100} />
            <Skeleton height={36} mt="sm" />
            <Skeleton height={24} mt="md" width={160} />
            <Skeleton height={60} mt="md" />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  // The browser's URL, once hydrated (the server's render has none; decision 113).
  const url = useHydrated() ? window.location.href : '';
  const tabs = useRef<TabsHandle>(null);
  // "Terakhir dilihat" (on the device, /tersimpan): this product goes first in the history.
  useEffect(() => rememberViewed(product), [product]);
  // "Where to buy", beside the price: opens the dealer or marketplace tab and brings it into view.
  const whereToBuy = (event: MouseEvent, value: 'dealer' | 'online') => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab: the link's own page
    event.preventDefault();
    tabs.current?.open(value);
  };
  return (
    <Container size="xl" py="xl">
      <ProductJsonLd product={product} />
      {/* The landmark is a <nav>: an aria-label on Breadcrumbs' own <div> is not allowed (it has no role). */}
      <nav aria-label="breadcrumb">
        <Breadcrumbs mb="md">
          <Anchor component={Link} to={paths.productCategories.getHref()} size="sm">
            <Trans>Kategori Produk</Trans>
          </Anchor>
          <Anchor component={Link} to={paths.productCategory.getHref({ slug: product.category.slug })} size="sm">
            {product.category.name}
          </Anchor>
        </Breadcrumbs>
      </nav>
      {/* Hydrated in parts, each with its own commit (docs/decisions/113-first-screen.md). */}
      <HydrationBoundary>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ProductGallery images={product.images.length > 0 ? product.images : [product.image_base]} name={product.name} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Anchor component={Link} to={paths.brand.getHref({ slug: product.brand.slug })} fw={600} data-testid="product-brand-link">
                {product.brand.name}
              </Anchor>
              <PageHeading mb={0}>{product.name}</PageHeading>
              <ProductPrice price={product.price} size="xl" />
              <Text>{product.description}</Text>
              <Group gap="sm" data-testid="where-to-buy">
                <Button component="a" href={`${productTabHref('dealer')}#${TABS_ID}`} onClick={(event) => whereToBuy(event, 'dealer')}>
                  <Trans>Beli di Dealer</Trans>
                </Button>
                <Button
                  component="a"
                  href={`${productTabHref('online')}#${TABS_ID}`}
                  variant="light"
                  onClick={(event) => whereToBuy(event, 'online')}
                >
                  <Trans>Beli Online</Trans>
                </Button>
                <ShareButton title={product.name} url={url} />
                <CompareToggle product={product} size="sm" />
                <SaveToggle product={product} size="sm" />
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </HydrationBoundary>
      <Stack gap={48} mt="xl">
        <HydrationBoundary>
          <NearestDealers product={product} />
        </HydrationBoundary>
        <ProductTabsSection product={product} ref={tabs} />
        <HydrationBoundary>
          <ProductFits product={product} />
        </HydrationBoundary>
        {/* Below the fold: its read starts once the product is on screen, and cannot interrupt its render. */}
        <DeferredSection>
          <RelatedProducts product={product} />
        </DeferredSection>
        {/* From the device only: nothing in the server's render, nothing while this is the first product seen. */}
        <RecentlyViewed exclude={product.slug} limit={8} />
      </Stack>
    </Container>
  );
}

type TabsHandle = { open: (value: 'dealer' | 'online') => void };

/**
 * The tabs and the open tab's state. The open tab is in the URL (`?tab=`), so the server renders it and a tab works
 * as a link before scripts run (docs/decisions/113-first-screen.md). Switching in place replaces the URL without a
 * navigation (no new page view, no scroll, no history entry per tab) and re-renders this section only: the state
 * lives here, not in the page, so a tap does not render the gallery, the dealers and the related products again.
 */
function ProductTabsSection({ product, ref }: { product: ProductDetail; ref: Ref<TabsHandle> }) {
  const [searchParams] = useSearchParams();
  const [tab, showTab] = useState(() => productTabFrom(searchParams.get('tab')));
  const box = useRef<HTMLDivElement>(null);
  const setTab = useCallback((value: string) => {
    showTab(value);
    const next = new URL(window.location.href);
    if (value === 'description') next.searchParams.delete('tab');
    else next.searchParams.set('tab', value);
    if (productTabFromHash(next.hash)) next.hash = '';
    window.history.replaceState(window.history.state, '', next);
  }, []);
  // The app takes the tabs over once the page has hydrated (an update to a part still hydrating would render it
  // again). A tab opened in place before that (its panel's `#…`, product-tabs.tsx) stays open: it becomes the
  // open tab in the same commit that ends the CSS which showed it (`inApp`), so no frame shows another.
  const [inApp, setInApp] = useState(false);
  useEffect(() => {
    let inEffect = true;
    whenHydrated(() => {
      const takeOver = () => {
        const early = productTabFromHash(window.location.hash);
        if (early) setTab(early);
        setInApp(true);
      };
      if (inEffect) takeOver();
      else flushSync(takeOver);
    });
    inEffect = false;
  }, [setTab]);
  useImperativeHandle(
    ref,
    () => ({
      open: (value) => {
        setTab(value);
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
        box.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
      },
    }),
    [setTab],
  );
  return (
    <div ref={box} id={TABS_ID} style={{ scrollMarginTop: 'calc(var(--denka-header-height, 64px) + 8px)' }}>
      <HydrationBoundary>
        <ProductTabs product={product} value={tab} onChange={setTab} inApp={inApp} />
      </HydrationBoundary>
    </div>
  );
}
