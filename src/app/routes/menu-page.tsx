import { useLingui } from '@lingui/react/macro';
import { Anchor, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import { chooseLang, LANGS } from '@/lib/i18n';
import {
  allBrandsLabel,
  articleGroup,
  brandGroupLabel,
  companyGroup,
  langLabels,
  serviceGroup,
  topLinks,
  type NavLinkItem,
} from '../header/nav-groups';
import { useHeaderData } from '../header/use-header-data';

type Item = { key: string; label: string; href: string };

function Section({ id, label, items }: { id: string; label: string; items: Item[] }) {
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
  const toItems = (links: NavLinkItem[]) => links.map((l) => ({ key: l.routeKey, label: i18n._(l.label), href: l.href }));
  const sections = [
    { id: 'company', label: i18n._(companyGroup.label), items: toItems(companyGroup.links) },
    {
      id: 'brand',
      label: i18n._(brandGroupLabel),
      items: [
        { key: 'brands', label: i18n._(allBrandsLabel), href: paths.brands.getHref() },
        ...brands.map((b) => ({ key: b.slug, label: b.name, href: paths.brand.getHref({ slug: b.slug }) })),
      ],
    },
    { id: 'article', label: i18n._(articleGroup.label), items: toItems(articleGroup.links) },
    { id: 'service', label: i18n._(serviceGroup.label), items: toItems(serviceGroup.links) },
    { id: 'more', label: t`Lainnya`, items: toItems(topLinks) },
  ];
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
