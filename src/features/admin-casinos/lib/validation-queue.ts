export interface QueueCasino {
  validation_status: string;
  data_quality_score: number;
  updated_at: string;
}

/** Statuses that wait in the review queue, in queue order. */
export const QUEUE_STATUSES = ['flagged', 'pending'] as const;

export const QUEUE_ORDER_HINT = 'Flagged first, then pending; within each, the lowest quality score first, then the longest untouched.';

/** Queue order: flagged before pending, then lowest data_quality_score, then oldest updated_at. */
export function compareQueue(a: QueueCasino, b: QueueCasino): number {
  const rank = (s: string) => {
    const i = (QUEUE_STATUSES as readonly string[]).indexOf(s);
    return i === -1 ? QUEUE_STATUSES.length : i;
  };
  return (
    rank(a.validation_status) - rank(b.validation_status) ||
    a.data_quality_score - b.data_quality_score ||
    Date.parse(a.updated_at) - Date.parse(b.updated_at)
  );
}

export function sortQueue<T extends QueueCasino>(rows: readonly T[]): T[] {
  return [...rows].sort(compareQueue);
}
