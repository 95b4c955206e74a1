import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getCurrentPosition, type LatLng } from '@/lib/geo';

/** The prompt's "Not Now" / dismissal, remembered on the device (spec: Find Casinos keeps it in local storage). */
export const LOCATION_PROMPT_DISMISSED_KEY = 'slotplay.casinos.locationPromptDismissed';
/** The answer for this browser session: the position once shared, or that it was refused. */
export const LOCATION_ANSWER_KEY = 'slotplay.location';

export const locationKey = ['location'] as const;

type Answer = { status: 'shared'; position: LatLng } | { status: 'denied' };

function readAnswer(): Answer | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(LOCATION_ANSWER_KEY) ?? 'null') as Answer | null;
    return parsed?.status === 'shared' || parsed?.status === 'denied' ? parsed : null;
  } catch {
    return null;
  }
}

function writeAnswer(answer: Answer): void {
  try {
    sessionStorage.setItem(LOCATION_ANSWER_KEY, JSON.stringify(answer));
  } catch {
    // Storage unavailable: the answer lives in the query cache for this page load.
  }
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(LOCATION_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

const isDenied = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 1;

async function locate(): Promise<LatLng> {
  try {
    const position = await getCurrentPosition();
    writeAnswer({ status: 'shared', position });
    return position;
  } catch (error) {
    // Geolocation errors are logged (spec part 1 §8 Location); a refusal is also remembered and shown.
    console.error('Geolocation failed', error);
    if (isDenied(error)) writeAnswer({ status: 'denied' });
    throw error;
  }
}

/**
 * The player's position, asked once for the whole app: Find Casinos and both session forms read the same
 * answer. Shared once, it is kept for the browser session (and refreshed silently); refused, the forms say
 * so and how to search instead, and nobody asks again this session; "Not Now" hides every prompt.
 */
export function useLocation() {
  const [answer] = useState(readAnswer);
  const [requested, setRequested] = useState(answer?.status === 'shared');
  const [dismissed, setDismissed] = useState(readDismissed);
  const query = useQuery({
    queryKey: locationKey,
    queryFn: locate,
    enabled: requested,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    placeholderData: answer?.status === 'shared' ? answer.position : undefined,
  });

  // A browser that already granted the permission answers without a prompt.
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
      localStorage.setItem(LOCATION_PROMPT_DISMISSED_KEY, 'true');
    } catch {
      // Storage unavailable (private mode): hidden for this page load only.
    }
  }, []);

  const position = query.data ?? null;
  const denied = !position && (isDenied(query.error) || (answer?.status === 'denied' && !query.isFetching && !query.isSuccess));
  return {
    position,
    locating: query.isFetching && !position,
    denied,
    /** Ask: nothing known yet, not refused, not dismissed. */
    showPrompt: !position && !denied && !dismissed,
    request,
    dismiss,
  };
}

/**
 * Where the device is, if already known (shared this browser session): never asks, never locates. For reads that
 * use the place when there is one (trip suggestions: the casino nearest to the player is home).
 */
export function useKnownPosition(): LatLng | null {
  const [answer] = useState(readAnswer);
  const query = useQuery({ queryKey: locationKey, queryFn: locate, enabled: false, staleTime: Infinity, gcTime: Infinity });
  return query.data ?? (answer?.status === 'shared' ? answer.position : null);
}
