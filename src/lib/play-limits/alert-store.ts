/**
 * What the play-limit banner shows and the cool-off confirmations waiting to be asked: small module stores
 * (useSyncExternalStore) so that a hook anywhere can raise them and one host in the layout shows them.
 */
import type { LimitAlert } from './usage';

type Listener = () => void;

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
  };
}

/** The banner's lines from the latest check after a money event (null: none yet, the banner uses its own read). */
export const limitAlertStore = createStore<LimitAlert[] | null>(null);
/** Lines the player closed (by their text: a new level has new words and shows again). */
export const dismissedAlertStore = createStore<ReadonlySet<string>>(new Set());

export function dismissAlerts(texts: string[]): void {
  dismissedAlertStore.set(new Set([...dismissedAlertStore.get(), ...texts]));
}

/** A cool-off confirmation waiting for the player's answer. */
export type CoolOffRequest = { actionName: string; until: string; resolve(ok: boolean): void };

export const coolOffStore = createStore<CoolOffRequest | null>(null);

/** Asks the host to confirm `actionName` during the pause ending `until`; a second request while one is open is refused. */
export function requestCoolOffConfirm(actionName: string, until: string): Promise<boolean> {
  if (coolOffStore.get()) return Promise.resolve(false);
  return new Promise((resolve) => coolOffStore.set({ actionName, until, resolve }));
}

/** Answers the open request. */
export function answerCoolOff(ok: boolean): void {
  const request = coolOffStore.get();
  if (!request) return;
  coolOffStore.set(null);
  request.resolve(ok);
}
