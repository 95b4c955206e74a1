import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { updatePostSchema, useUpdatePost, type UpdatePostInput } from '../api/update-post';
import { CAPTION_MAX } from '../lib/caption';

interface EditPostDialogProps {
  postId: string;
  caption: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Edit Post: the caption with a 1000-character counter. */
export function EditPostDialog({ postId, caption, open, onOpenChange }: EditPostDialogProps) {
  const form = useForm<UpdatePostInput>({ resolver: zodResolver(updatePostSchema), defaultValues: { caption: caption ?? '' } });
  const update = useUpdatePost(postId);
  const value = useWatch({ control: form.control, name: 'caption' });

  useEffect(() => {
    if (open) form.reset({ caption: caption ?? '' });
  }, [open, caption, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success('Updated', { description: 'Your post has been updated.' });
        onOpenChange(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Post</DialogTitle>
          <DialogDescription>Change the caption of your post.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <FormField
              control={form.control}
              name="caption"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Caption</FormLabel>
                  <FormControl>
                    <Textarea {...field} rows={5} maxLength={CAPTION_MAX} />
                  </FormControl>
                  <p className="text-right text-xs text-muted-foreground tabular-nums">
                    {value.length}/{CAPTION_MAX}
                  </p>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
