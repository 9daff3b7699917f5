import '@mantine/core/styles/Tabs.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Tabs } from '@mantine/core';
import type { ComponentType, MouseEvent } from 'react';
import type { ProductDetail } from '@/contract/catalogue';
import { DealerTab } from './dealer-tab';
import { OfflineStoresTab } from './offline-stores-tab';
import { OnlineTab } from './online-tab';
import { ProcurementTab } from './procurement-tab';
import { DescriptionTab, DownloadTab, FaqTab, InBoxTab, SpecsTab, VideoTab } from './tab-content';

type Tab = { value: string; label: MessageDescriptor; Panel: ComponentType<{ product: ProductDetail }> };

// The ten tabs of docs/product.md §2.8, in its order.
const TABS: Tab[] = [
  { value: 'description', label: msg`Deskripsi`, Panel: DescriptionTab },
  { value: 'specification', label: msg`Spesifikasi`, Panel: SpecsTab },
  { value: 'in-the-box', label: msg`Isi Kemasan`, Panel: InBoxTab },
  { value: 'video', label: msg`Video`, Panel: VideoTab },
  { value: 'download', label: msg`Unduh PDF`, Panel: DownloadTab },
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

/** A tab is a link (docs/decisions/113-first-screen.md): the server renders its panel; once hydrated it switches in place. */
const asLink = (value: string) =>
  ({
    component: 'a',
    href: productTabHref(value),
    onClick: (event: MouseEvent) => {
      if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) event.preventDefault();
    },
  }) as object;

type Props = { product: ProductDetail; value?: string; onChange?: (value: string) => void };

/**
 * Only the active panel is mounted, so the dealer lists load when their tab is opened. Controlled when the
 * page passes `value` (its "where to buy" actions open the dealer or online tab).
 */
export function ProductTabs({ product, value, onChange }: Props) {
  const { i18n } = useLingui();
  const controlled =
    value === undefined ? { defaultValue: 'description' } : { value, onChange: (next: string | null) => next && onChange?.(next) };
  return (
    <Tabs {...controlled} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} style={{ whiteSpace: 'nowrap' }} {...asLink(tab.value)}>
            {i18n._(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map(({ value, Panel }) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <Panel product={product} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
