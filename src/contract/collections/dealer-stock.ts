import { msg } from '@lingui/core/macro';
import { defineCollection, opt, CATALOGUE } from './fields';

/**
 * A product a dealer lists as carried (docs/decisions/025-dealer-finders.md): its stock state, optional, and
 * when the dealer stated it. One row per dealer and product; a CSV row without an id updates the row of its
 * dealer and product (`uniqueBy`). The product page shows stock older than STOCK_STALE_DAYS as unknown.
 */
export const dealerStock = defineCollection({
  key: 'dealer-stock',
  label: msg`Stok dealer`,
  roles: CATALOGUE,
  titleField: 'store_id',
  uniqueBy: ['store_id', 'product_id'],
  fields: [
    { name: 'store_id', kind: 'reference', collection: 'dealers', by: 'id', required: true, label: msg`Dealer` },
    { name: 'product_id', kind: 'reference', collection: 'products', by: 'id', required: true, label: msg`Produk` },
    {
      name: 'stock',
      kind: 'select',
      label: msg`Stok (kosong = tidak disebut)`,
      options: [opt('ada', msg`Ada`), opt('terbatas', msg`Terbatas`), opt('pesan_dulu', msg`Pesan dulu`)],
    },
    { name: 'as_of', kind: 'datetime', required: true, label: msg`Per tanggal` },
  ],
});
