import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { useAuth } from '@/hooks/use-auth';
import { withSeconds } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { supabase } from '@/lib/supabase';
import { sessionKeys } from './session-keys';

export const SLOT_TOASTS = {
  added: 'Gambling session added successfully',
  updated: 'Gambling session updated successfully',
  deleted: 'Gambling session deleted successfully',
  addFailed: 'Failed to add gambling session',
  updateFailed: 'Failed to update gambling session',
  deleteFailed: 'Failed to delete gambling session',
} as const;

export const NOT_AUTHENTICATED = 'User must be authenticated';

const nullIfBlank = (v: string) => (v.trim() ? v.trim() : null);

/** The slot session form as typed: money fields are text (digits, commas, one point). */
export const slotSessionFormSchema = z.object({
  casino_id: z.string().min(1, 'Please select a casino'),
  slot_machine_id: z.string().min(1, 'Please select a slot machine'),
  session_date: z.string().min(1, 'Date is required'),
  session_time: z.string().min(1, 'Time is required'),
  coins_in: moneyTextSchema('Money In'),
  coins_out: moneyTextSchema('Money Out'),
  notes: z.string().max(2000, 'At most 2000 characters'),
  casino_slot_machine_id: z.string().max(100, 'At most 100 characters'),
  include_in_daily_totals: z.boolean(),
});
export type SlotSessionFormValues = z.infer<typeof slotSessionFormSchema>;

/** The mutation input: the form with money as numbers and blank optional texts as null. */
export const slotSessionSchema = slotSessionFormSchema.transform((v) => ({
  ...v,
  coins_in: parseMoneyInput(v.coins_in) ?? 0,
  coins_out: parseMoneyInput(v.coins_out) ?? 0,
  notes: nullIfBlank(v.notes),
  casino_slot_machine_id: nullIfBlank(v.casino_slot_machine_id),
}));
export type SlotSessionInput = z.output<typeof slotSessionSchema>;

/** The row written for a slot session (time with seconds, as the API stores it). */
export function toSlotSessionRow(input: SlotSessionInput) {
  return { ...input, session_time: withSeconds(input.session_time) };
}

/** Inserts a slot session for the user and returns its id. */
export async function createSlotSession(userId: string | undefined, input: SlotSessionInput): Promise<{ id: string }> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('gambling_sessions')
    .insert({ ...toSlotSessionRow(input), user_id: userId })
    .select('id')
    .single();
  if (error) throw error;
  return data;
}

export function useCreateSlotSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SlotSessionInput) => createSlotSession(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(SLOT_TOASTS.addFailed),
  });
}
