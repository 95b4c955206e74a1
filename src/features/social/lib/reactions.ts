/** Reactions (spec part 2 §4, §9): like, love, celebrate; a user may hold several types on one post. */
export const REACTION_TYPES = ['like', 'love', 'celebrate'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export interface Reaction {
  id: string;
  post_id: string;
  user_id: string;
  reaction_type: string;
}

export type ReactionSummary = Record<ReactionType, { count: number; mine: boolean }>;

/** Count per type and whether `userId` holds it. */
export function summarizeReactions(reactions: Reaction[], userId: string | null | undefined): ReactionSummary {
  const summary: ReactionSummary = {
    like: { count: 0, mine: false },
    love: { count: 0, mine: false },
    celebrate: { count: 0, mine: false },
  };
  for (const r of reactions) {
    if (!isReactionType(r.reaction_type)) continue;
    summary[r.reaction_type].count += 1;
    if (userId && r.user_id === userId) summary[r.reaction_type].mine = true;
  }
  return summary;
}

export function isReactionType(value: string): value is ReactionType {
  return (REACTION_TYPES as readonly string[]).includes(value);
}

export type ReactionToggle = { kind: 'remove'; id: string } | { kind: 'add' };

/** Pressing a reaction the user holds removes it (by id); otherwise it is added. */
export function planReactionToggle(reactions: Reaction[], userId: string, type: ReactionType): ReactionToggle {
  const held = reactions.find((r) => r.user_id === userId && r.reaction_type === type);
  return held ? { kind: 'remove', id: held.id } : { kind: 'add' };
}

/** The reaction list after a toggle, for the optimistic update (`tempId` names an added row). */
export function applyReactionToggle(
  reactions: Reaction[],
  toggle: ReactionToggle,
  added: { postId: string; userId: string; type: ReactionType; tempId: string },
): Reaction[] {
  if (toggle.kind === 'remove') return reactions.filter((r) => r.id !== toggle.id);
  return [...reactions, { id: added.tempId, post_id: added.postId, user_id: added.userId, reaction_type: added.type }];
}
