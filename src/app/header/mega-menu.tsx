import { Menu, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import classes from './header.module.css';

type MegaMenuProps = { label: string; children: ReactNode; wide?: boolean };

/** A desktop menu group: opens on hover, and on click or Enter/Space for keyboard users (docs/product.md §2). */
export function MegaMenu({ label, children, wide = false }: MegaMenuProps) {
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={180} position="bottom-start" offset={4} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navButton}>
          {label}
          <ChevronDownIcon size={16} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={wide ? classes.megaWide : classes.mega}>{children}</Menu.Dropdown>
    </Menu>
  );
}
