import type { WebAccessory } from '@/contract/site';
import { useLingui } from '@lingui/react/macro';
import { Burger, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, startTransition, Suspense, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '@/components/icons';
import { subtleIconButton } from '@/components/icon-button';
import { paths } from '@/config/paths';
import { useOnceTrue } from '@/lib/use-once-true';
import { onPageShown, whenIdle } from '@/lib/when-idle';
import classes from './header.module.css';
import tickerClasses from './news-ticker.module.css';
import { PartnerLogos } from './partner-logos';
import { useInstallState } from '@/offline/install-prompt';
import { OfflineMenuIcon } from '../offline/offline-menu-icon';
import { useHeaderData } from './use-header-data';
import { AccountLink } from './account-link';
import { useMediaMatch } from '@/lib/use-media-match';
import { useHydrated } from '@/lib/use-hydrated';
import { dataSaverOn } from '@/lib/data-saver';
import { EARLY_MENU_ID, EARLY_SEARCH_ID, EarlyMenu, EarlySearch, earlyPanelOpen } from './early-panels';

// Menus and dialogs (Floating UI, scroll locking, the search) are not part of the shell's initial JS
// (decision 112): the desktop menus load on desktop screens only, the dialogs the first time they open, and
// both are fetched ahead when the page is idle so a first click does not wait.
// A dialog whose code has not arrived yet does not take a tap: the HTML's own panel answers it (panelButton).
type Dialog = 'menu' | 'desktop-search' | 'mobile-search';
const arrived = new Set<Dialog>();
const arrivalListeners = new Set<() => void>();
const loaded =
  <T,>(name: Dialog, load: () => Promise<T>) =>
  () =>
    load().then((module) => {
      if (!arrived.has(name)) {
        arrived.add(name);
        arrivalListeners.forEach((listener) => listener());
      }
      return module;
    });
const onArrival = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => void arrivalListeners.delete(listener);
};
/** Has the dialog's code arrived? False on the server and while hydrating, as the server's markup says. */
const useArrived = (name: Dialog) =>
  useSyncExternalStore(
    onArrival,
    () => arrived.has(name),
    () => false,
  );
const loadDesktopNav = () => import('./desktop-nav');
const loadMobileMenu = loaded('menu', () => import('./mobile-menu'));
const loadDesktopSearch = loaded('desktop-search', () => import('@/features/search/components/desktop-search'));
const loadMobileSearch = loaded('mobile-search', () => import('@/features/search/components/mobile-search'));
const DesktopNav = lazy(() => loadDesktopNav().then((m) => ({ default: m.DesktopNav })));
const LanguageMenu = lazy(() => loadDesktopNav().then((m) => ({ default: m.LanguageMenu })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const DesktopSearch = lazy(() => loadDesktopSearch().then((m) => ({ default: m.DesktopSearch })));
const MobileSearch = lazy(() => loadMobileSearch().then((m) => ({ default: m.MobileSearch })));

// The rotating promo bar hydrates as soon as its code is there, after the page
// (docs/decisions/112-start-up-and-the-shell.md): the server's HTML shows it meanwhile; a
// page the browser renders itself keeps its height until it shows.
const NewsTicker = lazy(() => import('./news-ticker').then((m) => ({ default: m.NewsTicker })));
// Shown only when there is something to show, and neither in the shell's initial JS (decision 112): the install
// button while the browser offers installation, the outbox badge once the page is on screen (src/main.tsx
// starts the outbox then).
const InstallButton = lazy(() => import('../offline/install-section').then((m) => ({ default: m.InstallButton })));
const OutboxIndicator = lazy(() => import('../offline/outbox-indicator').then((m) => ({ default: m.OutboxIndicator })));

const DESKTOP = '(min-width: 62em)'; // Mantine's `md`, where visibleFrom="md" starts

/**
 * A header button that opens the HTML's own popover panel before the app runs (a search box, the menu:
 * `early-panels.tsx`, docs/decisions/113-first-screen.md) and the app's dialog once it does and the dialog's code
 * has arrived: until then the panel answers at once rather than nothing showing while the code loads. A panel
 * the visitor opened before is left to the browser: this tap closes it.
 */
function panelButton(panelId: string, dialogArrived: boolean, act: () => void) {
  return {
    type: 'button',
    popoverTarget: panelId,
    // Says what a tap opens: the app's dialog once its code is here.
    'aria-haspopup': dialogArrived ? 'dialog' : undefined,
    onClick: (event: MouseEvent) => {
      if (earlyPanelOpen(panelId) || !dialogArrived) return;
      event.preventDefault();
      act();
    },
  } as const;
}

/**
 * The site's own logo: the web accessory `header_logo` as the studio keeps it (docs/studio.md "Web accessories"),
 * the built-in mark until its data is there or without one. Shown in the same 112×32 box whatever its proportions.
 */
export function headerLogo(accessories: readonly WebAccessory[]): string {
  return accessories.find((a) => a.key === 'header_logo' && a.placement === 'header' && a.media_url)?.media_url ?? '/denka-logo.svg';
}

// The header's pure parts (the early panels, partner logos, account link) are memoised: the header renders
// again, urgently, as its state changes after hydrating (each dialog's code arriving, the install offer, the
// page shown), and the phone menu's panel alone took ~36 ms of a 4× slowed CPU each time.
export function Header() {
  const { t } = useLingui();
  const { brands, newsticker, newstickerPending, accessories } = useHeaderData();
  // Read at once (not after a first phone-sized render): desktop visitors neither fetch the phone menus nor
  // see the menu bar pop in. Except while hydrating a page the server rendered (phone-sized, as the server
  // cannot know the screen): then the first render matches it and the screen is read right after (decision 113).
  const desktop = useMediaMatch(DESKTOP);
  const [menuOpened, menu] = useDisclosure(false);
  const [desktopSearchOpened, desktopSearch] = useDisclosure(false);
  const [mobileSearchOpened, mobileSearch] = useDisclosure(false);
  const mobileMenuMounted = useOnceTrue(menuOpened);
  const desktopSearchMounted = useOnceTrue(desktopSearchOpened);
  const mobileSearchMounted = useOnceTrue(mobileSearchOpened);
  const canInstall = useInstallState().canPrompt;
  // Before hydrating, the browser itself says whether the menu's popover is open.
  const hydrated = useHydrated();
  const menuArrived = useArrived('menu');
  const desktopSearchArrived = useArrived('desktop-search');
  const mobileSearchArrived = useArrived('mobile-search');
  const [pageShown, setPageShown] = useState(false);
  // A transition: it lands with every deferred section's own, which React would otherwise render in one task.
  useEffect(() => onPageShown(() => startTransition(() => setPageShown(true))), []);

  useEffect(() => {
    // One dialog per idle period: starting both at once added their dozens of module preloads and stylesheets
    // in one task (~60 ms on a 4× slowed CPU), then restyled the page for their CSS.
    const loads = desktop ? [loadDesktopSearch] : [loadMobileMenu, loadMobileSearch];
    const next = () =>
      whenIdle(() => {
        if (dataSaverOn()) return; // nothing fetched ahead (src/lib/data-saver.ts): a tap opens the HTML's own panel
        const load = loads.shift();
        if (!load) return;
        void load()
          .catch(() => undefined) // a failed prefetch retries on use
          .then(next);
      });
    next();
  }, [desktop]);

  return (
    <header className={classes.header}>
      <Suspense fallback={newstickerPending || newsticker.length > 0 ? <div className={tickerClasses.ticker} aria-hidden="true" /> : null}>
        <NewsTicker items={newsticker} pending={newstickerPending} />
      </Suspense>
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" h="100%">
          <Link to={paths.home.getHref()} className={classes.logo} aria-label={t`Denka, ke beranda`}>
            <img src={headerLogo(accessories)} alt="" width={112} height={32} className={classes.logoImage} />
          </Link>
          <Suspense fallback={null}>{desktop ? <DesktopNav brands={brands} label={t`Menu utama`} /> : null}</Suspense>
          {/* The desktop menus are the app's: without scripts, a wide screen has the menu page (decision 113). */}
          <noscript>
            <Link to={paths.menu.getHref()} className={`${classes.navButton} mantine-visible-from-md`}>
              {t`Menu`}
            </Link>
          </noscript>
          <Group gap="xs" wrap="nowrap">
            <PartnerLogos brands={brands} accessories={accessories} />
            <Suspense fallback={null}>{pageShown ? <OutboxIndicator /> : null}</Suspense>
            <AccountLink />
            {/* Before the app runs they open the HTML's own panels; once it does, its dialogs (decision 113). */}
            <UnstyledButton
              {...panelButton(EARLY_SEARCH_ID, desktopSearchArrived, desktopSearch.open)}
              className={subtleIconButton}
              aria-label={t`Buka pencarian`}
              visibleFrom="md"
            >
              <SearchIcon />
            </UnstyledButton>
            <UnstyledButton
              {...panelButton(EARLY_SEARCH_ID, mobileSearchArrived, mobileSearch.open)}
              className={subtleIconButton}
              aria-label={t`Buka pencarian seluler`}
              hiddenFrom="md"
            >
              <SearchIcon />
            </UnstyledButton>
            <OfflineMenuIcon visibleFrom="md" />
            <Group visibleFrom="md">
              <Suspense fallback={null}>{canInstall ? <InstallButton /> : null}</Suspense>
              <Suspense fallback={null}>{desktop ? <LanguageMenu /> : null}</Suspense>
            </Group>
            {/* Mantine's Burger draws its lines in a <div>, which a <button> may not hold: the same look, in a <span>. */}
            <UnstyledButton
              {...panelButton(EARLY_MENU_ID, menuArrived, menu.toggle)}
              className={Burger.classes.root}
              hiddenFrom="md"
              aria-label={menuOpened ? t`Tutup menu` : t`Buka menu`}
              aria-expanded={hydrated ? menuOpened : undefined}
            >
              <span className={Burger.classes.burger} data-reduce-motion="true" data-opened={menuOpened || undefined} />
            </UnstyledButton>
          </Group>
        </Group>
      </Container>
      <EarlySearch />
      <EarlyMenu brands={brands} />
      <Suspense fallback={null}>
        {mobileMenuMounted ? <MobileMenu opened={menuOpened} onClose={menu.close} brands={brands} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {desktopSearchMounted ? <DesktopSearch opened={desktopSearchOpened} onClose={desktopSearch.close} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {mobileSearchMounted ? <MobileSearch opened={mobileSearchOpened} onClose={mobileSearch.close} /> : null}
      </Suspense>
    </header>
  );
}
