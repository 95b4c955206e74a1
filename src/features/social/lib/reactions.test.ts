import { applyReactionToggle, planReactionToggle, summarizeReactions, type Reaction } from './reactions';

const rows: Reaction[] = [
  { id: 'r1', post_id: 'p', user_id: 'me', reaction_type: 'like' },
  { id: 'r2', post_id: 'p', user_id: 'other', reaction_type: 'like' },
  { id: 'r3', post_id: 'p', user_id: 'other', reaction_type: 'celebrate' },
  { id: 'r4', post_id: 'p', user_id: 'me', reaction_type: 'celebrate' },
];

describe('summarizeReactions', () => {
  it('counts each type and marks the ones the user holds', () => {
    expect(summarizeReactions(rows, 'me')).toEqual({
      like: { count: 2, mine: true },
      love: { count: 0, mine: false },
      celebrate: { count: 2, mine: true },
    });
  });

  it('marks nothing as held without a user and ignores unknown types', () => {
    const s = summarizeReactions([...rows, { id: 'x', post_id: 'p', user_id: 'me', reaction_type: 'wow' }], null);
    expect(s.like).toEqual({ count: 2, mine: false });
    expect(s.celebrate.mine).toBe(false);
  });
});

describe('planReactionToggle', () => {
  it('removes a held reaction by its id', () => {
    expect(planReactionToggle(rows, 'me', 'like')).toEqual({ kind: 'remove', id: 'r1' });
    expect(planReactionToggle(rows, 'me', 'celebrate')).toEqual({ kind: 'remove', id: 'r4' });
  });

  it('adds a type the user does not hold, even when others hold it', () => {
    expect(planReactionToggle(rows, 'me', 'love')).toEqual({ kind: 'add' });
    expect(planReactionToggle(rows, 'newcomer', 'like')).toEqual({ kind: 'add' });
  });
});

describe('applyReactionToggle', () => {
  const added = { postId: 'p', userId: 'me', type: 'love' as const, tempId: 'temp' };

  it('drops the removed row only', () => {
    const next = applyReactionToggle(rows, { kind: 'remove', id: 'r1' }, added);
    expect(next.map((r) => r.id)).toEqual(['r2', 'r3', 'r4']);
    expect(summarizeReactions(next, 'me').like).toEqual({ count: 1, mine: false });
  });

  it('appends an added row so the user can hold several types', () => {
    const next = applyReactionToggle(rows, { kind: 'add' }, added);
    const s = summarizeReactions(next, 'me');
    expect(s.love).toEqual({ count: 1, mine: true });
    expect(s.like.mine && s.celebrate.mine).toBe(true);
    expect(rows).toHaveLength(4);
  });
});
