import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { useAuth } from '@/hooks/use-auth';
import { withSeconds } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { supabase } from '@/lib/supabase';
import { outboxOptions } from '@/lib/outbox';
import { casinoListQueryOptions } from '@/api/get-casino-options';
import { slotMachineOptionsQueryOptions } from '@/api/get-slot-machine-options';
import type { SlotSession } from '../lib/session-rows';
import { sessionKeys, slotOutboxKeys } from './session-keys';

export const SLOT_TOASTS = {
  added: 'Gambling session added successfully',
  updated: 'Gambling session updated successfully',
  deleted: 'Gambling session deleted successfully',
  addFailed: 'Failed to add gambling session',
  updateFailed: 'Failed to update gambling session',
  deleteFailed: 'Failed to delete gambling session',
} as const;

export const NOT_AUTHENTICATED = 'User must be authenticated';

/** Largest amount numeric(12,2) holds. */
const MAX_AMOUNT = 9_999_999_999.99;

const moneyText = (label: string) =>
  z
    .string()
    .refine((v) => parseMoneyInput(v) != null, `${label} is required`)
    .refine((v) => (parseMoneyInput(v) ?? 0) <= MAX_AMOUNT, `${label} is too large`);

const nullIfBlank = (v: string) => (v.trim() ? v.trim() : null);

/** The slot session form as typed: money fields are text (digits, commas, one point). */
export const slotSessionFormSchema = z.object({
  casino_id: z.string().min(1, 'Please select a casino'),
  slot_machine_id: z.string().min(1, 'Please select a slot machine'),
  session_date: z.string().min(1, 'Date is required'),
  session_time: z.string().min(1, 'Time is required'),
  coins_in: moneyText('Money In'),
  coins_out: moneyText('Money Out'),
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

/** A create in the outbox: the id is made on this device when the form opens; `display` names the casino and machine while it waits. */
export interface CreateSlotSessionVariables {
  id: string;
  userId: string;
  values: SlotSessionInput;
  display: Pick<SlotSession, 'casino' | 'slot_machine'>;
}

/** Inserts a slot session with the id made on the device; a retry of one already stored is a success, never a second row. */
export async function createSlotSession({ id, userId, values }: CreateSlotSessionVariables): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { error } = await supabase.from('gambling_sessions').insert({ ...toSlotSessionRow(values), id, user_id: userId });
  if (error && !(error.code === '23505' && /pkey/.test(error.message))) throw error;
}

/** The casino and machine names of a new session, from the pickers' cached lists. */
export function displayNames(queryClient: QueryClient, values: Pick<SlotSessionInput, 'casino_id' | 'slot_machine_id'>): CreateSlotSessionVariables['display'] {
  const casino = queryClient.getQueryData(casinoListQueryOptions().queryKey)?.find((c) => c.id === values.casino_id);
  const machine = queryClient.getQueryData(slotMachineOptionsQueryOptions().queryKey)?.find((m) => m.id === values.slot_machine_id);
  return {
    casino: casino ? { name: casino.name, location: [casino.city, casino.state].filter(Boolean).join(', ') } : null,
    slot_machine: machine ? { name: machine.name, slot_name: machine.slot_name, manufacturer: machine.manufacturer } : null,
  };
}

/** Creates a slot session through the outbox: `mutate({ id, values })` with the id made when the form opened. */
export function useCreateSlotSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: slotOutboxKeys.create,
    mutationFn: createSlotSession,
    meta: { label: 'New slot session' },
    ...outboxOptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(SLOT_TOASTS.addFailed),
  });
  return {
    ...mutation,
    mutate: ({ id, values }: { id: string; values: SlotSessionInput }, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ id, userId: user?.id ?? '', values, display: displayNames(queryClient, values) }, options),
  };
}
