import { useState } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useDeletePost } from '../api/delete-post';
import { EditPostDialog } from './edit-post-dialog';

/** The owner's menu on a post: Edit Post and Delete Post (after a confirm, back to the feed). */
export function PostOwnerMenu({ postId, caption, updatedAt }: { postId: string; caption: string | null; updatedAt: string }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Post options">
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit Post
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete Post
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <EditPostDialog postId={postId} caption={caption} updatedAt={updatedAt} open={editing} onOpenChange={setEditing} />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Post"
        description="Are you sure you want to delete this post? This action cannot be undone."
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() =>
          remove.mutate(postId, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Deleted');
              navigate(paths.social.getHref());
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </>
  );
}
