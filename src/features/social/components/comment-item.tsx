import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import type { PostComment } from '../api/get-post-comments';
import { useDeleteComment } from '../api/delete-comment';
import { authorName } from '../lib/author';

/** One comment; its author may delete it after a confirm. */
export function CommentItem({ comment, isOwn }: { comment: PostComment; isOwn: boolean }) {
  const remove = useDeleteComment(comment.post_id);
  const [confirming, setConfirming] = useState(false);
  const name = authorName(comment.authorNickname);

  return (
    <li className="flex gap-3 rounded-lg bg-muted/40 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{name}</span>{' '}
          <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
            {formatDateTime(comment.created_at)}
          </time>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
      </div>
      {isOwn && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label="Delete comment"
            onClick={() => setConfirming(true)}
          >
            <Trash2 />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete comment"
            description="Are you sure you want to delete this comment?"
            pending={remove.isPending}
            pendingLabel="Deleting..."
            onConfirm={() =>
              remove.mutate(comment.id, { onSuccess: () => toast.success('Comment deleted'), onSettled: () => setConfirming(false) })
            }
          />
        </>
      )}
    </li>
  );
}
