import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { useRowId } from '@/hooks/use-row-id';
import { TextareaField } from '@/components/form/text-field';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { createCommentSchema, useCreateComment, type CreateCommentInput } from '../api/create-comment';
import { COMMENT_MAX } from '../lib/comment';

/** New comment: live counter out of 500, 'Comment' disabled while empty. */
export function CommentForm({ postId }: { postId: string }) {
  const form = useForm<CreateCommentInput>({ resolver: zodResolver(createCommentSchema), defaultValues: { content: '' } });
  const create = useCreateComment(postId);
  const [rowId, renewRowId] = useRowId();
  const content = useWatch({ control: form.control, name: 'content' });

  const onSubmit = form.handleSubmit(
    (values) =>
      !create.isPending &&
      create.mutate(
        { ...values, id: rowId },
        {
          onSuccess: (comment) => {
            form.reset({ content: '' });
            renewRowId();
            if (comment.moderation_status === 'pending') {
              toast.success('Comment submitted', { description: 'Your comment is under review and will appear once approved.' });
            } else {
              toast.success('Comment added', { description: 'Your comment has been posted successfully.' });
            }
          },
        },
      ),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <TextareaField
          control={form.control}
          name="content"
          label="Add a comment"
          labelClassName="sr-only"
          rows={2}
          maxLength={COMMENT_MAX}
          placeholder="Write a comment..."
          textareaClassName="resize-y"
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {content.length}/{COMMENT_MAX}
          </span>
          <SubmitButton size="sm" disabled={content.length === 0} pending={create.isPending} pendingText="Posting...">
            Comment
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
