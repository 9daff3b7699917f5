import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Skeleton } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBrand } from '../api/get-brand';
import { NotFoundState } from '@/components/not-found-state';
import { usePageMeta } from '../lib/use-page-meta';
import { ProductList } from './product-list/product-list';

/** `/brand/all/{slug}`: every product of the brand, with the list's filters. */
export default function BrandAllPage() {
  const { slug = '' } = useParams();
  const brand = useBrand(slug);
  const { t } = useLingui();
  const name = brand.data?.name;
  usePageMeta(name ? t`Semua produk ${name}` : undefined, brand.data?.meta_description);
  if (brand.error instanceof ApiError && brand.error.status === 404) {
    return (
      <NotFoundState
        title={<Trans>Merek tidak ditemukan</Trans>}
        back={{ to: paths.brands.getHref(), label: <Trans>Lihat semua merek</Trans> }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      <Anchor component={Link} to={paths.brand.getHref({ slug })} size="sm">
        ← {name ?? <Trans>Merek</Trans>}
      </Anchor>
      <PageHeading mt="xs">
        {name ? (
          <Trans>Semua produk {name}</Trans>
        ) : brand.isPending ? (
          <Skeleton height={36} width={260} component="span" display="inline-block" />
        ) : (
          <Trans>Semua produk</Trans>
        )}
      </PageHeading>
      <ProductList brand={slug} />
    </Container>
  );
}
