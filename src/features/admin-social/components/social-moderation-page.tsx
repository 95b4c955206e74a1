import { useState } from 'react';
import { Check, MessageSquare, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Pager } from '@/components/ui/pager';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useBulkUpdateModerationMutation } from '../api/bulk-update-moderation';
import { useDeleteModeratedPostMutation } from '../api/delete-moderated-post';
import { useDeleteModeratedPostsMutation } from '../api/delete-moderated-posts';
import { useDeleteRejectedPostsMutation } from '../api/delete-rejected-posts';
import { useModerationPosts, type ModerationPost } from '../api/get-moderation-posts';
import { useUpdateModerationStatusMutation } from '../api/update-moderation-status';
import { MODERATION_PAGE_SIZE, STATUS_LABELS, type ModerationStatus, type StatusFilter } from '../lib/moderation';
import { ModerationTable } from './moderation-table';

const FILTERS: StatusFilter[] = ['all', 'pending', 'approved', 'rejected'];
type Confirm = { kind: 'one'; post: ModerationPost } | { kind: 'selected'; ids: string[] } | { kind: 'rejected' } | null;

const postCount = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/** /admin/social: filter, select and moderate posts singly or in bulk. */
export function SocialModerationPage() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [reportedOnly, setReportedOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const posts = useModerationPosts({ status, reportedOnly, page });
  const updateOne = useUpdateModerationStatusMutation();
  const bulk = useBulkUpdateModerationMutation();
  const deleteOne = useDeleteModeratedPostMutation();
  const deleteMany = useDeleteModeratedPostsMutation();
  const deleteRejected = useDeleteRejectedPostsMutation();

  const listed = posts.data?.rows ?? [];
  const selectedIds = listed.filter((p) => selected.has(p.id)).map((p) => p.id);
  const busy = bulk.isPending || deleteMany.isPending || deleteRejected.isPending;
  const busyId = updateOne.isPending ? (updateOne.variables?.id ?? null) : deleteOne.isPending ? (deleteOne.variables?.id ?? null) : null;

  const resetView = () => {
    setSelected(new Set());
    setPage(0);
  };

  const onStatus = (post: ModerationPost, next: ModerationStatus) =>
    updateOne.mutate({ id: post.id, status: next }, { onSuccess: () => toast.success('Success', { description: 'Moderation status updated' }) });

  const onBulk = (next: ModerationStatus) =>
    bulk.mutate(
      { ids: selectedIds, status: next },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'Bulk moderation updated' });
          setSelected(new Set());
        },
      },
    );

  const closeConfirm = () => setConfirm(null);
  const onDeleteSelected = (ids: string[]) =>
    deleteMany.mutate(
      { ids },
      {
        onSettled: closeConfirm,
        onSuccess: (n) => {
          toast.success('Success', { description: n === 1 ? 'Social post deleted successfully' : `${n} social posts deleted successfully` });
          resetView();
        },
      },
    );

  const onConfirm = () => {
    if (confirm?.kind === 'one') {
      const { id } = confirm.post;
      deleteOne.mutate(
        { id },
        {
          onSettled: closeConfirm,
          onSuccess: () => {
            toast.success('Success', { description: 'Social post deleted successfully' });
            setSelected((s) => new Set([...s].filter((x) => x !== id)));
          },
        },
      );
    } else if (confirm?.kind === 'selected') {
      onDeleteSelected(confirm.ids);
    } else if (confirm?.kind === 'rejected') {
      deleteRejected.mutate(undefined, {
        onSettled: closeConfirm,
        onSuccess: (n) => {
          toast.success('Success', { description: `Deleted ${n} rejected ${n === 1 ? 'post' : 'posts'}` });
          resetView();
        },
      });
    }
  };

  const count = posts.data?.count ?? 0;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader
        back={{ href: paths.admin.dashboard.getHref(), label: 'Back to Dashboard' }}
        title="Social Posts Moderation"
        description="Approve, reject and remove posts on the social feed."
      />

      <Card>
        <CardHeader className="gap-4">
          <CardTitle className="flex items-center gap-2">
            <MessageSquare className="size-5 text-primary" aria-hidden />
            Posts ({posts.data ? count : '…'})
          </CardTitle>
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="moderation-status-filter">Status</Label>
              <Select
                value={status}
                onValueChange={(v) => {
                  setStatus(v as StatusFilter);
                  resetView();
                }}
              >
                <SelectTrigger id="moderation-status-filter" className="w-40">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {FILTERS.map((f) => (
                    <SelectItem key={f} value={f}>
                      {STATUS_LABELS[f]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex h-9 items-center gap-2">
              <Checkbox
                id="moderation-reported-only"
                checked={reportedOnly}
                onCheckedChange={(on) => {
                  setReportedOnly(on === true);
                  resetView();
                }}
              />
              <Label htmlFor="moderation-reported-only">Reported only</Label>
            </div>
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Bulk actions">
            <Button size="sm" variant="outline" disabled={busy || selectedIds.length === 0} onClick={() => onBulk('approved')}>
              <Check aria-hidden />
              Approve Selected
            </Button>
            <Button size="sm" variant="outline" disabled={busy || selectedIds.length === 0} onClick={() => onBulk('rejected')}>
              <X aria-hidden />
              Reject Selected
            </Button>
            <Button size="sm" variant="outline" disabled={busy || selectedIds.length === 0} onClick={() => setConfirm({ kind: 'selected', ids: selectedIds })}>
              <Trash2 aria-hidden />
              Delete Selected
            </Button>
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => setConfirm({ kind: 'rejected' })}>
              <Trash2 aria-hidden />
              Delete All Rejected
            </Button>
            {selectedIds.length > 0 && (
              <span className="self-center text-sm text-muted-foreground">{selectedIds.length} selected</span>
            )}
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          {posts.isPending ? (
            <div className="space-y-2" role="status" aria-label="Loading posts">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : posts.isError ? (
            <p className="text-sm text-destructive">Could not load the posts.</p>
          ) : listed.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">No posts found.</p>
          ) : (
            <>
              <ModerationTable
                rows={listed}
                selected={selected}
                onSelectedChange={setSelected}
                onStatus={onStatus}
                onDelete={(post) => setConfirm({ kind: 'one', post })}
                busyId={busyId}
              />
              <Pager
                page={page}
                pageSize={MODERATION_PAGE_SIZE}
                total={count}
                onPageChange={(p) => {
                  setPage(p);
                  setSelected(new Set());
                }}
              />
            </>
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirm != null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.kind === 'rejected' ? 'Delete all rejected posts' : confirm?.kind === 'selected' ? `Delete ${postCount(confirm.ids.length)}?` : 'Delete post'}
        description={
          confirm?.kind === 'rejected'
            ? 'Delete ALL rejected posts? This action cannot be undone.'
            : confirm?.kind === 'selected'
              ? `The ${postCount(confirm.ids.length)} you selected, with their comments, reactions and images, will be deleted. This action cannot be undone.`
              : 'Delete this post? This action cannot be undone.'
        }
        confirmLabel={confirm?.kind === 'selected' ? `Delete ${postCount(confirm.ids.length)}` : undefined}
        pending={deleteOne.isPending || deleteMany.isPending || deleteRejected.isPending}
        pendingLabel="Deleting..."
        onConfirm={onConfirm}
      />
    </div>
  );
}
