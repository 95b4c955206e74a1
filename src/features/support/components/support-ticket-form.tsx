import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { useRowId } from '@/hooks/use-row-id';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  createSupportTicketSchema,
  DESCRIPTION_MAX,
  SUBJECT_MAX,
  useCreateSupportTicketMutation,
  type CreateSupportTicketInput,
} from '../api/create-support-ticket';

const defaultTicketValues: CreateSupportTicketInput = { subject: '', category: 'technical', priority: 'medium', description: '' };

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const CATEGORY_LABELS: Record<CreateSupportTicketInput['category'], string> = {
  technical: 'Technical Issue',
  account: 'Account',
  billing: 'Billing',
  feature: 'Feature Request',
  data: 'Data Issue',
  other: 'Other',
};

const PRIORITY_LABELS: Record<CreateSupportTicketInput['priority'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Subject, category, priority and description; submit stays disabled until subject and description have text. */
export function SupportTicketForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useForm<CreateSupportTicketInput>({ resolver: zodResolver(createSupportTicketSchema), defaultValues: defaultTicketValues });
  const create = useCreateSupportTicketMutation();
  const [rowId] = useRowId();
  const [subject, description] = useWatch({ control: form.control, name: ['subject', 'description'] });
  const blank = !subject.trim() || !description.trim();

  const onValid = (values: CreateSupportTicketInput) =>
    !create.isPending &&
    create.mutate(
      { ...values, id: rowId },
      {
        onSuccess: () => {
          toast.success('Support Ticket Created', {
            description: 'Your support ticket has been submitted successfully. We will get back to you soon.',
          });
          form.reset(defaultTicketValues);
          onDone();
        },
      },
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} className="grid gap-4" noValidate>
        <TextField control={form.control} name="subject" label="Subject" placeholder="Brief summary of the issue" maxLength={SUBJECT_MAX} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField control={form.control} name="category" label="Category" options={options(CATEGORY_LABELS)} />
          <SelectField control={form.control} name="priority" label="Priority" options={options(PRIORITY_LABELS)} />
        </div>
        <TextareaField
          control={form.control}
          name="description"
          label="Description"
          rows={6}
          placeholder="Describe the issue in detail: what you did, what you expected and what happened"
          maxLength={DESCRIPTION_MAX}
          showCount
          countSuffix=" characters"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <SubmitButton disabled={blank} pending={create.isPending}>
            Submit Ticket
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
