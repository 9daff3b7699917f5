import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, ComboboxChevron, Group, Input, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHolidays } from '@/api/get-holidays';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { OpeningHoursLines } from '@/components/opening-hours';
import { StockLine } from '@/components/stock-line';
import type { ProductDetail } from '@/contract/catalogue';
import type { ProductDealer } from '@/contract/dealers';
import { nearestOpenFirst } from '@/contract/stock';
import { directionsHref, whatsappHref } from '@/lib/contact-links';
import { formatDistance } from '@/lib/geo';
import { useNow } from '@/lib/use-now';
import type CitySelectType from './city-select';
import { useNearestDealers, useStoreCityChoices, type DealerOrigin } from '@/features/catalogue/api/get-product-dealers';

type Locating = 'idle' | 'asking' | 'denied';

/**
 * "Tersedia di dealer terdekat" (docs/decisions/025-dealer-finders.md): the three nearest dealers that list the
 * product, those open now first (their hours and the holiday calendar, in each store's zone, on the device), with
 * their stock and a WhatsApp message naming the product. From the visitor's position (asked for only when
 * chosen, used at once when already granted, never stored) or a chosen city; offline from the saved copy.
 */
export function NearestDealers({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const [origin, setOrigin] = useState<DealerOrigin | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [city, setCity] = useState<string | null>(null);
  const [citiesWanted, setCitiesWanted] = useState(false);
  const cities = useStoreCityChoices(citiesWanted);

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setCity(null);
        setOrigin({ lat: coords.latitude, lng: coords.longitude });
        setLocating('idle');
      },
      () => setLocating('denied'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  // A position already granted to the site is used at once; otherwise it waits for the visitor's choice.
  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (!cancelled && status.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const cityOptions = (cities.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Stack gap="sm" component="section" aria-labelledby="nearest-dealers-title" data-testid="nearest-dealers">
      <Title order={2} size="h3" id="nearest-dealers-title">
        <Trans>Tersedia di dealer terdekat</Trans>
      </Title>
      <Group gap="sm" align="flex-end">
        <Button variant="light" onClick={locate} loading={locating === 'asking'}>
          <Trans>Gunakan lokasi saya</Trans>
        </Button>
        <CityPicker
          label={t`Pilih kota`}
          placeholder={t`atau pilih kota`}
          data={cityOptions}
          value={city}
          onWanted={() => setCitiesWanted(true)}
          nothingFoundMessage={cities.isFetching ? t`Memuat…` : t`Kota tidak ditemukan`}
          onChange={(value) => {
            setCity(value);
            if (value) setOrigin({ city_id: value });
          }}
        />
      </Group>
      {locating === 'denied' ? (
        <Text size="sm" c="red.8" role="status">
          <Trans>Lokasi tidak tersedia; pilih kota Anda.</Trans>
        </Text>
      ) : null}
      {origin === null ? (
        <Text size="sm" c="dimmed">
          <Trans>Bagikan lokasi atau pilih kota untuk melihat tiga dealer terdekat yang menjual produk ini, beserta stoknya.</Trans>
        </Text>
      ) : (
        <NearestList product={product} origin={origin} />
      )}
    </Stack>
  );
}

type CitySelectComponent = typeof CitySelectType;

type CityPickerProps = {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  nothingFoundMessage: string;
  /** The visitor reached for the field: time to read the cities. */
  onWanted: () => void;
  onChange: (value: string | null) => void;
};

/**
 * "atau pilih kota": until the visitor reaches for it, a plain input drawn as the Select's own (same wrapper,
 * chevron and size), so the product page neither downloads nor hydrates the combobox (decision 113). Focus,
 * a tap or a key loads the Select (its own chunk, the cities' read starting at the same moment), which then
 * replaces the field in one commit, takes the focus, opens (as the Select itself does on focus), and keeps what
 * was typed meanwhile. A failed load leaves the field, and the next focus tries again.
 */
function CityPicker({ label, placeholder, data, value, nothingFoundMessage, onWanted, onChange }: CityPickerProps) {
  const [loaded, setLoaded] = useState<{ CitySelect: CitySelectComponent; typed: string } | null>(null);
  const requested = useRef(false);
  const typed = useRef('');
  const want = () => {
    if (requested.current) return;
    requested.current = true;
    onWanted();
    import('./city-select').then(
      (module) => setLoaded({ CitySelect: module.default, typed: typed.current }),
      () => {
        requested.current = false;
      },
    );
  };
  if (!loaded)
    return (
      <Input
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        w={{ base: '100%', xs: 260 }}
        rightSection={<ComboboxChevron />}
        rightSectionPointerEvents="none"
        onFocus={want}
        onPointerDown={want}
        onChange={(event) => {
          typed.current = event.currentTarget.value;
          want();
        }}
      />
    );
  const { CitySelect } = loaded;
  return (
    <CitySelect
      aria-label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      autoFocus
      defaultDropdownOpened
      initialSearch={loaded.typed}
      nothingFoundMessage={nothingFoundMessage}
      onChange={onChange}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

/** The list for one origin: its read exists only once there is an origin (none in the server's render). */
function NearestList({ product, origin }: { product: ProductDetail; origin: DealerOrigin }) {
  const { t } = useLingui();
  const nearest = useNearestDealers({ slug: product.slug, brand: product.brand.slug }, origin);
  const holidays = useHolidays();
  const now = useNow();
  const shown = useMemo(
    () => (nearest.data ? nearestOpenFirst(nearest.data.dealers, holidays, now) : undefined),
    [nearest.data, holidays, now],
  );
  return nearest.isPending ? (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={120} />
      ))}
    </Stack>
  ) : nearest.isError ? (
    <Text size="sm" c="red.8" role="status">
      <Trans>Dealer terdekat tidak dapat dimuat; dealer untuk produk ini belum tersimpan di perangkat.</Trans>
    </Text>
  ) : shown && shown.length > 0 ? (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Dealer terdekat yang menjual ${product.name}`}>
      {shown.map((dealer) => (
        <NearestDealerCard
          key={dealer.id}
          dealer={dealer}
          open={dealer.open}
          productName={product.name}
          staleDays={nearest.data!.stale_after_days}
          now={now}
        />
      ))}
    </Stack>
  ) : (
    <EmptyState title={<Trans>Belum ada dealer yang mencantumkan produk ini.</Trans>}>
      <Trans>Lihat tab “Beli di Dealer” untuk semua dealer resmi {product.brand.name}.</Trans>
    </EmptyState>
  );
}

type CardProps = { dealer: ProductDealer; open: boolean; productName: string; staleDays: number; now: number };

function NearestDealerCard({ dealer, open, productName, staleDays, now }: CardProps) {
  const { t, i18n } = useLingui();
  const message = t`Halo ${dealer.name}, apakah ${productName} tersedia di toko Anda?`;
  const directions = directionsHref(dealer);
  return (
    <Paper withBorder p="sm" component="li" data-testid="nearest-dealer" data-open={open} data-store-id={dealer.id}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.dealerDetail.getHref({ slug: dealer.slug })} fw={600} c="inherit" underline="always">
          {dealer.name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDistance(dealer.distance_km, i18n.locale)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {[dealer.address, dealer.city?.name].filter(Boolean).join(' · ')}
      </Text>
      <StockLine stock={dealer.stock} asOf={dealer.as_of} staleDays={staleDays} now={now} />
      {dealer.hours ? <OpeningHoursLines hours={dealer.hours} provinceId={dealer.province?.id} compact /> : null}
      <Group gap="xs" mt={6}>
        {dealer.whatsapp ? (
          <Button
            component="a"
            size="xs"
            color="#075e54"
            href={`${whatsappHref(dealer.whatsapp)}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Tanya ${dealer.name} lewat WhatsApp`}
            data-testid="dealer-whatsapp"
          >
            <Trans>Tanya lewat WhatsApp</Trans>
          </Button>
        ) : null}
        {directions ? (
          <Button
            component="a"
            size="xs"
            variant="light"
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Petunjuk arah ke ${dealer.name}`}
          >
            <Trans>Petunjuk arah</Trans>
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
