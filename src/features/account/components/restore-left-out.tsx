import { formatCount } from '@/lib/number-format';
import type { CasinoRef } from '../lib/my-data-restore';
import type { RestoreAnswer } from '../lib/restore-answer';
import { keptWords, notRestoredWords } from '../lib/restore-report';

/** After a restore: the rows it did not restore and why, and the fields a row here kept instead of the ZIP's. */
export function RestoreLeftOut({ answer, casinos }: { answer: RestoreAnswer; casinos: CasinoRef[] }) {
  const names = new Map(casinos.map((c) => [c.id, c.name]));
  const casinoName = (id: string) => names.get(id);
  const more = (n: number) =>
    n > 0 ? (
      <li>
        and {formatCount(n)} more like {n === 1 ? 'it' : 'them'}
      </li>
    ) : null;
  return (
    <>
      {answer.not_restored.length > 0 && (
        <div className="space-y-1 text-sm">
          <p className="font-medium">Not restored:</p>
          <ul className="list-disc pl-5" aria-label="Not restored">
            {answer.not_restored.map((r) => (
              <li key={`${r.table}/${r.row}`}>{notRestoredWords(r, casinoName)}</li>
            ))}
            {more(answer.more.not_restored)}
          </ul>
        </div>
      )}
      {answer.kept.length > 0 && (
        <div className="space-y-1 text-sm">
          <p className="font-medium">Already here with other details, kept as they are here:</p>
          <ul className="list-disc pl-5" aria-label="Kept as they are here">
            {answer.kept.map((r) => (
              <li key={`${r.table}/${r.row}`}>{keptWords(r, casinoName)}</li>
            ))}
            {more(answer.more.kept)}
          </ul>
        </div>
      )}
    </>
  );
}
