import { msg } from '@lingui/core/macro';
import { getHolidaysQueryOptions } from '@/api/get-holidays';
import type { Dealer } from '@/contract/dealers';
import { eachLimited, type OfflineDataset } from '@/offline/offline-datasets';
import { getDealersQueryOptions } from '../api/get-dealers';
import { getStoreCitiesQueryOptions } from '../api/get-store-cities';
import { getStoreProvincesQueryOptions } from '../api/get-store-provinces';
import { dealerKeys } from '../api/query-keys';

// Dealers and their regions for "Simpan untuk offline" (decision 101): both store lists the finder
// filters on the device, the holiday calendar its open-now reads, and the province → city pickers.

export const dealersDataset: OfflineDataset = {
  id: 'dealers',
  label: msg`Dealer resmi`,
  async save(ctx) {
    ctx.progress(0, 2);
    const offline = await ctx.fetch(getDealersQueryOptions('offline_store', ctx.lang));
    ctx.progress(1, 2);
    const online = await ctx.fetch(getDealersQueryOptions('online_store', ctx.lang));
    // The holiday calendar: "open now" is computed on the device, offline too.
    await ctx.fetch(getHolidaysQueryOptions(ctx.lang));
    ctx.progress(2, 2);
    return offline.length + online.length;
  },
  searchable(client, lang) {
    const dealers = client.getQueryData<Dealer[]>(dealerKeys.list(lang, 'offline_store')) ?? [];
    return {
      dealers: dealers.map((d) => ({
        id: d.id,
        name: d.name,
        address: d.address,
        phone_primary: d.phone_primary,
        city: d.city?.name ?? null,
      })),
    };
  },
};

export const regionsDataset: OfflineDataset = {
  id: 'regions',
  label: msg`Provinsi dan kota`,
  async save(ctx) {
    const provinces = await ctx.fetch(getStoreProvincesQueryOptions(ctx.lang));
    let done = 0;
    ctx.progress(done, provinces.length);
    await eachLimited(provinces, 4, async (province) => {
      await ctx.fetch(getStoreCitiesQueryOptions(String(province.id), ctx.lang));
      ctx.progress(++done, provinces.length);
    });
    return provinces.length;
  },
};
