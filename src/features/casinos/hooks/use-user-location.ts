import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getCurrentPosition } from '@/lib/geo';
import { casinoKeys } from '../api/casino-keys';

export const LOCATION_PROMPT_DISMISSED_KEY = 'slotplay.casinos.locationPromptDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(LOCATION_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

async function locate() {
  try {
    return await getCurrentPosition();
  } catch (error) {
    // Geolocation errors are only logged (spec part 1 §8 Location).
    console.error('Geolocation failed', error);
    throw error;
  }
}

/**
 * The user's position for the casino list: asked for on request (or at once when the browser already
 * granted it), kept for the rest of the visit; the prompt's dismissal is remembered in local storage.
 */
export function useUserLocation() {
  const [requested, setRequested] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const query = useQuery({
    queryKey: casinoKeys.location,
    queryFn: locate,
    enabled: requested,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    let active = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (active && status.state === 'granted') setRequested(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const request = useCallback(() => {
    if (requested) void query.refetch();
    else setRequested(true);
  }, [requested, query]);

  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(LOCATION_PROMPT_DISMISSED_KEY, 'true');
    } catch {
      // Storage unavailable (private mode): the prompt is hidden for this visit only.
    }
  }, []);

  return {
    position: query.data ?? null,
    locating: query.isFetching,
    showPrompt: !dismissed && !query.data,
    request,
    dismiss,
  };
}
