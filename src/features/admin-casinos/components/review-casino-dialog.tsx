import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { VALIDATION_STATUSES, VALIDATION_STATUS_LABELS } from '../lib/constants';
import { reviewCasinoInputSchema, useReviewCasinoMutation } from '../api/review-casino';
import type { QueueEntry } from '../api/get-validation-queue';

const reviewFormSchema = reviewCasinoInputSchema.omit({ id: true });
type ReviewFormInput = z.input<typeof reviewFormSchema>;
type ReviewFormValues = z.output<typeof reviewFormSchema>;
const STATUS_OPTIONS = VALIDATION_STATUSES.map((value) => ({ value, label: VALIDATION_STATUS_LABELS[value] }));

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
            <SelectField
              control={form.control}
              name="validation_status"
              label="Validation Status"
              placeholder="Select a status"
              options={STATUS_OPTIONS}
            />
            <TextareaField
              control={form.control}
              name="verification_notes"
              label="Verification Notes"
              rows={4}
              placeholder="What was checked, what is wrong, sources…"
            />
            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={review.isPending}>
                Cancel
              </Button>
              <SubmitButton pending={review.isPending}>Save Review</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
