/**
 * When the outbox's requests are registered (app/offline loads them after sign-in). Its own module so the
 * shell can set it without loading the outbox. Until then a write has no request to send: a save made
 * meanwhile (a press on a card shown from the device's copy before the modules arrived) waits for it
 * (use-outbox-save.ts subscribes).
 */
let ready: Promise<void> = Promise.resolve();
let registered = true;
const listeners = new Set<() => void>();

function setRegistered(value: boolean): void {
  if (registered === value) return;
  registered = value;
  for (const listener of listeners) listener();
}

export function setOutboxReady(registration: Promise<unknown>): void {
  setRegistered(false);
  const current: Promise<void> = registration
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      if (ready === current) setRegistered(true);
    });
  ready = current;
}

/** Whether every write kind's request is registered (true when no registration is under way). */
export const isOutboxReady = (): boolean => registered;

/** Calls `listener` when that changes; returns the unsubscribe function (for useSyncExternalStore). */
export function subscribeOutboxReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const whenOutboxReady = (): Promise<void> => ready;
