/** The spec's confirmation texts for deleting and reopening sessions. */
export const DELETE_SESSION_CONFIRM = 'Are you sure you want to delete this session?';
export const REOPEN_SESSION_CONFIRM = 'Reopen this session? This will clear the departure time and final cash so you can add more funds.';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Under the delete question: "It holds 2 slot sessions and 1 W2G." */
export function holdingsText(slotSessions: number, w2gJackpots: number): string {
  const parts = [
    slotSessions > 0 ? count(slotSessions, 'slot session', 'slot sessions') : null,
    w2gJackpots > 0 ? count(w2gJackpots, 'W2G', 'W2Gs') : null,
  ].filter(Boolean);
  return `It holds ${parts.join(' and ')}.`;
}
