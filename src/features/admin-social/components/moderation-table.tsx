import { RowAction } from '@/components/ui/row-action';
import { Check, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { ModerationPost } from '../api/get-moderation-posts';
import { isModerationStatus, MODERATION_STATUSES, selectAllState, STATUS_LABELS, type ModerationStatus } from '../lib/moderation';

interface ModerationTableProps {
  rows: ModerationPost[];
  selected: ReadonlySet<string>;
  onSelectedChange(next: Set<string>): void;
  onStatus(post: ModerationPost, status: ModerationStatus): void;
  onDelete(post: ModerationPost): void;
  busyId: string | null;
}

/** Posts with selection, status dropdown, approve / reject / delete per row. */
export function ModerationTable({ rows, selected, onSelectedChange, onStatus, onDelete, busyId }: ModerationTableProps) {
  const ids = rows.map((r) => r.id);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  const selectAll = (className: string) => (
    <Checkbox
      className={className}
      aria-label="Select all posts"
      checked={selectAllState(ids, selected)}
      onCheckedChange={(on) => onSelectedChange(on === true ? new Set(ids) : new Set())}
    />
  );

  return (
    <>
      {/* Below md the header row is only for screen readers (rows are cards): select-all sits above them. */}
      <div className="mb-3 flex items-center gap-2 text-sm md:hidden">
        {selectAll('')}
        <span aria-hidden>Select all</span>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-8">{selectAll('max-md:hidden')}</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>User</TableHead>
            <TableHead>Caption</TableHead>
            <TableHead>Public</TableHead>
            <TableHead>Reports</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((post) => {
            const caption = post.caption?.trim() || '(no caption)';
            const busy = busyId === post.id;
            return (
              <TableRow
                key={post.id}
                data-state={selected.has(post.id) ? 'selected' : undefined}
                className="data-[state=selected]:bg-secondary/60"
              >
                <TableCell>
                  <Checkbox
                    aria-label={`Select post: ${caption.slice(0, 40)}`}
                    checked={selected.has(post.id)}
                    onCheckedChange={(on) => toggle(post.id, on === true)}
                  />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(post.created_at)}</TableCell>
                <TableCell className="max-w-40 truncate" title={post.userLabel}>
                  {post.userLabel}
                </TableCell>
                <TableCell className="max-w-72 min-w-48">
                  <p className="line-clamp-2" title={caption}>
                    {caption}
                  </p>
                </TableCell>
                <TableCell>{post.is_public ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  <span className={cn('tabular-nums', post.reportCount > 0 && 'font-semibold text-destructive')}>{post.reportCount}</span>
                </TableCell>
                <TableCell>
                  <Select
                    value={post.moderation_status}
                    onValueChange={(v) => isModerationStatus(v) && v !== post.moderation_status && onStatus(post, v)}
                    disabled={busy}
                  >
                    <SelectTrigger className="h-8 w-32" aria-label={`Moderation status: ${caption.slice(0, 40)}`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MODERATION_STATUSES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {STATUS_LABELS[s]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy || post.moderation_status === 'approved'}
                      onClick={() => onStatus(post, 'approved')}
                      aria-label={`Approve post: ${caption.slice(0, 40)}`}
                    >
                      <Check aria-hidden />
                      Approve
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy || post.moderation_status === 'rejected'}
                      onClick={() => onStatus(post, 'rejected')}
                      aria-label={`Reject post: ${caption.slice(0, 40)}`}
                    >
                      <X aria-hidden />
                      Reject
                    </Button>
                    <RowAction
                      label={`Delete post: ${caption.slice(0, 40)}`}
                      icon={<Trash2 />}
                      className="size-8 text-destructive hover:text-destructive"
                      disabled={busy}
                      onClick={() => onDelete(post)}
                    />
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
