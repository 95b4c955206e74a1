import { useCallback, useState } from 'react';
import type { Coordinates } from '../api/get-nearby-casinos';

/** Geolocation options of the spec (§9): high accuracy, 10 s time-out. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000 };

/** The browser position on request; failures are only logged (spec §8 Location). */
export function useGeolocation() {
  const [coords, setCoords] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(false);

  const request = useCallback(() => {
    if (!('geolocation' in navigator)) {
      console.error('Geolocation is not supported by this browser');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setCoords({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setLocating(false);
      },
      (error) => {
        console.error('Error getting location:', error.message);
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  return { coords, locating, request };
}
