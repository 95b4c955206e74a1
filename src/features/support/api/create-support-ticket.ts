import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { userDisplayId } from '@/lib/dates';
import { useAuth } from '@/hooks/use-auth';
import { supportKeys } from './support-keys';

export const SUBJECT_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const TICKET_CATEGORIES = ['technical', 'account', 'billing', 'feature', 'data', 'other'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

export const createSupportTicketSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
});
export type CreateSupportTicketInput = z.infer<typeof createSupportTicketSchema>;

/** Files a ticket for the user with status 'open' once (a repeat of the form's `id` files nothing more); returns the row. */
export async function createSupportTicket(userId: string | undefined, input: CreateSupportTicketInput & { id: string }) {
  if (!userId) throw new Error('Not authenticated');
  const ticket = createSupportTicketSchema.parse(input);
  const { error } = await supabase
    .from('support_tickets')
    .upsert({ id: input.id, user_id: userId, user_display_id: userDisplayId(userId), status: 'open', ...ticket }, INSERT_ONCE);
  if (error) throw error;
  const read = await supabase
    .from('support_tickets')
    .select('id, user_id, user_display_id, subject, category, priority, description, status, created_at')
    .eq('id', input.id)
    .single();
  if (read.error) throw read.error;
  return read.data;
}

export function useCreateSupportTicketMutation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSupportTicketInput & { id: string }) => createSupportTicket(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
    // The error's own message (an Error or a PostgrestError), else the spec's default text.
    meta: { errorText: 'Failed to create support ticket', serverText: true },
  });
}
