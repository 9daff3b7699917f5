import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { config } from '@/lib/config';

// Leaflet with one pin: a click (or tap) on the map puts the pin there and reports the point. Centred on
// the pin, else on Indonesia. Tiles from the same configured source as the public dealer map (decision 025).
const INDONESIA: L.LatLngTuple = [-2.5, 118];

export function PinMap({ lat, lng, onPick }: { lat?: number; lng?: number; onPick: (point: { lat: number; lng: number }) => void }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  useEffect(() => {
    if (!box.current) return;
    const instance = L.map(box.current, {
      center: lat !== undefined && lng !== undefined ? [lat, lng] : INDONESIA,
      zoom: lat !== undefined ? 15 : 5,
    });
    L.tileLayer(config.mapTileUrl, { maxZoom: 19, attribution: '© OpenStreetMap' }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; the pin follows the value below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!map.current || lat === undefined || lng === undefined) return;
    if (!marker.current) marker.current = L.circleMarker([lat, lng], { radius: 9, color: '#0b3d91', fillOpacity: 0.8 }).addTo(map.current);
    else marker.current.setLatLng([lat, lng]);
  }, [lat, lng]);
  return <div ref={box} role="application" aria-label={t`Peta: klik untuk menaruh pin`} style={{ height: 300, borderRadius: 8 }} />;
}
