import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { INSERT_ONCE } from '@/lib/writes';
import type { CostKind } from '../api/trip-report';
import { throwIfRefused } from './refusal';

/** A cost on a trip or on one of its casino sessions (exactly one of the two); its id is made when the form opens. */
export type CostAddInput = {
  id: string;
  trip_id: string | null;
  casino_session_id: string | null;
  kind: CostKind;
  amount: number;
  note: string | null;
};

export const words = { label: 'Trip cost', sent: 'Cost added', failed: 'Failed to add the cost' } as const;

export async function request({ userId, input }: OutboxVariables<CostAddInput>): Promise<void> {
  const { error } = await supabase.from('trip_costs').upsert({ ...input, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'cost');
}
