import { useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Brand } from '@/contract/catalogue';
import { chooseLang, LANGS } from '@/lib/i18n';
import { InstallSection } from '../offline/install-section';
import { OfflineMenuButton } from '../offline/offline-menu-button';
import classes from './header.module.css';
import { langLabels, menuSections, topMenuItems } from './nav-groups';

type MobileMenuProps = { opened: boolean; onClose: () => void; brands: Brand[] };

function LinkList({ items, onNavigate }: { items: { key: string; label: string; href: string }[]; onNavigate: () => void }) {
  return (
    <Stack gap={4}>
      {items.map((item) => (
        <Anchor key={item.key} component={Link} to={item.href} onClick={onNavigate} className={classes.mobileLink}>
          {item.label}
        </Anchor>
      ))}
    </Stack>
  );
}

/** Full-width panel sliding down from the top; every section toggles on its own (docs/product.md §2, §4). */
export function MobileMenu({ opened, onClose, brands }: MobileMenuProps) {
  const { i18n, t } = useLingui();
  const sections = menuSections(i18n, brands);

  return (
    <Drawer opened={opened} onClose={onClose} position="top" size="100%" title={t`Menu`} hiddenFrom="md">
      <nav aria-label={t`Menu seluler`}>
        <Accordion multiple variant="default" chevronPosition="right">
          {sections.map((section) => (
            <Accordion.Item key={section.id} value={section.id}>
              <Accordion.Control>{section.label}</Accordion.Control>
              <Accordion.Panel>
                <LinkList items={section.items} onNavigate={onClose} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
          <Accordion.Item value="language">
            <Accordion.Control>{t`Bahasa`}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap={4}>
                {LANGS.map((lang) => (
                  <UnstyledButton
                    key={lang}
                    lang={lang}
                    className={classes.mobileLink}
                    aria-current={i18n.locale === lang ? 'true' : undefined}
                    onClick={() => chooseLang(lang)}
                  >
                    {langLabels[lang]}
                  </UnstyledButton>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Stack gap={0} mt="sm">
          <LinkList items={topMenuItems(i18n)} onNavigate={onClose} />
        </Stack>
        <Stack gap="xs" mt="md">
          <OfflineMenuButton onOpen={onClose} />
          <InstallSection />
        </Stack>
      </nav>
    </Drawer>
  );
}
