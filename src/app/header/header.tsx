import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { DesktopNav } from './desktop-nav';
import classes from './header.module.css';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { NewsTicker } from './news-ticker';
import { DesktopSearch } from '../../features/search/components/desktop-search';
import { MobileSearch } from '../../features/search/components/mobile-search';
import { PartnerLogos } from './partner-logos';
import { InstallButton } from '../../offline/components/install-section';
import { OfflineMenuButton } from '../../offline/components/offline-menu-button';
import { OutboxIndicator } from '../../offline/components/outbox-indicator';
import { useHeaderData } from './use-header-data';

export function Header() {
  const { t } = useLingui();
  const { brands, newsticker, accessories } = useHeaderData();
  const [menuOpened, menu] = useDisclosure(false);
  const [desktopSearchOpened, desktopSearch] = useDisclosure(false);
  const [mobileSearchOpened, mobileSearch] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <NewsTicker items={newsticker} />
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" h="100%">
          <Link to={paths.home.getHref()} className={classes.logo} aria-label={t`Denka, ke beranda`}>
            <img src="/denka-logo.svg" alt="" width={112} height={32} />
          </Link>
          <DesktopNav brands={brands} label={t`Menu utama`} />
          <Group gap="xs" wrap="nowrap">
            <PartnerLogos brands={brands} accessories={accessories} />
            <OutboxIndicator />
            <ActionIcon variant="subtle" size="lg" aria-label={t`Buka pencarian`} onClick={desktopSearch.open} visibleFrom="md">
              <SearchIcon />
            </ActionIcon>
            <ActionIcon variant="subtle" size="lg" aria-label={t`Buka pencarian seluler`} onClick={mobileSearch.open} hiddenFrom="md">
              <SearchIcon />
            </ActionIcon>
            <OfflineMenuButton variant="icon" visibleFrom="md" />
            <Group visibleFrom="md">
              <InstallButton />
              <LanguageMenu />
            </Group>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="md"
              aria-label={menuOpened ? t`Tutup menu` : t`Buka menu`}
              aria-expanded={menuOpened}
            />
          </Group>
        </Group>
      </Container>
      <MobileMenu opened={menuOpened} onClose={menu.close} brands={brands} />
      <DesktopSearch opened={desktopSearchOpened} onClose={desktopSearch.close} />
      <MobileSearch opened={mobileSearchOpened} onClose={mobileSearch.close} />
    </header>
  );
}
