import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ModerationPost } from '../api/get-moderation-posts';

export type DeleteConfirm = { kind: 'one'; post: ModerationPost } | { kind: 'selected'; ids: string[] } | { kind: 'rejected' } | null;

const postCount = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/** The confirmation of a delete: one post, the selected ones, or all rejected ones. */
export function DeletePostsConfirm({
  confirm,
  setConfirm,
  pending,
  onConfirm,
}: {
  confirm: DeleteConfirm;
  setConfirm(c: DeleteConfirm): void;
  pending: boolean;
  onConfirm(): void;
}) {
  return (
    <ConfirmDialog
      open={confirm != null}
      onOpenChange={(o) => !o && setConfirm(null)}
      title={
        confirm?.kind === 'rejected'
          ? 'Delete all rejected posts'
          : confirm?.kind === 'selected'
            ? `Delete ${postCount(confirm.ids.length)}?`
            : 'Delete post'
      }
      description={
        confirm?.kind === 'rejected'
          ? 'Delete ALL rejected posts? This action cannot be undone.'
          : confirm?.kind === 'selected'
            ? `The ${postCount(confirm.ids.length)} you selected, with their comments, reactions and images, will be deleted. This action cannot be undone.`
            : 'Delete this post? This action cannot be undone.'
      }
      confirmLabel={confirm?.kind === 'selected' ? `Delete ${postCount(confirm.ids.length)}` : undefined}
      pending={pending}
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
    />
  );
}
