import { Trophy } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { formatCurrency } from '@/lib/money';
import type { PostJackpot } from '../api/post-columns';

/** The W2G jackpot a post is linked to: the amount, the day, the casino and the game. */
export function PostJackpotCard({ jackpot }: { jackpot: PostJackpot }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-accent/40 bg-accent/10 p-3" data-testid="post-jackpot">
      <Trophy className="mt-0.5 size-5 shrink-0 text-accent-foreground" aria-hidden />
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">W2G jackpot</p>
        <p className="text-lg font-bold tabular-nums">{formatCurrency(jackpot.amount)}</p>
        <p className="text-sm break-words text-muted-foreground">
          {[formatDate(jackpot.jackpot_date), jackpot.slot_machine_name, jackpot.casino_name].filter(Boolean).join(' · ')}
        </p>
      </div>
    </div>
  );
}
