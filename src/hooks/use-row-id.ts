import { useCallback, useState } from 'react';
import { newRowId } from '@/lib/writes';

/**
 * The id of the row a create form will make, fixed when the form opens: every submit of this form (double
 * press, retry after a failure) sends the same id, so at most one row is created. `renew` after a success
 * when the form stays open for the next record.
 */
export function useRowId(): [id: string, renew: () => void] {
  const [id, setId] = useState(newRowId);
  const renew = useCallback(() => setId(newRowId()), []);
  return [id, renew];
}
