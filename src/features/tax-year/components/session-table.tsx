import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { formatSignedCurrency, netColorClass } from '@/lib/money';
import type { MethodSession } from '@/lib/tax/session-method';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function countedFrom(s: MethodSession): string {
  const parts: string[] = [];
  if (s.casinoSessionIds.length > 0) parts.push(plural(s.casinoSessionIds.length, 'casino session'));
  const own = s.slotSessions.filter((x) => x.counted).length;
  if (own > 0) parts.push(`${plural(own, 'slot session')} on ${own === 1 ? 'its' : 'their'} own`);
  const inside = s.slotSessions.filter((x) => !x.counted).length;
  if (inside > 0) parts.push(`${plural(inside, 'slot session')} inside the casino session`);
  if (s.unloggedJackpotIds.length > 0) parts.push(plural(s.unloggedJackpotIds.length, 'W-2G with no play logged'));
  return parts.join(', ');
}

/**
 * The year's sessions (casino and day). Rendered only once the player asks for them (Tax Year's "Show every session"):
 * a heavy year has ~1,000, and rendering them folded away cost the screen's first paint most of its main-thread time.
 */
export function SessionTable({ sessions }: { sessions: MethodSession[] }) {
  return (
    <Table>
      <caption className="sr-only">Sessions by casino and day</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">Casino</TableHead>
          <TableHead scope="col">Counted from</TableHead>
          <TableHead scope="col" className="text-right">
            Result
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sessions.map((s) => (
          <TableRow key={s.key}>
            <TableCell>{formatDate(s.date)}</TableCell>
            <TableCell>{s.casinoName ?? 'No casino recorded'}</TableCell>
            <TableCell className="whitespace-normal">
              {countedFrom(s)}
              {s.reasons.map((r) => (
                <span key={r} className="block text-xs text-muted-foreground">
                  {r}
                </span>
              ))}
            </TableCell>
            <TableCell className={`text-right tabular-nums ${netColorClass(s.net)}`}>{formatSignedCurrency(s.net)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
