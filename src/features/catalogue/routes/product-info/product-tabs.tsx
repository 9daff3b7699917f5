import '@mantine/core/styles/Tabs.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Tabs } from '@mantine/core';
import type { ComponentType, MouseEvent } from 'react';
import type { ProductDetail } from '@/contract/catalogue';
import { DealerTab } from './dealer-tab';
import classes from './product-tabs.module.css';
import { OfflineStoresTab } from './offline-stores-tab';
import { OnlineTab } from './online-tab';
import { ProcurementTab } from './procurement-tab';
import { DescriptionTab, DownloadTab, FaqTab, InBoxTab, SpecsTab, VideoTab } from './tab-content';

/** `inPage`: the panel needs no read of its own, so every page carries it (hidden) and its tab switches in place. */
type Tab = { value: string; label: MessageDescriptor; Panel: ComponentType<{ product: ProductDetail }>; inPage?: true };

// The ten tabs of docs/product.md §2.8, in its order.
const TABS: Tab[] = [
  { value: 'description', label: msg`Deskripsi`, Panel: DescriptionTab, inPage: true },
  { value: 'specification', label: msg`Spesifikasi`, Panel: SpecsTab, inPage: true },
  { value: 'in-the-box', label: msg`Isi Kemasan`, Panel: InBoxTab, inPage: true },
  { value: 'video', label: msg`Video`, Panel: VideoTab },
  { value: 'download', label: msg`Unduh PDF`, Panel: DownloadTab, inPage: true },
  { value: 'faq', label: msg`FAQ`, Panel: FaqTab },
  { value: 'online', label: msg`Beli Online`, Panel: OnlineTab },
  { value: 'dealer', label: msg`Beli di Dealer`, Panel: DealerTab },
  { value: 'offline-stores', label: msg`Toko Offline`, Panel: OfflineStoresTab },
  { value: 'procurement', label: msg`Ajukan Pengadaan`, Panel: ProcurementTab },
];

/** The tab a `?tab=` names, when it names one: the URL of each tab, so a tab works as a link before scripts run. */
export function productTabFrom(value: string | null): string {
  return TABS.some((tab) => tab.value === value) ? value! : 'description';
}

/** A tab's own URL (on the page's path): `?tab=…`, none for the first. */
export const productTabHref = (value: string) => (value === 'description' ? '?' : `?tab=${value}`);

/** The tabs' id, and so their panels' (`product-tabs-panel-<value>`, Mantine's). */
const TABS_ID = 'product-tabs';
const panelId = (value: string) => `${TABS_ID}-panel-${value}`;

/** The tab a panel anchor (`#product-tabs-panel-<value>`) names, when it names a tab whose panel is in the page. */
export function productTabFromHash(hash: string): string | undefined {
  return TABS.find((tab) => tab.inPage && `#${panelId(tab.value)}` === hash)?.value;
}

/**
 * A tab is a link (docs/decisions/113-first-screen.md). To a panel in the page (`#…`), which CSS shows before
 * the app runs (product-tabs.module.css); to the tab's URL otherwise, which the server renders. Once hydrated,
 * a tab switches in place.
 */
const asLink = (tab: Tab) =>
  ({
    component: 'a',
    href: tab.inPage ? `#${panelId(tab.value)}` : productTabHref(tab.value),
    onClick: (event: MouseEvent) => {
      if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) event.preventDefault();
    },
  }) as object;

type Props = { product: ProductDetail; value?: string; onChange?: (value: string) => void; inApp?: boolean };

/**
 * The panels that need a read (the dealer lists, the videos) are mounted only while open, so they load when their
 * tab is opened; the others are always in the page, hidden while closed. Controlled when the page passes `value`
 * (its "where to buy" actions open the dealer or online tab).
 */
export function ProductTabs({ product, value, onChange, inApp = true }: Props) {
  const { i18n } = useLingui();
  const controlled =
    value === undefined ? { defaultValue: 'description' } : { value, onChange: (next: string | null) => next && onChange?.(next) };
  return (
    <Tabs
      {...controlled}
      id={TABS_ID}
      keepMounted={false}
      keepMountedMode="display-none"
      className={classes.tabs}
      data-app={inApp || undefined}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }} {...asLink(tab)}>
            {i18n._(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel, inPage }) => (
        <Tabs.Panel key={value} value={value} pt="md" keepMounted={inPage} className={classes.panel}>
          <Panel product={product} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
