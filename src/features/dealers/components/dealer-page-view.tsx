import { Trans, useLingui } from '@lingui/react/macro';
import { DealerProductsCarried } from '@/components/dealer-products-carried';
import { NearbyPlaces, PlacePage } from '@/components/place-page';
import { paths } from '@/config/paths';
import type { DealerPage } from '@/contract/dealers';

type Props = {
  page: DealerPage;
  /** The app layout (/authorized-store-app/{slug}): larger tap targets, links stay in the app layout. */
  app?: boolean;
};

export const dealerHref = (slug: string, app = false) =>
  app ? paths.authorizedStoreDetailApp.getHref({ slug }) : paths.dealerDetail.getHref({ slug });

/** One offline dealer's page (/dealer/{slug}): address, hours with open now, contact, brands, map, nearest dealers. */
export function DealerPageView({ page, app = false }: Props) {
  const { t } = useLingui();
  const { dealer, nearby } = page;
  return (
    <PlacePage
      place={{
        id: dealer.id,
        name: dealer.name,
        address: dealer.address,
        region: [dealer.city?.name, dealer.province?.name].filter(Boolean).join(', '),
        provinceId: dealer.province?.id,
        phone: dealer.phone_primary,
        whatsapp: dealer.whatsapp,
        lat: dealer.lat,
        lng: dealer.lng,
        hours: dealer.hours,
        hoursNote: dealer.opening_hours,
        brands: dealer.brands,
      }}
      kind={t`Dealer resmi`}
      brandsTitle={t`Merek yang dijual`}
      back={{
        to: app ? paths.authorizedStoreApp.getHref() : paths.authorizedStore.getHref(),
        label: <Trans>← Semua dealer</Trans>,
      }}
      nearby={nearby}
      large={app}
    >
      {/* "Produk yang tersedia": what this dealer lists, with its stock; nothing when it lists none. */}
      <DealerProductsCarried storeId={dealer.id} />
      <NearbyPlaces
        title={t`Dealer terdekat lainnya`}
        places={nearby.map((other) => ({
          id: other.id,
          name: other.name,
          href: dealerHref(other.slug, app),
          address: other.address,
          distance_km: other.distance_km,
          hours: other.hours,
          provinceId: other.province?.id,
        }))}
      />
    </PlacePage>
  );
}
