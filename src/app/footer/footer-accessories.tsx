import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { WebAccessory } from '@/contract/site';
import { useWebAccessories } from '@/features/site/api/get-web-accessories';
import classes from './footer.module.css';

/** The footer's logos and badges: the web accessories placed in the footer, in their order (docs/product.md §2.10). */
export function footerAccessories(accessories: WebAccessory[]): WebAccessory[] {
  return accessories.filter((a) => a.placement === 'footer' && a.media_url);
}

/**
 * Edited in the studio (docs/studio.md "Web accessories"), which lets a link be a path of this site (an
 * in-app link) or an https address (a new tab); a row without a link is a picture only.
 */
export function FooterAccessories() {
  const { t } = useLingui();
  const { data } = useWebAccessories();
  const items = footerAccessories(data ?? []);
  if (items.length === 0) return null;
  return (
    <Group justify="center" gap="lg" mt="xl" data-testid="footer-accessories">
      {items.map((item) => {
        const picture = <img src={item.media_url!} alt={item.title} height={40} className={classes.accessory} loading="lazy" />;
        const url = item.url ?? '';
        if (url.startsWith('/') && !url.startsWith('//'))
          return (
            <Anchor key={item.id} component={Link} to={url}>
              {picture}
            </Anchor>
          );
        // Anything else the studio would not have stored is shown as a picture only.
        if (!url.startsWith('https://')) return <span key={item.id}>{picture}</span>;
        return (
          <Anchor key={item.id} href={url} target="_blank" rel="noopener">
            {picture}
            <VisuallyHidden> {t`(membuka tab baru)`}</VisuallyHidden>
          </Anchor>
        );
      })}
    </Group>
  );
}
