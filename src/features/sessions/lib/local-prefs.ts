/** What the session forms remember in local storage (spec §7 browser features). */
export const LAST_CASINO_KEY = 'slotplay:last-session-casino';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); remembering is a convenience only.
  }
}

export function getLastCasinoId(): string | null {
  return read(LAST_CASINO_KEY);
}

export function rememberLastCasinoId(id: string): void {
  write(LAST_CASINO_KEY, id);
}
