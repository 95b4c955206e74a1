import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { VALIDATION_STATUSES, VALIDATION_STATUS_LABELS } from '../lib/constants';
import { reviewCasinoInputSchema, useReviewCasinoMutation } from '../api/review-casino';
import type { QueueEntry } from '../api/get-validation-queue';

const reviewFormSchema = reviewCasinoInputSchema.omit({ id: true });
type ReviewFormInput = z.input<typeof reviewFormSchema>;
type ReviewFormValues = z.output<typeof reviewFormSchema>;

/** The review form: a validation status is required; notes optional. */
export function ReviewCasinoDialog({ casino, onClose }: { casino: QueueEntry; onClose: () => void }) {
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { validation_status: undefined, verification_notes: casino.verification_notes ?? '' },
  });
  const review = useReviewCasinoMutation();

  const onSubmit = (values: ReviewFormValues) =>
    review.mutate(
      { id: casino.id, ...values },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'Casino validation updated' });
          onClose();
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && !review.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Review {casino.name}</DialogTitle>
          <DialogDescription>
            Choose a validation status. Saving records the review time; only Validated marks the casino as verified.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="validation_status"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Validation Status</FormLabel>
                  <Select value={field.value ?? ''} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur}>
                        <SelectValue placeholder="Select a status" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {VALIDATION_STATUSES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {VALIDATION_STATUS_LABELS[s]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="verification_notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Verification Notes</FormLabel>
                  <FormControl>
                    <Textarea rows={4} placeholder="What was checked, what is wrong, sources…" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={review.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={review.isPending}>
                {review.isPending && <Spinner label="Saving" />}
                Save Review
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
