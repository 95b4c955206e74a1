import { RowAction } from '@/components/ui/row-action';
import { useState } from 'react';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { IMPORT_STATUSES, IMPORT_STATUS_LABELS, PRIORITY_LEVELS, type ImportStatus } from '../lib/constants';
import { lastImportLabel, parseCount, priorityClass } from '../lib/state-management';
import type { StateManagementRow } from '../api/get-state-management';
import { useUpdateStateManagementMutation } from '../api/update-state-management';

const STATUS_CLASSES: Record<string, string> = {
  pending: 'bg-gray-100 text-gray-700 border-gray-200',
  in_progress: 'bg-blue-100 text-blue-800 border-blue-200',
  completed: 'bg-green-100 text-green-800 border-green-200',
  needs_review: 'bg-yellow-100 text-yellow-800 border-yellow-200',
};

interface Draft {
  priority_level: string;
  total_casinos_count: string;
  verified_casinos_count: string;
  import_status: ImportStatus;
  /** The version the edit started from: the save is refused if the row changed since. */
  updatedAt: string;
}

const toDraft = (r: StateManagementRow): Draft => ({
  priority_level: String(r.priority_level),
  total_casinos_count: String(r.total_casinos_count),
  verified_casinos_count: String(r.verified_casinos_count),
  import_status: (IMPORT_STATUSES as readonly string[]).includes(r.import_status) ? (r.import_status as ImportStatus) : 'pending',
  updatedAt: r.updated_at,
});

/** One state row: view, or inline edit (priority, counts, status) with save and cancel. */
export function StateRow({ row, onDelete }: { row: StateManagementRow; onDelete: (row: StateManagementRow) => void }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  // Reload on "changed elsewhere" ends this edit: the row then shows the latest values to edit again.
  const update = useUpdateStateManagementMutation({ onReload: () => setDraft(null) });
  const name = row.state_name;

  const save = () => {
    if (!draft) return;
    update.mutate(
      {
        id: row.id,
        priority_level: Number(draft.priority_level),
        total_casinos_count: parseCount(draft.total_casinos_count),
        verified_casinos_count: parseCount(draft.verified_casinos_count),
        import_status: draft.import_status,
        updatedAt: draft.updatedAt,
      },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'State management data updated successfully' });
          setDraft(null);
        },
      },
    );
  };

  return (
    <TableRow>
      <TableCell className="min-w-36">
        <div className="font-medium">{name}</div>
        <div className="text-xs text-muted-foreground">{row.state_code}</div>
      </TableCell>
      <TableCell>
        {draft ? (
          <Select value={draft.priority_level} onValueChange={(v) => setDraft({ ...draft, priority_level: v })}>
            <SelectTrigger className="w-20" aria-label={`Priority for ${name}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRIORITY_LEVELS.map((p) => (
                <SelectItem key={p} value={String(p)}>
                  {p}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Badge variant="outline" className={cn('tabular-nums', priorityClass(row.priority_level))}>
            {row.priority_level}
          </Badge>
        )}
      </TableCell>
      <TableCell className="tabular-nums">
        {draft ? (
          <Input
            inputMode="numeric"
            className="w-24"
            aria-label={`Total casinos in ${name}`}
            value={draft.total_casinos_count}
            onChange={(e) => setDraft({ ...draft, total_casinos_count: e.target.value })}
          />
        ) : (
          row.total_casinos_count
        )}
      </TableCell>
      <TableCell className="tabular-nums whitespace-nowrap">
        {draft ? (
          <Input
            inputMode="numeric"
            className="w-24"
            aria-label={`Verified casinos in ${name}`}
            value={draft.verified_casinos_count}
            onChange={(e) => setDraft({ ...draft, verified_casinos_count: e.target.value })}
          />
        ) : (
          `${row.verified_casinos_count} / ${row.total_casinos_count}`
        )}
      </TableCell>
      <TableCell>
        {draft ? (
          <Select value={draft.import_status} onValueChange={(v) => setDraft({ ...draft, import_status: v as ImportStatus })}>
            <SelectTrigger className="w-36" aria-label={`Import status for ${name}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {IMPORT_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {IMPORT_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Badge variant="outline" className={STATUS_CLASSES[row.import_status] ?? STATUS_CLASSES.pending}>
            {IMPORT_STATUS_LABELS[row.import_status as ImportStatus] ?? row.import_status}
          </Badge>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{lastImportLabel(row.last_import_date)}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {draft ? (
            <>
              <RowAction
                label={`Save ${name}`}
                icon={update.isPending ? <Spinner label="Saving" /> : <Check aria-hidden className="text-success" />}
                title="Save"
                onClick={save}
                disabled={update.isPending}
              />
              <RowAction
                label={`Cancel editing ${name}`}
                icon={<X aria-hidden />}
                title="Cancel"
                onClick={() => setDraft(null)}
                disabled={update.isPending}
              />
            </>
          ) : (
            <>
              <RowAction label={`Edit ${name}`} icon={<Pencil aria-hidden />} title="Edit" onClick={() => setDraft(toDraft(row))} />
              <RowAction
                label={`Delete ${name}`}
                icon={<Trash2 aria-hidden />}
                className="text-destructive hover:text-destructive"
                title="Delete"
                onClick={() => onDelete(row)}
              />
            </>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
