import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RefusedWriteNotice } from '@/components/form/refused-write-notice';
import { TextareaField } from '@/components/form/text-field';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { updatePostSchema, useUpdatePost, type UpdatePostInput } from '../api/update-post';
import { CAPTION_MAX } from '../lib/caption';

interface EditPostDialogProps {
  postId: string;
  caption: string | null;
  /** The version of the post the dialog edits (optimistic concurrency). */
  updatedAt: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Edit Post: the caption with a 1000-character counter. */
export function EditPostDialog({ postId, caption, updatedAt, open, onOpenChange }: EditPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Post</DialogTitle>
          <DialogDescription>Change the caption of your post.</DialogDescription>
        </DialogHeader>
        {open && (
          <EditPostForm key={postId} postId={postId} latest={{ caption, updated_at: updatedAt }} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type PostVersion = { caption: string | null; updated_at: string };

/** Edits the latest caption until changed, then the version changed (a feed refresh meanwhile does not move it); Reload starts it from the latest. */
function EditPostForm({ postId, latest, onClose }: { postId: string; latest: PostVersion; onClose(): void }) {
  const { base, pin, followLatest } = useEditBase(latest);
  return <CaptionForm key={base.updated_at} postId={postId} base={base} onEdited={pin} onReload={followLatest} onClose={onClose} />;
}

type CaptionFormProps = { postId: string; base: PostVersion; onEdited(): void; onReload(): void; onClose(): void };

function CaptionForm({ postId, base, onEdited, onReload, onClose }: CaptionFormProps) {
  const form = useForm<UpdatePostInput>({ resolver: zodResolver(updatePostSchema), defaultValues: { caption: base.caption ?? '' } });
  usePinOnEdit(form.formState.isDirty, onEdited);
  const update = useUpdatePost(postId, base.updated_at, { onReload });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success('Updated', { description: 'Your post has been updated.' });
        onClose();
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextareaField control={form.control} name="caption" label="Caption" rows={5} maxLength={CAPTION_MAX} showCount />
        <RefusedWriteNotice error={update.error} onReload={update.reload} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={update.isPending} pendingText="Saving...">
            Save
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
