import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { INSERT_ONCE } from '@/lib/writes';
import type { CompKind } from '../api/trip-report';
import { throwIfRefused } from './refusal';

/** A comp on a trip or on one of its casino sessions, with its value; its id is made when the form opens. */
export type CompAddInput = {
  id: string;
  trip_id: string | null;
  casino_session_id: string | null;
  kind: CompKind;
  value: number;
  note: string | null;
};

export const words = { label: 'Trip comp', sent: 'Comp added', failed: 'Failed to add the comp' } as const;

export async function request({ userId, input }: OutboxVariables<CompAddInput>): Promise<void> {
  const { error } = await supabase.from('trip_comps').upsert({ ...input, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'comp');
}
