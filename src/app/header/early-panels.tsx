import { useLingui } from '@lingui/react/macro';
import { memo, type FormEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import type { Brand } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { chooseLang, LANGS } from '@/lib/i18n';
import classes from './early-panels.module.css';
import { langLabels, menuSections, topMenuItems } from './nav-groups';

// The header's search box and phone menu as the HTML's own popovers (docs/decisions/113-first-screen.md): a tap
// on the search icon or the menu button opens them in place as soon as the page shows, before any script has
// arrived or run, and with JavaScript off. Once the app has hydrated, the same buttons open its dialogs instead
// (debounced results, the full menu); a panel opened before that stays as it is until it is closed, and its form
// and links then navigate inside the app. Plain elements, not Mantine inputs: they are on every page and must
// not add to the shell's initial JavaScript.

export const EARLY_SEARCH_ID = 'early-search';
export const EARLY_MENU_ID = 'early-menu';

/** The panel's title and its close button (a popover's own, so it works without scripts), as the app's dialogs have. */
function PanelHead({ id, title, closeLabel }: { id: string; title: string; closeLabel: string }) {
  return (
    <div className={classes.head}>
      <p className={classes.title}>{title}</p>
      <button type="button" popoverTarget={id} popoverTargetAction="hide" className={classes.close} aria-label={closeLabel}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}

type PopoverElement = HTMLElement & { hidePopover?: () => void };

/** Closes a popover panel (browsers without the Popover API never opened it). */
function hide(id: string) {
  const panel = document.getElementById(id) as PopoverElement | null;
  if (panel?.matches(':popover-open')) panel.hidePopover?.();
}

/** Is the panel open (the visitor opened it before the app ran)? Then a tap on its button closes it natively. */
export function earlyPanelOpen(id: string): boolean {
  const panel = document.getElementById(id);
  try {
    return Boolean(panel?.matches(':popover-open'));
  } catch {
    return false; // no Popover API: it never opens
  }
}

/**
 * The search box: a GET form to /search (the server's 303 leads to /search/{q}); once the app runs, a submit
 * goes to the results inside the app.
 */
export const EarlySearch = memo(function EarlySearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    hide(EARLY_SEARCH_ID);
    void navigate(query ? paths.search.getHref({ slug: query }) : paths.searchHome.getHref());
  };
  return (
    <div id={EARLY_SEARCH_ID} popover="auto" className={classes.panel} data-answer="search">
      <PanelHead id={EARLY_SEARCH_ID} title={t`Cari Produk`} closeLabel={t`Tutup pencarian`} />
      <form role="search" action={paths.searchHome.getHref()} method="get" onSubmit={submit} className={classes.search}>
        <SearchIcon size={18} className={classes.searchIcon} />
        <input
          type="search"
          name="q"
          className={classes.input}
          placeholder={t`Cari Produk`}
          aria-label={t`Cari Produk`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        <button type="submit" className={classes.submit}>
          {t`Cari`}
        </button>
      </form>
    </div>
  );
});

/** The phone menu: its sections as disclosures, its links, the language links (`?lang=`, which the server answers). */
export const EarlyMenu = memo(function EarlyMenu({ brands }: { brands: readonly Brand[] }) {
  const { i18n, t } = useLingui();
  const close = () => hide(EARLY_MENU_ID);
  const choose = (lang: Lang) => (event: MouseEvent) => {
    event.preventDefault();
    close();
    chooseLang(lang);
  };
  return (
    <div id={EARLY_MENU_ID} popover="auto" className={`${classes.panel} ${classes.menu}`} data-answer="menu">
      <PanelHead id={EARLY_MENU_ID} title={t`Menu`} closeLabel={t`Tutup menu`} />
      <nav aria-label={t`Menu seluler`}>
        {menuSections(i18n, brands).map((section) => (
          <details key={section.id} className={classes.section}>
            <summary className={classes.summary}>{section.label}</summary>
            <ul className={classes.links}>
              {section.items.map((item) => (
                <li key={item.key}>
                  <Link to={item.href} className={classes.link} onClick={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <ul className={classes.links}>
          {topMenuItems(i18n).map((item) => (
            <li key={item.key}>
              <Link to={item.href} className={`${classes.link} ${classes.top}`} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={classes.langs}>
          <span>{t`Bahasa`}:</span>
          {LANGS.map((lang) => (
            <a
              key={lang}
              href={`?lang=${lang}`}
              lang={lang}
              hrefLang={lang}
              className={classes.lang}
              aria-current={i18n.locale === lang ? 'true' : undefined}
              onClick={choose(lang)}
            >
              {langLabels[lang]}
            </a>
          ))}
        </p>
      </nav>
    </div>
  );
});
