import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useBulkUpdateModerationMutation } from '../api/bulk-update-moderation';
import { useDeleteModeratedPostMutation } from '../api/delete-moderated-post';
import { useDeleteModeratedPostsMutation } from '../api/delete-moderated-posts';
import { useDeleteRejectedPostsMutation } from '../api/delete-rejected-posts';
import { useModerationPosts, type ModerationPost } from '../api/get-moderation-posts';
import { useUpdateModerationStatusMutation } from '../api/update-moderation-status';
import { MODERATION_PAGE_SIZE, type ModerationStatus, type StatusFilter } from '../lib/moderation';
import { DeletePostsConfirm, type DeleteConfirm } from './delete-posts-confirm';
import { ModerationBulkActions } from './moderation-bulk-actions';
import { ModerationFilters } from './moderation-filters';
import { ModerationTable } from './moderation-table';

/** /admin/social: filter, select and moderate posts singly or in bulk. */
export function SocialModerationPage() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [reportedOnly, setReportedOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<DeleteConfirm>(null);
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
    updateOne.mutate(
      { id: post.id, status: next },
      { onSuccess: () => toast.success('Success', { description: 'Moderation status updated' }) },
    );

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
          toast.success('Success', {
            description: n === 1 ? 'Social post deleted successfully' : `${n} social posts deleted successfully`,
          });
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
          <ModerationFilters
            status={status}
            reportedOnly={reportedOnly}
            onStatus={(v) => {
              setStatus(v);
              resetView();
            }}
            onReportedOnly={(on) => {
              setReportedOnly(on);
              resetView();
            }}
          />
          <ModerationBulkActions
            selectedIds={selectedIds}
            busy={busy}
            onBulk={onBulk}
            onDeleteSelected={() => setConfirm({ kind: 'selected', ids: selectedIds })}
            onDeleteRejected={() => setConfirm({ kind: 'rejected' })}
          />
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

      <DeletePostsConfirm
        confirm={confirm}
        setConfirm={setConfirm}
        pending={deleteOne.isPending || deleteMany.isPending || deleteRejected.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
