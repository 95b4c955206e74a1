import { useEffect } from 'react';
import { initialLocation } from '@/lib/initial-location';
import { toast } from '@/lib/toast';
import { parseAuthUrl } from '../lib/auth-url';

let shown = false;

/** Shows an auth error carried in the page's URL (hash or query `error_description`) once. */
export function useAuthUrlError(): void {
  useEffect(() => {
    if (shown) return;
    const fromNow = parseAuthUrl(window.location.hash, window.location.search).error;
    const error = fromNow ?? parseAuthUrl(initialLocation.hash, initialLocation.search).error;
    if (!error) return;
    shown = true;
    toast.error('Authentication Error', { description: error });
  }, []);
}
