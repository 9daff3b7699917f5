import { memo } from 'react';
import { Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Brand } from '@/contract/catalogue';
import type { WebAccessory } from '@/contract/site';
import { paths } from '@/config/paths';
import classes from './header.module.css';

// The three partner brands whose logos light up on hover (docs/product.md §1).
export const PARTNER_SLUGS = ['insta360', 'hollyland', 'saramonic'] as const;

type Partner = { slug: string; name: string; logo: string | null; hoverLogo: string | null };
type PartnerLogosProps = { brands: Brand[]; accessories: WebAccessory[] };

/** Web accessory `header_partner_{slug}` (grey logo + colour hover logo), else the brand's own logo. */
export function partnersFrom(brands: Brand[], accessories: WebAccessory[]): Partner[] {
  return PARTNER_SLUGS.flatMap((slug) => {
    const asset = accessories.find((a) => a.key === `header_partner_${slug}`);
    const brand = brands.find((b) => b.slug === slug);
    if (!asset && !brand) return [];
    return [
      {
        slug,
        name: brand?.name ?? asset?.title ?? slug,
        logo: asset?.media_url ?? brand?.image_url ?? null,
        hoverLogo: asset?.hover_media_url ?? null,
      },
    ];
  });
}

export const PartnerLogos = memo(function PartnerLogos({ brands, accessories }: PartnerLogosProps) {
  const partners = partnersFrom(brands, accessories);
  if (partners.length === 0) return null;
  return (
    <Group gap="md" visibleFrom="lg" wrap="nowrap" className={classes.partners}>
      {partners.map((p) => (
        <Link key={p.slug} to={paths.brand.getHref({ slug: p.slug })} className={classes.partner}>
          {p.logo ? (
            <>
              <img src={p.logo} alt={p.name} className={p.hoverLogo ? classes.partnerLogo : `${classes.partnerLogo} ${classes.greyed}`} />
              {p.hoverLogo ? <img src={p.hoverLogo} alt="" className={classes.partnerHover} loading="lazy" /> : null}
            </>
          ) : (
            p.name
          )}
        </Link>
      ))}
    </Group>
  );
});
