import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import type { ProductSummary } from '@/contract/catalogue';
import { announceTrayFull } from './compare-notice';
import { toggleCompared, useComparedItems } from './compare-store';
import classes from './compare-toggle.module.css';

type Props = {
  product: Pick<ProductSummary, 'slug' | 'name' | 'image_base'>;
  /** On a product card: above the card's stretched link. */
  onCard?: boolean;
} & Pick<ButtonProps, 'size' | 'mt'>;

/**
 * "Bandingkan": puts the product in the compare tray or takes it out (a toggle button, `aria-pressed`). A fifth
 * product is refused and the tray says why (docs/decisions/010-public-pages.md, /bandingkan).
 */
export function CompareToggle({ product, size = 'xs', onCard = false, ...props }: Props) {
  const { t } = useLingui();
  const items = useComparedItems();
  const pressed = items.some((item) => item.slug === product.slug);
  return (
    <Button
      {...props}
      size={size}
      className={onCard ? classes.onCard : undefined}
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      // The visible word first, then which product (one "Bandingkan" per card in a list).
      aria-label={t`Bandingkan ${product.name}`}
      data-testid="compare-toggle"
      onClick={() => {
        if (!toggleCompared({ slug: product.slug, name: product.name, image: product.image_base.url || null })) announceTrayFull();
      }}
    >
      {pressed ? <span aria-hidden="true">✓&nbsp;</span> : null}
      <Trans>Bandingkan</Trans>
    </Button>
  );
}
