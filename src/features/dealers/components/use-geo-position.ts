import { useCallback, useState } from 'react';
import type { LatLng } from '@/lib/geo';

export type GeoState =
  { status: 'idle' | 'pending' | 'denied' | 'unavailable'; position?: undefined } | { status: 'granted'; position: LatLng };

/** The visitor's position, asked only when they choose "nearest first" (decision 025). */
export function useGeoPosition() {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const request = useCallback((onGranted?: (position: LatLng) => void) => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'pending' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        setState({ status: 'granted', position });
        onGranted?.(position);
      },
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { ...state, request };
}
