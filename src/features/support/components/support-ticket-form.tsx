import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useRowId } from '@/hooks/use-row-id';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import {
  createSupportTicketSchema,
  DESCRIPTION_MAX,
  SUBJECT_MAX,
  useCreateSupportTicketMutation,
  type CreateSupportTicketInput,
} from '../api/create-support-ticket';

const defaultTicketValues: CreateSupportTicketInput = { subject: '', category: 'technical', priority: 'medium', description: '' };

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
    create.mutate({ ...values, id: rowId }, {
      onSuccess: () => {
        toast.success('Support Ticket Created', {
          description: 'Your support ticket has been submitted successfully. We will get back to you soon.',
        });
        form.reset(defaultTicketValues);
        onDone();
      },
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} className="grid gap-4" noValidate>
        <FormField
          control={form.control}
          name="subject"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Subject</FormLabel>
              <FormControl>
                <Input placeholder="Brief summary of the issue" maxLength={SUBJECT_MAX} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Category</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {Object.entries(CATEGORY_LABELS).map(([value, label]) => (
                      <SelectItem key={value} value={value}>
                        {label}
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
            name="priority"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Priority</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {Object.entries(PRIORITY_LABELS).map(([value, label]) => (
                      <SelectItem key={value} value={value}>
                        {label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Description</FormLabel>
              <FormControl>
                <Textarea
                  rows={6}
                  placeholder="Describe the issue in detail: what you did, what you expected and what happened"
                  maxLength={DESCRIPTION_MAX}
                  {...field}
                />
              </FormControl>
              <p className="text-right text-xs text-muted-foreground" aria-live="polite">
                {field.value.length}/{DESCRIPTION_MAX} characters
              </p>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || create.isPending}>
            {create.isPending && <Spinner />}
            Submit Ticket
          </Button>
        </div>
      </form>
    </Form>
  );
}
