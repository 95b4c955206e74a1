import { RowAction } from '@/components/ui/row-action';
import { Check, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DataTable, type Column } from '@/components/data-table';
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

type PostActionsProps = Pick<ModerationTableProps, 'onStatus' | 'onDelete'> & { post: ModerationPost; label: string; busy: boolean };

/** Approve, Reject and Delete of one post. */
function PostActions({ post, label, busy, onStatus, onDelete }: PostActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || post.moderation_status === 'approved'}
        onClick={() => onStatus(post, 'approved')}
        aria-label={`Approve post: ${label}`}
      >
        <Check aria-hidden />
        Approve
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy || post.moderation_status === 'rejected'}
        onClick={() => onStatus(post, 'rejected')}
        aria-label={`Reject post: ${label}`}
      >
        <X aria-hidden />
        Reject
      </Button>
      <RowAction
        label={`Delete post: ${label}`}
        icon={<Trash2 />}
        className="size-8 text-destructive hover:text-destructive"
        disabled={busy}
        onClick={() => onDelete(post)}
      />
    </div>
  );
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

  const caption = (post: ModerationPost) => post.caption?.trim() || '(no caption)';
  const short = (post: ModerationPost) => caption(post).slice(0, 40);
  const columns: Column<ModerationPost>[] = [
    {
      header: 'Select',
      head: selectAll('max-md:hidden'),
      label: '',
      headClassName: 'w-8',
      cell: (post) => (
        <Checkbox
          aria-label={`Select post: ${short(post)}`}
          checked={selected.has(post.id)}
          onCheckedChange={(on) => toggle(post.id, on === true)}
        />
      ),
    },
    { header: 'Date', className: 'whitespace-nowrap', cell: (post) => formatDateTime(post.created_at) },
    { header: 'User', className: 'max-w-40 truncate', cell: (post) => <span title={post.userLabel}>{post.userLabel}</span> },
    {
      header: 'Caption',
      className: 'max-w-72 min-w-48',
      cell: (post) => (
        <p className="line-clamp-2" title={caption(post)}>
          {caption(post)}
        </p>
      ),
    },
    { header: 'Public', cell: (post) => (post.is_public ? 'Yes' : 'No') },
    {
      header: 'Reports',
      cell: (post) => (
        <span className={cn('tabular-nums', post.reportCount > 0 && 'font-semibold text-destructive')}>{post.reportCount}</span>
      ),
    },
    {
      header: 'Status',
      cell: (post) => (
        <Select
          value={post.moderation_status}
          onValueChange={(v) => isModerationStatus(v) && v !== post.moderation_status && onStatus(post, v)}
          disabled={busyId === post.id}
        >
          <SelectTrigger className="h-8 w-32" aria-label={`Moderation status: ${short(post)}`}>
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
      ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (post) => <PostActions post={post} label={short(post)} busy={busyId === post.id} onStatus={onStatus} onDelete={onDelete} />,
    },
  ];

  return (
    <>
      {/* Below md the header row is only for screen readers (rows are cards): select-all sits above them. */}
      <div className="mb-3 flex items-center gap-2 text-sm md:hidden">
        {selectAll('')}
        <span aria-hidden>Select all</span>
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(post) => post.id}
        rowProps={(post) => ({
          'data-state': selected.has(post.id) ? 'selected' : undefined,
          className: 'data-[state=selected]:bg-secondary/60',
        })}
      />
    </>
  );
}
