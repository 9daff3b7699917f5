import { Trans } from '@lingui/react/macro';
import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/responsive-image';
import { paths } from '@/config/paths';
import classes from '@/components/link-card.module.css';
import { CompareToggle } from '../compare/compare-toggle';
import { SaveToggle } from '../saved/save-toggle';
import { useMyDevice } from '../my-device/my-device';
import type { ProductSnapshot } from '../saved/product-lists';
import { ProductPrice } from './product-price';

/** What a card shows: a list's product summary, or a snapshot kept on the device (/tersimpan). */
type Props = {
  product: ProductSnapshot;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** How the name is written (search results mark the term in it); the name as it is by default. */
  renderName?: ((name: string) => ReactNode) | undefined;
};

// Cards are 2 across on phones, up to 4 on desktop.
const SIZES = '(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw';

export function ProductCard({ product, priority = false, headingLevel = 'h3', renderName }: Props) {
  // "Perangkat saya": what fits the visitor's device says so (src/features/catalogue/my-device/my-device.ts).
  const device = useMyDevice();
  const fits = device?.fitting.includes(product.slug) ?? false;
  return (
    <Card withBorder padding="sm" component="article" data-testid="product-card" h="100%" className={classes.card}>
      <Card.Section>
        <ResponsiveImage
          image={product.image_base}
          alt={product.image_base.alt ?? product.name}
          sizes={SIZES}
          priority={priority}
          fit="contain"
        />
      </Card.Section>
      <Text size="xs" c="dimmed" mt="sm" data-testid="product-brand">
        {product.brand.name}
      </Text>
      <Text component={headingLevel} fw={600} size="sm" lineClamp={2} m={0}>
        <Link to={paths.productInfo.getHref({ slug: product.slug })} className={classes.link}>
          {renderName ? renderName(product.name) : product.name}
        </Link>
      </Text>
      {fits ? (
        <Text size="xs" fw={600} c="teal.9" mt={4} data-testid="fits-my-device">
          <Trans>✓ Cocok untuk {device!.name}</Trans>
        </Text>
      ) : null}
      <ProductPrice price={product.price} size="sm" mt="auto" pt="xs" />
      <CompareToggle product={product} onCard mt="xs" />
      {/* In the image's corner, after the card's link and "Bandingkan" in the tab order. */}
      <SaveToggle product={product} onCard />
    </Card>
  );
}
