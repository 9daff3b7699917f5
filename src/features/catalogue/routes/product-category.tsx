import { Trans } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Container, Skeleton, Text } from '@mantine/core';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useCategories } from '@/api/get-categories';
import { NotFoundState } from '@/components/not-found-state';
import { usePageMeta } from '../lib/use-page-meta';
import { ProductList } from './product-list/product-list';
import '@mantine/core/styles/Breadcrumbs.css';

/** `/product-category/{slug}`: the category's products with price, brand, sort and search filters. */
export default function ProductCategoryPage() {
  const { slug = '' } = useParams();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === slug);
  const moved = category ? undefined : categories.data?.find((c) => c.previous_slugs?.includes(slug));
  const location = useLocation();
  usePageMeta(category?.name, category?.meta_description ?? category?.description);

  // An old slug (changed in the studio): the address moves to the category's current one (docs/decisions/250).
  if (moved) return <Navigate replace to={`${paths.productCategory.getHref({ slug: moved.slug })}${location.search}`} />;
  if (categories.data && !category) {
    return (
      <NotFoundState
        title={<Trans>Kategori tidak ditemukan</Trans>}
        back={{ to: paths.productCategories.getHref(), label: <Trans>Lihat semua kategori</Trans> }}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      {/* The landmark is a <nav>: an aria-label on Breadcrumbs' own <div> is not allowed (it has no role). */}
      <nav aria-label="breadcrumb">
        <Breadcrumbs mb="sm">
          <Anchor component={Link} to={paths.productCategories.getHref()} size="sm">
            <Trans>Kategori Produk</Trans>
          </Anchor>
          <Text size="sm">{category?.name ?? slug}</Text>
        </Breadcrumbs>
      </nav>
      <PageHeading>
        {category ? (
          category.name
        ) : categories.isPending ? (
          <Skeleton height={36} width={240} component="span" display="inline-block" />
        ) : (
          slug
        )}
      </PageHeading>
      {category?.description ? (
        <Text c="dimmed" mb="lg" maw={720}>
          {category.description}
        </Text>
      ) : null}
      <ProductList category={slug} />
    </Container>
  );
}
