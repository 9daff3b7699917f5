import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { HeartIcon } from '@/components/icons';
import classes from './save-toggle.module.css';
import { toggleSaved, useSavedProducts, type ProductSnapshot } from './product-lists';

type Props = {
  product: ProductSnapshot;
  /** On a product card: a heart alone in the image's corner, above the card's stretched link. */
  onCard?: boolean;
} & Pick<ButtonProps, 'size' | 'mt'>;

/**
 * "Simpan" / "Tersimpan" with a heart: puts the product in the saved list on the device, or takes it out (a toggle
 * button, `aria-pressed`; its name stays "Simpan …" in both states). No account needed (/tersimpan).
 */
export function SaveToggle({ product, size = 'xs', onCard = false, ...props }: Props) {
  const { t } = useLingui();
  const saved = useSavedProducts();
  const pressed = saved.some((item) => item.slug === product.slug);
  if (onCard) {
    return (
      <ActionIcon
        size="lg"
        radius="xl"
        variant="default"
        className={classes.onCard}
        data-pressed={pressed || undefined}
        aria-pressed={pressed}
        aria-label={t`Simpan ${product.name}`}
        title={pressed ? t`Tersimpan` : t`Simpan`}
        data-testid="save-toggle"
        onClick={() => toggleSaved(product)}
      >
        <HeartIcon size={20} filled={pressed} />
      </ActionIcon>
    );
  }
  return (
    <Button
      {...props}
      size={size}
      variant={pressed ? 'light' : 'default'}
      color={pressed ? 'red.9' : undefined}
      aria-pressed={pressed}
      aria-label={t`Simpan ${product.name}`}
      data-testid="save-toggle"
      leftSection={<HeartIcon size={16} filled={pressed} />}
      onClick={() => toggleSaved(product)}
    >
      {pressed ? <Trans>Tersimpan</Trans> : <Trans>Simpan</Trans>}
    </Button>
  );
}
