/**
 * When the outbox's requests are registered (app/offline loads them after sign-in). Its own module so the
 * shell can set it without loading the outbox.
 */
let ready: Promise<unknown> = Promise.resolve();

export function setOutboxReady(registration: Promise<unknown>): void {
  ready = registration.catch(() => undefined);
}

export const whenOutboxReady = (): Promise<unknown> => ready;
