import { useLingui } from '@lingui/react';
import { Group, Menu, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import type { Brand } from '@/contract/catalogue';
import { BrandMenuItems } from './brand-menu-items';
import classes from './header.module.css';
import { MegaMenu } from './mega-menu';

export { LanguageMenu } from './language-menu'; // desktop only as well: one lazy chunk for both
import { articleGroup, brandGroupLabel, companyGroup, serviceGroup, topLinks, type NavGroup } from './nav-groups';

function GroupMenu({ group }: { group: NavGroup }) {
  const { i18n } = useLingui();
  return (
    <MegaMenu label={i18n._(group.label)}>
      {group.links.map((item) => (
        <Menu.Item key={item.routeKey} component={Link} to={item.href} className={classes.megaItem}>
          <Text component="span" fw={700} size="sm" display="block">
            {i18n._(item.label)}
          </Text>
          <Text component="span" size="xs" c="dimmed" display="block" mt={2}>
            {i18n._(item.description)}
          </Text>
        </Menu.Item>
      ))}
    </MegaMenu>
  );
}

export function DesktopNav({ brands, label }: { brands: Brand[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <Group component="nav" aria-label={label} gap={4} visibleFrom="md" wrap="nowrap">
      <GroupMenu group={companyGroup} />
      <MegaMenu label={i18n._(brandGroupLabel)} wide>
        <BrandMenuItems brands={brands} />
      </MegaMenu>
      <GroupMenu group={serviceGroup} />
      <GroupMenu group={articleGroup} />
      {topLinks.map((item) => (
        <NavLink key={item.routeKey} to={item.href} className={classes.navButton}>
          {i18n._(item.label)}
        </NavLink>
      ))}
    </Group>
  );
}
