import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductSnapshot } from '../saved/product-lists';
import { ProductCard } from './product-card';

const COLS = { base: 2, sm: 3, md: 4 };
type Cols = typeof COLS | Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/** `cols`: columns per breakpoint (two on phones, always); a list beside its filters has fewer on wide screens. */
type Props = {
  products: readonly ProductSnapshot[];
  headingLevel?: 'h2' | 'h3';
  priorityCount?: number;
  cols?: Cols;
  /** How a card writes the product's name (search results mark the term). */
  renderName?: ((name: string) => ReactNode) | undefined;
};

export function ProductGrid({ products, headingLevel, priorityCount = 0, cols = COLS, renderName }: Props) {
  return (
    <SimpleGrid cols={cols} spacing="md" data-testid="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.slug}
          product={product}
          headingLevel={headingLevel}
          priority={index < priorityCount}
          renderName={renderName}
        />
      ))}
    </SimpleGrid>
  );
}

/** The grid's shape while it loads: square image plus three text lines per card. */
export function ProductGridSkeleton({ count = 8, cols = COLS }: { count?: number; cols?: Cols }) {
  return (
    <SimpleGrid cols={cols} spacing="md" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} />
          <Skeleton height={10} mt="sm" width="40%" />
          <Skeleton height={14} mt="xs" />
          <Skeleton height={14} mt="xs" width="60%" />
        </div>
      ))}
    </SimpleGrid>
  );
}
