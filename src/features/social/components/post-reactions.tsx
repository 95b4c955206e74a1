import { Heart, PartyPopper, ThumbsUp, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';
import { usePostReactions } from '../api/get-post-reactions';
import { useToggleReaction } from '../api/toggle-reaction';
import { REACTION_TYPES, summarizeReactions, type Reaction, type ReactionType } from '../lib/reactions';

const REACTION_UI: Record<ReactionType, { label: string; icon: LucideIcon; active: string }> = {
  like: { label: 'Like', icon: ThumbsUp, active: 'border-primary/40 bg-primary/10 text-primary' },
  love: { label: 'Love', icon: Heart, active: 'border-rose-300 bg-rose-50 text-rose-600 [&_svg]:fill-current' },
  celebrate: { label: 'Celebrate', icon: PartyPopper, active: 'border-amber-300 bg-amber-50 text-amber-700' },
};

interface PostReactionsProps {
  postId: string;
  /** Reactions already read with a feed page, and when. */
  initial?: { data: Reaction[]; updatedAt: number };
}

/** Like / love / celebrate toggles with counts; pressing a held reaction removes it. */
export function PostReactions({ postId, initial }: PostReactionsProps) {
  const { user } = useAuth();
  const reactions = usePostReactions(postId, initial);
  const toggle = useToggleReaction();
  const summary = summarizeReactions(reactions.data ?? [], user?.id);

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Reactions">
      {REACTION_TYPES.map((type) => {
        const { label, icon: Icon, active } = REACTION_UI[type];
        const { count, mine } = summary[type];
        return (
          <Button
            key={type}
            variant="outline"
            size="sm"
            aria-pressed={mine}
            title={label}
            disabled={!user || reactions.isLoading || toggle.isPending}
            className={cn('rounded-full tabular-nums disabled:opacity-70', mine && active)}
            onClick={() => {
              if (!user) return;
              toggle.mutate({ postId, userId: user.id, type, current: reactions.data ?? [] });
            }}
          >
            <Icon aria-hidden />
            <span className="sr-only">{label}</span>
            <span>{count}</span>
          </Button>
        );
      })}
    </div>
  );
}
