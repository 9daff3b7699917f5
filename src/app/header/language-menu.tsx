import { useLingui } from '@lingui/react/macro';
import { Menu, UnstyledButton } from '@mantine/core';
import { GlobeIcon } from '@/components/icons';
import { chooseLang, LANGS } from '@/lib/i18n';
import classes from './header.module.css';
import { langLabels } from './nav-groups';

/** Globe dropdown, opens on hover (and click/keyboard); choosing saves activeLang and reloads (docs/product.md §1). */
export function LanguageMenu() {
  const { i18n, t } = useLingui();
  const current = i18n.locale === 'en' ? 'en' : 'id';
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={180} position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The name starts with the visible label (WCAG 2.5.3 "label in name"). */}
        <UnstyledButton className={classes.navButton} aria-label={`${langLabels[current]} · ${t`Pilih bahasa`}`}>
          <GlobeIcon />
          {langLabels[current]}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGS.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            aria-current={i18n.locale === lang ? 'true' : undefined}
            fw={i18n.locale === lang ? 700 : 400}
            onClick={() => chooseLang(lang)}
          >
            {langLabels[lang]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
