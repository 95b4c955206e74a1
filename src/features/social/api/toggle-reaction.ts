import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { applyReactionToggle, planReactionToggle, REACTION_TYPES, type Reaction } from '../lib/reactions';
import { socialKeys } from './social-keys';

export const toggleReactionSchema = z.object({
  postId: z.string().min(1),
  userId: z.string().min(1),
  type: z.enum(REACTION_TYPES),
  /** The reactions the user saw when pressing; decides between add and remove. */
  current: z.array(z.object({ id: z.string(), post_id: z.string(), user_id: z.string(), reaction_type: z.string() })),
});
export type ToggleReactionInput = z.infer<typeof toggleReactionSchema>;

/**
 * Removes the user's reaction of this type if held, otherwise adds it. Both name the reaction by
 * (post, user, type), so a repeated press cannot add a second row or miss an optimistic one.
 */
export async function toggleReaction(input: ToggleReactionInput): Promise<void> {
  const plan = planReactionToggle(input.current, input.userId, input.type);
  const reaction = { post_id: input.postId, user_id: input.userId, reaction_type: input.type };
  const { error } =
    plan.kind === 'remove'
      ? await supabase.from('social_post_reactions').delete().match(reaction)
      : await supabase
          .from('social_post_reactions')
          .upsert(reaction, { onConflict: 'post_id,user_id,reaction_type', ignoreDuplicates: true });
  if (error) throw error;
}

/** Optimistic toggle with rollback and the 'Failed to update reaction' toast. */
export function useToggleReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleReaction,
    onMutate: async (input) => {
      const key = socialKeys.reactions(input.postId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Reaction[]>(key);
      const plan = planReactionToggle(input.current, input.userId, input.type);
      queryClient.setQueryData<Reaction[]>(key, (old) =>
        applyReactionToggle(old ?? input.current, plan, {
          postId: input.postId,
          userId: input.userId,
          type: input.type,
          tempId: `optimistic-${input.type}-${Date.now()}`,
        }),
      );
      return { previous };
    },
    onError: (_error, input, context) => queryClient.setQueryData(socialKeys.reactions(input.postId), context?.previous),
    meta: { errorText: 'Failed to update reaction', serverText: true },
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: socialKeys.reactions(input.postId) }),
  });
}
