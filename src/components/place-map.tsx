import 'leaflet/dist/leaflet.css';
import './place-map.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Stack } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { config } from '@/lib/config';
import { dataSaverOn } from '@/lib/data-saver';

// Clustering of docs/product.md §9: radius 60, max zoom 16. Markers are DOM elements (divIcon), no image assets.
const CLUSTER_RADIUS = 60;
const CLUSTER_MAX_ZOOM = 16;
const INDONESIA: L.LatLngTuple = [-2.5, 118];

/** A dealer or service centre on the map. */
export type MapPlace = { id: number; name: string; lat: number | null; lng: number | null };

type Props = {
  places: readonly MapPlace[];
  height: number;
  /** A marker was chosen (the finder shows that dealer's card below the map). */
  onSelect?: ((id: number) => void) | undefined;
  /** The place whose page this is: its marker stands out. */
  currentId?: number | undefined;
  /** The map region's accessible name. */
  label?: string | undefined;
};
type DealerPoint = { dealerId: number; name: string };

function buildIndex(dealers: readonly MapPlace[]) {
  const index = new Supercluster<DealerPoint>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    dealers.flatMap((dealer) =>
      dealer.lat !== null && dealer.lng !== null
        ? [
            {
              type: 'Feature' as const,
              properties: { dealerId: dealer.id, name: dealer.name },
              geometry: { type: 'Point' as const, coordinates: [dealer.lng, dealer.lat] },
            },
          ]
        : [],
    ),
  );
  return index;
}

/**
 * Leaflet map of dealers or service centres, clustered with supercluster; a cluster zooms in, a marker calls
 * `onSelect`. Loaded lazily (its own chunk) by the finders and the dealer and service-centre pages (decision 025).
 */
export default function PlaceMap({ places: dealers, height, onSelect, currentId, label }: Props) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(() => !navigator.onLine);
  // In the data-saving mode the base map's tiles load only when asked (src/lib/data-saver.ts); the markers
  // need no download and show at once.
  const [tilesWanted, setTilesWanted] = useState(() => !dataSaverOn());
  // Read inside the effect only; a language change reloads the page (docs/product.md §1).
  const labels = useRef({ cluster: (n: number) => t`${n} dealer, perbesar` });

  useEffect(() => {
    if (!container.current) return undefined;
    const map = L.map(container.current, { center: INDONESIA, zoom: 4, zoomControl: true });
    if (tilesWanted) {
      const tiles = L.tileLayer(config.mapTileUrl, {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      }).addTo(map);
      tiles.on('tileerror', () => setTilesFailed(true));
      tiles.on('tileload', () => setTilesFailed(false));
    }
    const layer = L.layerGroup().addTo(map);
    const index = buildIndex(dealers);

    const render = () => {
      layer.clearLayers();
      const b = map.getBounds();
      const zoom = Math.round(map.getZoom());
      for (const feature of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const count = props.point_count;
          const size = count < 10 ? 34 : count < 50 ? 42 : 50;
          const marker = L.marker([lat, lng], {
            title: labels.current.cluster(count),
            alt: labels.current.cluster(count),
            icon: L.divIcon({ className: 'dealer-cluster', html: `<span>${count}</span>`, iconSize: [size, size] }),
          });
          marker.on('click', () => {
            const target = Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1);
            map.setView([lat, lng], target);
          });
          layer.addLayer(marker);
        } else {
          const { dealerId, name } = props as DealerPoint;
          const marker = L.marker([lat, lng], {
            title: name,
            alt: name,
            icon: L.divIcon({
              className: dealerId === currentId ? 'dealer-marker dealer-marker-current' : 'dealer-marker',
              html: '',
              iconSize: dealerId === currentId ? [28, 28] : [22, 22],
            }),
          });
          marker.on('click', () => onSelect?.(dealerId));
          layer.addLayer(marker);
        }
      }
    };

    const points = dealers.filter((d) => d.lat !== null && d.lng !== null).map((d) => [d.lat, d.lng] as L.LatLngTuple);
    if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
    map.on('moveend', render);
    render();
    return () => {
      map.remove();
    };
  }, [dealers, onSelect, currentId, tilesWanted]);

  return (
    <Stack gap="xs">
      {tilesWanted ? null : (
        <Button variant="light" onClick={() => setTilesWanted(true)} data-testid="map-tiles-ask" style={{ alignSelf: 'flex-start' }}>
          <Trans>Tampilkan peta dasar (hemat data aktif)</Trans>
        </Button>
      )}
      {tilesFailed && tilesWanted ? (
        <Alert color="yellow" variant="light" role="status" data-testid="map-tiles-offline">
          <Trans>Peta dasar tidak dapat dimuat tanpa koneksi internet. Penanda dealer dan daftar di bawah tetap bisa digunakan.</Trans>
        </Alert>
      ) : null}
      <Box
        ref={container}
        h={height}
        role="region"
        aria-label={label ?? t`Peta dealer`}
        data-testid="dealer-map"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', zIndex: 0 }}
      />
    </Stack>
  );
}
