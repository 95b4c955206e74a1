import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { usePostComments } from '../api/get-post-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** Approved comments, oldest first, and the comment box (or a sign-in hint). */
export function PostComments({ postId }: { postId: string }) {
  const { user } = useAuth();
  const comments = usePostComments(postId);

  return (
    <div className="space-y-3">
      {comments.isLoading ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading comments...
        </div>
      ) : comments.isError ? (
        <p className="text-sm text-destructive">Failed to load comments.</p>
      ) : comments.data && comments.data.length > 0 ? (
        <ul className="space-y-2" aria-label="Comments">
          {comments.data.map((c) => (
            <CommentItem key={c.id} comment={c} isOwn={c.user_id === user?.id} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      )}
      {user ? <CommentForm postId={postId} /> : <p className="text-sm text-muted-foreground">Sign in to leave a comment.</p>}
    </div>
  );
}
