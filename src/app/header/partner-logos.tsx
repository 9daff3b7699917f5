import { Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Brand } from '../../contract/catalogue';
import type { WebAccessory } from '../../contract/site';
import { paths } from '../../config/paths';
import classes from './header.module.css';

// The three partner brands whose logos light up on hover (spec §1).
export const PARTNER_SLUGS = ['insta360', 'hollyland', 'saramonic'] as const;

type PartnerLogosProps = { brands: Brand[]; accessories: WebAccessory[] };

export function PartnerLogos({ brands, accessories }: PartnerLogosProps) {
  const partners = PARTNER_SLUGS.flatMap((slug) => {
    const brand = brands.find((b) => b.slug === slug);
    if (!brand) return [];
    // A site asset keyed hover-logo-{slug} overrides the brand's own logo.
    const logo = accessories.find((a) => a.key === `hover-logo-${slug}`)?.media_url ?? brand.image_url;
    return [{ slug, name: brand.name, logo }];
  });
  if (partners.length === 0) return null;
  return (
    <Group gap="md" visibleFrom="lg" wrap="nowrap" className={classes.partners}>
      {partners.map((p) => (
        <Link key={p.slug} to={paths.brand.getHref({ slug: p.slug })} className={classes.partner}>
          {p.logo ? <img src={p.logo} alt={p.name} className={classes.partnerLogo} /> : p.name}
        </Link>
      ))}
    </Group>
  );
}
