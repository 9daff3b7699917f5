import { useLingui } from '@lingui/react';
import { Menu, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import type { Brand } from '@/contract/catalogue';
import { paths } from '@/config/paths';
import classes from './header.module.css';
import { allBrandsLabel } from './nav-groups';

/** /brands and one /brand/{slug} entry per brand from the server, with its logo (docs/product.md §2). */
export function BrandMenuItems({ brands }: { brands: Brand[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <Menu.Item component={Link} to={paths.brands.getHref()} fw={700}>
        {i18n._(allBrandsLabel)}
      </Menu.Item>
      <Menu.Divider />
      <SimpleGrid cols={3} spacing={4} verticalSpacing={4}>
        {brands.map((brand) => (
          <Menu.Item
            key={brand.slug}
            component={Link}
            to={paths.brand.getHref({ slug: brand.slug })}
            leftSection={brand.image_url ? <img src={brand.image_url} alt="" className={classes.brandLogo} loading="lazy" /> : null}
          >
            {brand.name}
          </Menu.Item>
        ))}
      </SimpleGrid>
    </>
  );
}
