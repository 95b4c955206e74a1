import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useRowId } from '@/hooks/use-row-id';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { createCommentSchema, useCreateComment, type CreateCommentInput } from '../api/create-comment';
import { COMMENT_MAX } from '../lib/comment';

/** New comment: live counter out of 500, 'Comment' disabled while empty. */
export function CommentForm({ postId }: { postId: string }) {
  const form = useForm<CreateCommentInput>({ resolver: zodResolver(createCommentSchema), defaultValues: { content: '' } });
  const create = useCreateComment(postId);
  const [rowId, renewRowId] = useRowId();
  const content = useWatch({ control: form.control, name: 'content' });

  const onSubmit = form.handleSubmit((values) =>
    !create.isPending &&
    create.mutate({ ...values, id: rowId }, {
      onSuccess: (comment) => {
        form.reset({ content: '' });
        renewRowId();
        if (comment.moderation_status === 'pending') {
          toast.success('Comment submitted', { description: 'Your comment is under review and will appear once approved.' });
        } else {
          toast.success('Comment added', { description: 'Your comment has been posted successfully.' });
        }
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem>
              <FormLabel className="sr-only">Add a comment</FormLabel>
              <FormControl>
                <Textarea {...field} rows={2} maxLength={COMMENT_MAX} placeholder="Write a comment..." className="resize-y" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {content.length}/{COMMENT_MAX}
          </span>
          <Button type="submit" size="sm" disabled={content.length === 0 || create.isPending}>
            {create.isPending ? 'Posting...' : 'Comment'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
