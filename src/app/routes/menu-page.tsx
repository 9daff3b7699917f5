import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import type { Lang } from '@/contract/common';
import { chooseLang, LANGS } from '@/lib/i18n';
import { langLabels, menuSections, topMenuItems, type MenuItem } from '../header/nav-groups';
import { useHeaderData } from '../header/use-header-data';

function Section({ id, label, items }: { id: string; label: string; items: MenuItem[] }) {
  return (
    <nav aria-labelledby={`menu-${id}`}>
      <Title order={2} size="h4" id={`menu-${id}`} mb="xs">
        {label}
      </Title>
      <Stack gap={6}>
        {items.map((item) => (
          <Anchor key={item.key} component={Link} to={item.href}>
            {item.label}
          </Anchor>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * /menu: the header's menu as a page, where the menu button leads before scripts run (or when they never
 * arrive). Once the app runs, the button opens the menu panel in place instead (docs/decisions/113-first-screen.md).
 * The language links are plain `?lang=` links the server renders; with scripts the choice is also kept.
 */
export default function MenuPage() {
  const { i18n, t } = useLingui();
  const { brands } = useHeaderData();
  const sections = [...menuSections(i18n, brands), { id: 'more', label: t`Lainnya`, items: topMenuItems(i18n) }];
  const choose = (lang: Lang) => (event: MouseEvent) => {
    event.preventDefault();
    chooseLang(lang);
  };
  return (
    <Container size="xl" py="xl">
      <PageHeading>{t`Menu`}</PageHeading>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl" verticalSpacing="xl">
        {sections.map((section) => (
          <Section key={section.id} {...section} />
        ))}
        <nav aria-labelledby="menu-language">
          <Title order={2} size="h4" id="menu-language" mb="xs">
            {t`Bahasa`}
          </Title>
          <Stack gap={6}>
            {LANGS.map((lang) => (
              <Anchor
                key={lang}
                href={`?lang=${lang}`}
                lang={lang}
                hrefLang={lang}
                aria-current={i18n.locale === lang ? 'true' : undefined}
                fw={i18n.locale === lang ? 700 : 400}
                onClick={choose(lang)}
              >
                {langLabels[lang]}
              </Anchor>
            ))}
          </Stack>
        </nav>
      </SimpleGrid>
    </Container>
  );
}
